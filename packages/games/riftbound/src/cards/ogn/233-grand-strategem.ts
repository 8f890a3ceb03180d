/** Grand Strategem (OGN-233/298) — order spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-233-298',
  code: 'OGN-233/298',
  name: { en: 'Grand Strategem', zh: '宏伟战略' },
  type: 'spell',
  domains: ['order'],
  cost: { energy: 6, power: ['order', 'order', 'order'] },
  tags: [],
  keywords: { action: 1 },
  abilities: [
    {
      kind: 'spell',
      steps: [{ do: 'might', n: 5, to: { all: { kind: 'unit', side: 'friendly' } }, until: 'turn' }],
    },
  ],
  text: {
    zh: '迅捷。你的所有单位本回合战力+5。',
    en: 'Action. All your units get +5 Might until end of turn.',
  },
});
