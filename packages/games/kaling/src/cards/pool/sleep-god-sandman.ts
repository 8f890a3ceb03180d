import { bilingual, type CardFile } from '../vocab.ts';

/** The card `sleep-god-sandman`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_SLEEP_GOD_SANDMAN: CardFile = {
  data: {
    id: 'sleep-god-sandman',
    zh: '睡神沙德曼',
    en: 'Sandman the Sleep God',
    type: 'kaling',
    attrs: ['土', '光'],
    lv: 5,
    series: '法灵',
    ap: 5,
    dp: 4,
    sp: 2,
  },
  effects: [
    {
      kind: 'act',
      name: bilingual('沉眠魔咒语', 'Slumber Incantation'),
      limit: 'turn',
      xEnergy: 2,
      text: bilingual(
        '回1：支付至多2点能量，对方失去同样点数的能量。',
        'Once per turn: pay up to 2 energy; the opponent loses as much energy.',
      ),
      operations: [{ do: 'energy', who: 'opp', amount: 'x', lose: true }],
    },
    {
      kind: 'static',
      name: bilingual('死亡倒数', 'Death Countdown'),
      text: bilingual(
        '此卡在场上且你的卡组没有卡牌时，你获得游戏胜利。',
        'While it is on the field and your deck is empty, you win the game.',
      ),
      winsWithEmptyDeck: true,
    },
  ],
};
