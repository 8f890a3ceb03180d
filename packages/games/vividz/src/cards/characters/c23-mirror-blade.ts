/** Mirror Blade (镜刃) — VZ 911.7: unaffected by the opponent's continuous effects. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C23',
    kind: 'character',
    name: { zh: '镜刃', en: 'Mirror Blade' },
    cost: 3,
    power: 4,
    missionInfo: 'star',
    feature: 'shadow',
    accountInfo: 'nocturne',
    abilities: [{ type: 'static', st: { st: 'immune', who: { side: 'own', self: true } } }],
    text: {
      zh: '〔场地〕【常】此角色不受对手的持续性效果影响。',
      en: "[Area] [Static] This character is unaffected by your opponent's continuous effects.",
    },
  },
});
