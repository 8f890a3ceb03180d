/** Stage Diver (跳水歌手) — VZ 904.4b: a cost that retires a character. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C33',
    kind: 'character',
    name: { zh: '跳水歌手', en: 'Stage Diver' },
    cost: 2,
    power: 2,
    missionInfo: 'sun',
    feature: 'idol',
    accountInfo: 'aurora',
    abilities: [{ type: 'act', cost: { retireOwn: 1 }, fx: [{ op: 'draw', n: 2 }] }],
    text: {
      zh: '〔场地〕【起】费用：令自己的1名角色退场 ▶抓2张牌。',
      en: '[Area] [Act] Cost: retire one of your characters ▶ Draw 2 cards.',
    },
  },
});
