import { bilingual, type CardFile, Targets } from '../vocab.ts';
import { move, W } from './helpers.ts';

/** The card `peony-consort`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_PEONY_CONSORT: CardFile = {
  data: {
    id: 'peony-consort',
    zh: '牡丹妃',
    en: 'Peony Consort',
    type: 'kaling',
    attrs: ['木'],
    lv: 2,
    series: '植灵',
    ap: 0,
    dp: 2,
    sp: 1,
  },
  effects: [
    move('辉光', 'Radiance'),
    {
      kind: 'quick',
      quickClass: 2,
      name: bilingual('芳香治愈', 'Fragrant Healing'),
      text: bilingual(
        '此卡降临时，以1名玩家为目标：其LP+2。',
        'When it is summoned, target a player: they gain 2 LP.',
      ),
      when: W.selfSummoned,
      targets: [Targets.player()],
      operations: [{ do: 'lifePoints', who: 'firstTarget', amount: 2 }],
    },
  ],
};
