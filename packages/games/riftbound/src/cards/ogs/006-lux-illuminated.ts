/** Lux, Illuminated (OGS-006/024) — mind champion unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogs-006-024',
  code: 'OGS-006/024',
  name: { en: 'Lux, Illuminated', zh: '拉克丝 - 光耀' },
  type: 'unit',
  supertype: 'champion',
  domains: ['mind'],
  cost: { energy: 6, power: ['mind'] },
  might: 5,
  tags: ['Lux', 'Demacia'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play-card', who: 'you', card: { kind: 'spell', costAtLeast: 5 } },
      steps: [{ do: 'might', n: 3, to: 'self', until: 'turn' }],
    },
  ],
  text: {
    zh: '每当你打出一张印刷能量费用不低于5的法术，它本回合战力+3。',
    en: 'Each time you play a spell whose printed Energy cost is 5 or more, it gets +3 Might until end of turn.',
  },
});
