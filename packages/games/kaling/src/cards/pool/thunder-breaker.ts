import { bilingual, type CardFile, Targets } from '../vocab.ts';

/** The card `thunder-breaker`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_THUNDER_BREAKER: CardFile = {
  data: {
    id: 'thunder-breaker',
    zh: '电光断碎者',
    en: 'Thunder Breaker',
    type: 'kaling',
    attrs: ['电', '金'],
    lv: 5,
    series: '战灵',
    ap: 4,
    dp: 5,
    sp: 1,
  },
  effects: [
    {
      kind: 'act',
      name: bilingual('电光断碎斩', 'Lightning Shatter Slash'),
      limit: 'turn',
      cost: 2,
      text: bilingual(
        '回1，耗能2：以此卡[↑]区域为目标，破坏那里的卡牌。',
        'Once per turn, 2 energy: target the cell at its [↑]; clear the card there.',
      ),
      targets: [Targets.cell({ area: { directions: ['↑'] }, cellHolds: 'card' })],
      operations: [{ do: 'clear', on: 'firstTarget' }],
    },
    {
      kind: 'static',
      name: bilingual('勇者意志', 'Brave Will'),
      text: bilingual(
        '你的LP低于对方时，每差2点LP，此卡AP+1。',
        "While your LP is below the opponent's, it has AP +1 for every 2 LP of difference.",
      ),
      self: (s, o, st) => {
        const diff = s.g.lp[1 - o.controller] - s.g.lp[o.controller];
        if (diff > 0) st.ap += Math.floor(diff / 2);
      },
    },
  ],
};
