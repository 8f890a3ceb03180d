/** Guardian Drone (守护无人机) — VZ 912.2: a second replacement effect. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C27',
    kind: 'character',
    name: { zh: '守护无人机', en: 'Guardian Drone' },
    cost: 2,
    power: 2,
    missionInfo: 'moon',
    feature: 'mecha',
    accountInfo: 'nocturne',
    abilities: [
      {
        type: 'static',
        st: { st: 'replaceRetire', who: { side: 'own', other: true }, instead: 'deckBottom' },
      },
    ],
    text: {
      zh: '〔场地〕【常】自己的其他角色将要退场时，作为代替，将其置于持有者的牌库底。',
      en: "[Area] [Static] If another character of yours would retire, instead put it on the bottom of its owner's deck.",
    },
  },
});
