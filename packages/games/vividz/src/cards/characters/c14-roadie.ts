/** Roadie (巡演助手) — VZ 508.2: an ability working from the Keep. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C14',
    kind: 'character',
    name: { zh: '巡演助手', en: 'Roadie' },
    cost: 1,
    power: 1,
    missionInfo: 'moon',
    feature: 'band',
    accountInfo: 'aurora',
    abilities: [
      { type: 'act', zone: 'keep', cost: { energy: 1, trashSelf: true }, fx: [{ op: 'draw', n: 2 }] },
    ],
    text: {
      zh: '〔保留〕【起】费用：1能量、将此牌置入弃牌区 ▶抓2张牌。',
      en: '[Keep] [Act] Cost: 1 energy, put this card into your trash ▶ Draw 2 cards.',
    },
  },
});
