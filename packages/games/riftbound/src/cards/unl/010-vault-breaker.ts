/** Vault Breaker (UNL-010/219) — fury spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'unl-010-219',
  code: 'UNL-010/219',
  name: { en: 'Vault Breaker', zh: '破库者' },
  type: 'spell',
  domains: ['fury'],
  cost: { energy: 1, power: ['fury'] },
  tags: [],
  keywords: { action: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit' } }],
      steps: [{ do: 'grant', keywords: { assault: 2, ganking: 1 }, to: 0, until: 'turn' }],
    },
  ],
  text: {
    zh: '迅捷。令一名单位本回合获得强攻2与游击。',
    en: 'Action. One unit has Assault 2 and Ganking until end of turn.',
  },
});
