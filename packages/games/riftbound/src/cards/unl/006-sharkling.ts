/** Sharkling (UNL-006/219) — fury unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'unl-006-219',
  code: 'UNL-006/219',
  name: { en: 'Sharkling', zh: '鲨鱼崽' },
  type: 'unit',
  domains: ['fury'],
  cost: { energy: 3, power: [] },
  might: 1,
  tags: ['Bilgewater'],
  keywords: { accelerate: 1, assault: 4 },
  text: {
    zh: '加速。强攻4（作为进攻方时战力+4）。',
    en: 'Accelerate. Assault 4 (+4 Might while it attacks).',
  },
});
