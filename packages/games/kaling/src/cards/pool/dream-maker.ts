import { bilingual, type CardFile } from '../vocab.ts';
import { move, same } from './helpers.ts';

const D = ['sun-child', 'sun-child', 'sun-child', 'sun-child', 'sun-child'];
/** The card `dream-maker`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_DREAM_MAKER: CardFile = {
  data: {
    id: 'dream-maker',
    zh: '造梦师',
    en: 'Dream Maker',
    type: 'kaling',
    attrs: ['光'],
    lv: 2,
    series: '法灵',
    ap: 0,
    dp: 2,
    sp: 1,
  },
  effects: [
    {
      kind: 'act',
      name: bilingual('梦幻能量', 'Dream Energy'),
      limit: 'turn',
      text: bilingual('回1：你恢复1点能量。', 'Once per turn: you regain 1 energy.'),
      operations: [{ do: 'energy', who: 'me', amount: 1 }],
    },
    move('造梦', 'Dreamcraft'),
  ],
  test: {
    rule: 'KALING 5-11',
    name: '梦幻能量 regains 1 energy (3 → 4)',
    setup: { players: [{ energy: 3, deck: D, field: [{ card: 'dream-maker', cell: 'B1' }] }, { deck: D }] },
    script: [[0, 'Dream Energy']],
    expect: (s) => same('energy', s.g.energy[0], 4),
  },
};
