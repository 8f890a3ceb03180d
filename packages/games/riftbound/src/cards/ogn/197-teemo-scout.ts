/** Teemo, Scout (OGN-197/298) — chaos champion unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-197-298',
  code: 'OGN-197/298',
  name: { en: 'Teemo, Scout', zh: '提莫 - 侦察兵' },
  type: 'unit',
  supertype: 'champion',
  domains: ['chaos'],
  cost: { energy: 2, power: [] },
  might: 1,
  tags: ['Yordle', 'Teemo', 'Bandle City'],
  keywords: { hidden: 1 },
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play', who: 'me' },
      steps: [{ do: 'might', n: 3, to: 'self', until: 'turn' }],
    },
  ],
  text: {
    zh: '待命。打出后，它本回合战力+3。',
    en: 'Hidden. After it is played, it gets +3 Might until end of turn.',
  },
});
