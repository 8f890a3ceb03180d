/** Blazing Scorcher (OGN-001/298) — fury unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-001-298',
  code: 'OGN-001/298',
  name: { en: 'Blazing Scorcher', zh: '炽焰灼烧者' },
  type: 'unit',
  domains: ['fury'],
  cost: { energy: 5, power: [] },
  might: 5,
  tags: ['Dragon', 'Noxus'],
  keywords: { accelerate: 1 },
  text: {
    zh: '加速（打出时可额外支付1点能量和1点怒火之力，使其以活跃状态进场）。',
    en: 'Accelerate (when you play it, you may pay 1 Energy and 1 Fury Power more so that it enters ready).',
  },
});
