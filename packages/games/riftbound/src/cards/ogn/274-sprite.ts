/** Sprite (OGN-274/298) — colourless token unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-274-298',
  code: 'OGN-274/298',
  name: { en: 'Sprite', zh: '精灵' },
  type: 'unit',
  supertype: 'token',
  domains: [],
  might: 3,
  tags: ['Fae'],
  keywords: { temporary: 1 },
  text: {
    zh: '瞬息：于你的开始阶段开始时、计分前被摧毁。',
    en: 'Temporary: it is destroyed at the start of your Beginning Phase, before scoring.',
  },
});
