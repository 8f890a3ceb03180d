/** Playful Phantom (OGN-049/298) — calm unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-049-298',
  code: 'OGN-049/298',
  name: { en: 'Playful Phantom', zh: '顽皮幽灵' },
  type: 'unit',
  domains: ['calm'],
  cost: { energy: 5, power: [] },
  might: 5,
  tags: ['Spirit', 'Shadow Isles'],
  text: { zh: '没有技能。', en: 'No abilities.' },
});
