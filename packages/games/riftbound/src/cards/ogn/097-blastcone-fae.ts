/** Blastcone Fae (OGN-097/298) — mind unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-097-298',
  code: 'OGN-097/298',
  name: { en: 'Blastcone Fae', zh: '爆裂菇妖精' },
  type: 'unit',
  domains: ['mind'],
  cost: { energy: 2, power: ['mind'] },
  might: 2,
  tags: ['Fae', 'Bandle City'],
  keywords: { hidden: 1 },
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play', who: 'me' },
      targets: [{ sel: { kind: 'unit' } }],
      steps: [{ do: 'might', n: -2, to: 0, until: 'turn', min: 1 }],
    },
  ],
  text: {
    zh: '待命。打出后，令一名单位本回合战力-2，但不低于1。',
    en: 'Hidden. After it is played, one unit gets -2 Might until end of turn, not going below 1.',
  },
});
