import { type CardFile, tx } from '../vocab.ts';
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
      name: tx('森灵之怒', 'Wrath of the Forest'),
      lim: 'turn',
      xAp: true,
      text: tx(
        '回1：将此卡AP减少X：本回合你场上其他卡灵AP+X。',
        'Once per turn: lower its AP by X; this turn your other Kaling get AP +X.',
      ),
      ops: [{ do: 'mod', on: 'ownOthers', stat: 'ap', n: 'x', until: 'turn' }],
    },
    {
      kind: 'quick',
      cls: 2,
      name: tx('森灵之力', 'Might of the Forest'),
      text: tx('每当有卡灵回归时：此卡AP+1。', 'Whenever a Kaling returns to hand: this card gets AP +1.'),
      when: W.kalingReturned,
      ops: [{ do: 'mod', on: 'self', stat: 'ap', n: 1, until: 'perm' }],
    },
  ],
};
