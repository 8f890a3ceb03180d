/** Towering Combatant (UNL-099/219) — body unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'unl-099-219',
  code: 'UNL-099/219',
  name: { en: 'Towering Combatant', zh: '高大斗士' },
  type: 'unit',
  domains: ['body'],
  cost: { energy: 4, power: [] },
  might: 3,
  tags: ['Shurima'],
  keywords: { shield: 2, tank: 1 },
  text: {
    zh: '坚守2（作为防守方时战力+2）。重甲。',
    en: 'Shield 2 (+2 Might while it defends). Tank.',
  },
});
