/** Sai Scout (OGN-174/298) — chaos unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-174-298',
  code: 'OGN-174/298',
  name: { en: 'Sai Scout', zh: '赛斥候' },
  type: 'unit',
  domains: ['chaos'],
  cost: { energy: 6, power: [] },
  might: 5,
  tags: ['Shurima'],
  keywords: { vision: 1 },
  abilities: [{ kind: 'passive', effect: { playTo: 'open-battlefield' } }],
  text: {
    zh: '预知。也可以打出到没有单位的战场。',
    en: 'Vision. It may also be played to a battlefield with no units on it.',
  },
});
