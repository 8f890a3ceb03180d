import { bilingual, type CardFile, Targets } from '../vocab.ts';

/** The card `burning-soul`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_BURNING_SOUL: CardFile = {
  data: {
    id: 'burning-soul',
    zh: '燃烧之魂',
    en: 'Burning Soul',
    type: 'tactic',
    attrs: ['火'],
    lv: 2,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'quick',
      quickClass: 3,
      text: bilingual(
        '以你场上1只火属卡灵为目标：本回合其AP变为原始值的2倍；本回合结束阶段破坏它。',
        'Target one of your fire Kaling: this turn its AP becomes double its printed AP; in the end phase it is cleared.',
      ),
      targets: [Targets.kaling({ side: 'me', attr: '火' })],
      operations: [
        { do: 'set', on: 'firstTarget', stat: 'ap', value: 'double', until: 'turn' },
        { do: 'status', on: 'firstTarget', status: 'doom', until: 'turn' },
      ],
    },
  ],
};
