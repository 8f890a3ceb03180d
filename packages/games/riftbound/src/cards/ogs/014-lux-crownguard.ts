/** Lux, Crownguard (OGS-014/024) — order champion unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogs-014-024',
  code: 'OGS-014/024',
  name: { en: 'Lux, Crownguard', zh: '拉克丝 - 冕卫' },
  type: 'unit',
  supertype: 'champion',
  domains: ['order'],
  cost: { energy: 4, power: [] },
  might: 2,
  tags: ['Lux', 'Demacia'],
  abilities: [
    {
      kind: 'activated',
      cost: { exhaust: true },
      timing: 'reaction',
      steps: [{ do: 'add', energy: 2, spellsOnly: true }],
    },
  ],
  text: {
    zh: '横置此牌（反应）：添加2点只能用于打出法术的能量。添加资源的技能无法被响应。',
    en: 'Exhaust it (Reaction): add 2 Energy that can only pay for spells. Adding resources cannot be responded to.',
  },
});
