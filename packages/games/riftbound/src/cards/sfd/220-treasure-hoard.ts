/** Treasure Hoard (SFD-220/221) — colourless battlefield. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-220-221',
  code: 'SFD-220/221',
  name: { en: 'Treasure Hoard', zh: '宝藏' },
  type: 'battlefield',
  domains: [],
  tags: [],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'conquer', who: 'here' },
      optional: true,
      cost: { energy: 1 },
      steps: [{ do: 'token', token: 'gold', n: 1, at: 'base', exhausted: true }],
    },
  ],
  text: {
    zh: '当你征服此处时，你可以支付1点能量，令一个横置的金币装备衍生物进入你的基地。',
    en: 'When you conquer it, you may pay 1 Energy for an exhausted Gold gear token in your base.',
  },
  creates: ['gold'],
});
