/** Rengar, Unseen (UNL-024/219) — fury champion unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'unl-024-219',
  code: 'UNL-024/219',
  name: { en: 'Rengar, Unseen', zh: '雷恩加尔 - 隐匿' },
  type: 'unit',
  supertype: 'champion',
  domains: ['fury'],
  cost: { energy: 4, power: ['fury'] },
  might: 4,
  tags: ['Cat', 'Rengar', 'Ixtal'],
  keywords: { accelerate: 1, assault: 2, deflect: 1, ganking: 1 },
  text: {
    zh: '加速。强攻2。偏斜。游击。',
    en: 'Accelerate. Assault 2. Deflect. Ganking.',
  },
});
