/** Twin Voice (双子之声) — VZ 1119.1: cards of the same name. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C07',
    kind: 'character',
    name: { zh: '双子之声', en: 'Twin Voice' },
    cost: 1,
    power: 1,
    missionInfo: 'sun',
    feature: 'idol',
    accountInfo: 'aurora',
    abilities: [
      {
        type: 'static',
        st: { st: 'powerPer', who: { side: 'own', self: true }, n: 1, per: 'sameNameInTrash' },
      },
    ],
    text: {
      zh: '〔场地〕【常】自己的弃牌区每有1张【同名】的牌，此角色力量值+1。',
      en: '[Area] [Static] This character gets +1 power for each [Same Name] card in your trash.',
    },
  },
});
