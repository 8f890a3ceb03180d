/** Legion Rearguard (OGN-010/298) — fury unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-010-298',
  code: 'OGN-010/298',
  name: { en: 'Legion Rearguard', zh: '军团后卫' },
  type: 'unit',
  domains: ['fury'],
  cost: { energy: 2, power: [] },
  might: 2,
  tags: ['Trifarian', 'Noxus'],
  keywords: { accelerate: 1 },
  text: {
    zh: '加速（可额外支付1点能量和1点怒火之力，使其以活跃状态进场）。',
    en: 'Accelerate (pay 1 Energy and 1 Fury Power more and it enters ready).',
  },
});
