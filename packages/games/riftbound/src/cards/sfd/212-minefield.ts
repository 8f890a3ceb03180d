/** Minefield (SFD-212/221) — colourless battlefield. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-212-221',
  code: 'SFD-212/221',
  name: { en: 'Minefield', zh: '雷区' },
  type: 'battlefield',
  domains: [],
  tags: [],
  abilities: [{ kind: 'triggered', on: { on: 'conquer', who: 'here' }, steps: [{ do: 'mill', n: 2 }] }],
  text: {
    zh: '当你征服此处时，将你牌库顶的两张牌置入废牌堆。',
    en: 'When you conquer it, the top two cards of your deck go to your trash.',
  },
});
