/** Talent Search (星探) — VZ 102.10: searching a hidden zone. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-E10',
    kind: 'event',
    name: { zh: '星探', en: 'Talent Search' },
    cost: 1,
    missionInfo: 'sun',
    feature: 'idol',
    accountInfo: 'aurora',
    abilities: [{ type: 'event', fx: [{ op: 'search', kind: 'character', feature: 'idol' }] }],
    text: {
      zh: '【事】从自己的牌库中选择1张具有特征〈偶像〉的角色牌，展示后加入手牌。洗混牌库。',
      en: '[Event] Look through your deck for a character card with the feature <idol>, reveal it and put it into your hand. Shuffle your deck.',
    },
  },
});
