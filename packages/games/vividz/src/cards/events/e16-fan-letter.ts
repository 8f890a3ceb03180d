/** Fan Letter (粉丝来信) — VZ 301.3: a name in 「」, read as a part of a card's name. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-E16',
    kind: 'event',
    name: { zh: '粉丝来信', en: 'Fan Letter' },
    cost: 1,
    missionInfo: 'any',
    abilities: [{ type: 'event', fx: [{ op: 'search', named: { zh: '偶像', en: 'Idol' } }] }],
    text: {
      zh: '【事】从自己的牌库中选择1张牌名含有「偶像」的牌，展示后加入手牌。洗混牌库。',
      en: '[Event] Look through your deck for a card with "Idol" in its name, reveal it and put it into your hand. Shuffle your deck.',
    },
  },
});
