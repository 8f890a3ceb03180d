/** Moonlight Affliction (UNL-066/219) — mind spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'unl-066-219',
  code: 'UNL-066/219',
  name: { en: 'Moonlight Affliction', zh: '月光之苦' },
  type: 'spell',
  domains: ['mind'],
  cost: { energy: 7, power: [] },
  tags: [],
  keywords: { reaction: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit' } }],
      steps: [{ do: 'might', n: -10, to: 0, until: 'turn' }],
    },
  ],
  text: {
    zh: '反应。令一名单位本回合战力-10。',
    en: 'Reaction. One unit gets -10 Might until end of turn.',
  },
});
