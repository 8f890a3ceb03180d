/** Dune Drake (OGN-131/298) — body unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-131-298',
  code: 'OGN-131/298',
  name: { en: 'Dune Drake', zh: '沙丘飞龙' },
  type: 'unit',
  domains: ['body'],
  cost: { energy: 5, power: [] },
  might: 5,
  tags: ['Dragon', 'Shurima'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'attack', who: 'me' },
      cond: { count: { kind: 'unit', side: 'enemy', at: 'here', ready: true }, atLeast: 1 },
      steps: [{ do: 'might', n: 2, to: 'self', until: 'turn' }],
    },
  ],
  text: {
    zh: '当它进攻时，若其所在战场有活跃的敌方单位，它本回合战力+2。',
    en: 'When it attacks, if a ready enemy unit stands at its battlefield, it gets +2 Might until end of turn.',
  },
});
