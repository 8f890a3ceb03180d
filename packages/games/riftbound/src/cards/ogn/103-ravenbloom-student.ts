/** Ravenbloom Student (OGN-103/298) — mind unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-103-298',
  code: 'OGN-103/298',
  name: { en: 'Ravenbloom Student', zh: '鸦花学员' },
  type: 'unit',
  domains: ['mind'],
  cost: { energy: 2, power: [] },
  might: 2,
  tags: ['Noxus'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play-card', who: 'you', card: { kind: 'spell' } },
      steps: [{ do: 'might', n: 1, to: 'self', until: 'turn' }],
    },
  ],
  text: {
    zh: '每当你打出一张法术，它本回合战力+1。',
    en: 'Each time you play a spell, it gets +1 Might until end of turn.',
  },
});
