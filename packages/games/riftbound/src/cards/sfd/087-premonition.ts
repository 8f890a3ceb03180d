/** Premonition (SFD-087/221) — mind spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-087-221',
  code: 'SFD-087/221',
  name: { en: 'Premonition', zh: '预感' },
  type: 'spell',
  domains: ['mind'],
  cost: { energy: 2, power: ['mind', 'mind', 'mind'] },
  tags: [],
  keywords: { reaction: 1 },
  abilities: [{ kind: 'spell', steps: [{ do: 'draw', n: 3 }] }],
  text: {
    zh: '反应。你抽三张牌。',
    en: 'Reaction. You draw three cards.',
  },
});
