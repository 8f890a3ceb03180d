/** Charm (OGN-043/298) — calm spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-043-298',
  code: 'OGN-043/298',
  name: { en: 'Charm', zh: '魅惑' },
  type: 'spell',
  domains: ['calm'],
  cost: { energy: 1, power: ['calm'] },
  tags: [],
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', side: 'enemy' } }],
      steps: [{ do: 'move', what: 0, to: 'any' }],
    },
  ],
  text: {
    zh: '将一名敌方单位移动到你选择的另一处位置。',
    en: 'Move one enemy unit to another location of your choice.',
  },
});
