/** Singularity (OGN-105/298) — mind spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-105-298',
  code: 'OGN-105/298',
  name: { en: 'Singularity', zh: '奇点' },
  type: 'spell',
  domains: ['mind'],
  cost: { energy: 6, power: ['mind', 'mind'] },
  tags: [],
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit' }, n: 2, upTo: true }],
      steps: [{ do: 'deal', n: 6, to: 0 }],
    },
  ],
  text: { zh: '选择至多两名单位：各受到6点伤害。', en: 'Choose as many as two units: each takes 6 damage.' },
});
