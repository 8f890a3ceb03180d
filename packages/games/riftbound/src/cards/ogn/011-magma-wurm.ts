/** Magma Wurm (OGN-011/298) — fury unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-011-298',
  code: 'OGN-011/298',
  name: { en: 'Magma Wurm', zh: '熔岩巨虫' },
  type: 'unit',
  domains: ['fury'],
  cost: { energy: 8, power: ['fury'] },
  might: 8,
  tags: ['Freljord'],
  abilities: [{ kind: 'passive', effect: { enterReady: { kind: 'unit', side: 'friendly', other: true } } }],
  text: { zh: '你的其他单位以活跃状态进场。', en: 'Your other units come into play ready.' },
});
