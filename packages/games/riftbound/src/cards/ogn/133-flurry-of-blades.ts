/** Flurry of Blades (OGN-133/298) — body spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-133-298',
  code: 'OGN-133/298',
  name: { en: 'Flurry of Blades', zh: '刀锋乱舞' },
  type: 'spell',
  domains: ['body'],
  cost: { energy: 1, power: [] },
  tags: [],
  keywords: { reaction: 1 },
  abilities: [
    {
      kind: 'spell',
      steps: [{ do: 'deal', n: 1, to: { all: { kind: 'unit', at: 'battlefield' } } }],
    },
  ],
  text: {
    zh: '反应。对所有位于战场上的单位各造成1点伤害。',
    en: 'Reaction. Deals 1 damage to each unit at a battlefield.',
  },
});
