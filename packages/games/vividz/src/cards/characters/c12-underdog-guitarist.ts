/** Underdog Guitarist (逆袭吉他手) — VZ 911.2: an effect that depends on another. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C12',
    kind: 'character',
    name: { zh: '逆袭吉他手', en: 'Underdog Guitarist' },
    cost: 2,
    power: 2,
    missionInfo: 'moon',
    feature: 'band',
    accountInfo: 'aurora',
    abilities: [{ type: 'static', st: { st: 'power', who: { side: 'own', powerMax: 3 }, n: 2 } }],
    text: {
      zh: '〔场地〕【常】自己的力量值3以下的角色力量值+2。',
      en: '[Area] [Static] Your characters with 3 or less power get +2 power.',
    },
  },
});
