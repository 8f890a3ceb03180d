/** Firestorm (OGS-002/024) — fury spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogs-002-024',
  code: 'OGS-002/024',
  name: { en: 'Firestorm', zh: '火焰风暴' },
  type: 'spell',
  domains: ['fury'],
  cost: { energy: 6, power: ['fury'] },
  tags: [],
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'battlefield' } }],
      steps: [{ do: 'deal', n: 3, to: { all: { kind: 'unit', side: 'enemy', at: 'there' } } }],
    },
  ],
  text: {
    zh: '选择一处战场：该处每名敌方单位受到3点伤害。',
    en: 'Choose a battlefield: every enemy unit there takes 3 damage.',
  },
});
