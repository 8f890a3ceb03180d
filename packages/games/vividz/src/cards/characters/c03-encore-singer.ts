/** Encore Singer (安可歌手) — VZ 806.3: when the attack succeeds. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C03',
    kind: 'character',
    name: { zh: '安可歌手', en: 'Encore Singer' },
    cost: 2,
    power: 2,
    missionInfo: 'sun',
    feature: 'idol',
    accountInfo: 'aurora',
    abilities: [{ type: 'auto', on: 'success', fx: [{ op: 'draw', n: 1 }] }],
    text: {
      zh: '〔场地〕【自】当此角色的攻击成功时：▶抓1张牌。',
      en: "[Area] [Auto] When this character's attack succeeds: ▶ Draw a card.",
    },
  },
});
