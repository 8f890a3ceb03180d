import { bilingual, type CardFile } from '../vocab.ts';

/** The card `heat-surge`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_HEAT_SURGE: CardFile = {
  data: {
    id: 'heat-surge',
    zh: '热能涌动',
    en: 'Heat Surge',
    type: 'tactic',
    attrs: ['火'],
    lv: 2,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'act',
      limit: 'name',
      xLevel: true,
      text: bilingual(
        '每回合限1张。宣言1~6中的1个等级：翻开卡组顶5张；其中有该等级卡灵时将1张加入手牌，其余洗回卡组；没有则5张全部送去弃区。',
        'Once per turn for this name. Declare a level 1–6 and reveal the top 5 cards: if a Kaling of that level is among them, add one to your hand and shuffle the rest back; otherwise send all 5 to the discard pile.',
      ),
      can: (q) => q.state.zones[`p${q.player}:deck`].objects.length > 0,
      operations: [{ do: 'top5' }],
    },
  ],
};
