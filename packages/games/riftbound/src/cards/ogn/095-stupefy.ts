/** Stupefy (OGN-095/298) — mind spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-095-298',
  code: 'OGN-095/298',
  name: { en: 'Stupefy', zh: '昏聩' },
  type: 'spell',
  domains: ['mind'],
  cost: { energy: 1, power: [] },
  tags: [],
  keywords: { reaction: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit' } }],
      steps: [
        { do: 'might', n: -1, to: 0, until: 'turn', min: 1 },
        { do: 'draw', n: 1 },
      ],
    },
  ],
  text: {
    zh: '反应。令一名单位本回合战力−1（不低于1）；你抽一张牌。',
    en: 'Reaction. One unit gets −1 Might until end of turn (not below 1); you draw a card.',
  },
});
