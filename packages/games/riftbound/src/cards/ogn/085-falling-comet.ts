/** Falling Comet (OGN-085/298) — mind spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-085-298',
  code: 'OGN-085/298',
  name: { en: 'Falling Comet', zh: '坠落彗星' },
  type: 'spell',
  domains: ['mind'],
  cost: { energy: 5, power: [] },
  tags: [],
  keywords: { action: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', at: 'battlefield' } }],
      steps: [{ do: 'deal', n: 6, to: 0 }],
    },
  ],
  text: { zh: '迅捷。对战场上的一名单位造成6点伤害。', en: 'Action. 6 damage to one unit at a battlefield.' },
});
