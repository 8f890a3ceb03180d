/** Eager Drakehound (SFD-006/221) — fury unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-006-221',
  code: 'SFD-006/221',
  name: { en: 'Eager Drakehound', zh: '热切龙犬' },
  type: 'unit',
  domains: ['fury'],
  cost: { energy: 3, power: ['fury'] },
  might: 3,
  tags: ['Dog', 'Dragon', 'Noxus'],
  abilities: [{ kind: 'passive', effect: { enterReady: 'self' } }],
  text: {
    zh: '它以活跃状态进场。',
    en: 'It enters play ready.',
  },
});
