/** Shen, Kinkou (OGN-241/298) — order champion unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-241-298',
  code: 'OGN-241/298',
  name: { en: 'Shen, Kinkou', zh: '慎 - 均衡' },
  type: 'unit',
  supertype: 'champion',
  domains: ['order'],
  cost: { energy: 3, power: ['order'] },
  might: 3,
  tags: ['Shen', 'Ionia'],
  keywords: { reaction: 1, shield: 2, tank: 1 },
  text: {
    zh: '反应（任何时候都可打出，也可打出到你掌控的战场）。坚守2。重甲。',
    en: 'Reaction (playable at any moment, also onto a battlefield you hold). Shield 2. Tank.',
  },
});
