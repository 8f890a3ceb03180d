/** Glitch Cat (故障猫) — VZ 1112: becoming EXP. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C32',
    kind: 'character',
    name: { zh: '故障猫', en: 'Glitch Cat' },
    cost: 1,
    power: 1,
    missionInfo: 'any',
    abilities: [
      {
        type: 'auto',
        on: 'enter',
        targets: [{ who: { side: 'own', other: true } }],
        fx: [{ op: 'exp', from: 'deckTop', on: { target: 0 } }],
      },
    ],
    text: {
      zh: '〔场地〕【自】当此角色登场时：▶选择自己的1名其他角色，将自己的牌库顶牌作为其经验。',
      en: '[Area] [Auto] When this character enters: ▶ Choose another character of yours; put the top card of your deck under it as EXP.',
    },
  },
});
