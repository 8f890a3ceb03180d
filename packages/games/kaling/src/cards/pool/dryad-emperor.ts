import { bilingual, type CardFile } from '../vocab.ts';
import { W } from './helpers.ts';

/** The card `dryad-emperor`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_DRYAD_EMPEROR: CardFile = {
  data: {
    id: 'dryad-emperor',
    zh: '树妖皇',
    en: 'Dryad Emperor',
    type: 'kaling',
    attrs: ['木'],
    lv: 5,
    series: '植灵',
    ap: 4,
    dp: 7,
    sp: 1,
  },
  effects: [
    {
      kind: 'act',
      name: bilingual('森灵之怒', 'Wrath of the Forest'),
      limit: 'turn',
      xAp: true,
      text: bilingual(
        '回1：将此卡AP减少X：本回合你场上其他卡灵AP+X。',
        'Once per turn: lower its AP by X; this turn your other Kaling get AP +X.',
      ),
      operations: [{ do: 'modify', on: 'ownOthers', stat: 'ap', amount: 'x', until: 'turn' }],
    },
    {
      kind: 'quick',
      quickClass: 2,
      name: bilingual('森灵之力', 'Might of the Forest'),
      text: bilingual(
        '每当有卡灵回归时：此卡AP+1。',
        'Whenever a Kaling returns to hand: this card gets AP +1.',
      ),
      when: W.kalingReturned,
      operations: [{ do: 'modify', on: 'self', stat: 'ap', amount: 1, until: 'perm' }],
    },
  ],
};
