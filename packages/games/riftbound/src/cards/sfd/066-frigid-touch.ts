/** Frigid Touch (SFD-066/221) — mind spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-066-221',
  code: 'SFD-066/221',
  name: { en: 'Frigid Touch', zh: '冰冷之触' },
  type: 'spell',
  domains: ['mind'],
  cost: { energy: 2, power: [] },
  tags: [],
  keywords: { reaction: 1, repeat: 1 },
  repeat: [{ energy: 2 }],
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit' } }],
      steps: [{ do: 'might', n: -2, to: 0, until: 'turn' }],
    },
  ],
  text: {
    zh: '反应。回响：2点能量。令一名单位本回合战力−2。',
    en: 'Reaction. Repeat for 2 Energy. One unit gets −2 Might until end of turn.',
  },
});
