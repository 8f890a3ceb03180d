/** Salvage Crane (回收吊车) — VZ 504.4: up to X cards from the deck. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C28',
    kind: 'character',
    name: { zh: '回收吊车', en: 'Salvage Crane' },
    cost: 2,
    power: 2,
    missionInfo: 'moon',
    feature: 'mecha',
    accountInfo: 'nocturne',
    abilities: [{ type: 'auto', on: 'enter', fx: [{ op: 'deckToEnergy', upTo: 2 }] }],
    text: {
      zh: '〔场地〕【自】当此角色登场时：▶将至多2张牌从牌库顶置入自己的能量区。',
      en: '[Area] [Auto] When this character enters: ▶ Put up to 2 cards from the top of your deck into your energy zone.',
    },
  },
});
