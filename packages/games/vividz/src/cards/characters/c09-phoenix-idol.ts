/** Phoenix Idol (不死鸟偶像) — VZ 912.1: a replacement effect. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C09',
    kind: 'character',
    name: { zh: '不死鸟偶像', en: 'Phoenix Idol' },
    cost: 3,
    power: 3,
    missionInfo: 'sun',
    feature: 'idol',
    accountInfo: 'aurora',
    abilities: [
      { type: 'static', st: { st: 'replaceRetire', who: { side: 'own', self: true }, instead: 'hand' } },
    ],
    text: {
      zh: '〔场地〕【常】此角色将要退场时，作为代替，将其置入持有者的手牌。',
      en: "[Area] [Static] If this character would retire, instead put it into its owner's hand.",
    },
  },
});
