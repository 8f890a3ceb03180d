/** Primal Strength (OGN-154/298) — body spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-154-298',
  code: 'OGN-154/298',
  name: { en: 'Primal Strength', zh: '原始之力' },
  type: 'spell',
  domains: ['body'],
  cost: { energy: 4, power: ['body'] },
  tags: [],
  keywords: { action: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit' } }],
      steps: [{ do: 'might', n: 7, to: 0, until: 'turn' }],
    },
  ],
  text: {
    zh: '迅捷。令一名单位本回合战力+7。',
    en: 'Action. One unit gets +7 Might until end of turn.',
  },
});
