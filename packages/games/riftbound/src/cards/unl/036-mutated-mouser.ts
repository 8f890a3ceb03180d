/** Mutated Mouser (UNL-036/219) — calm unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'unl-036-219',
  code: 'UNL-036/219',
  name: { en: 'Mutated Mouser', zh: '变异捕鼠猫' },
  type: 'unit',
  domains: ['calm'],
  cost: { energy: 2, power: [] },
  might: 1,
  tags: ['Cat', 'Bilgewater'],
  keywords: { shield: 2, tank: 1 },
  text: {
    zh: '坚守2（作为防守方时战力+2）。重甲。',
    en: 'Shield 2 (+2 Might while it defends). Tank.',
  },
});
