/** Acceptable Losses (OGN-179/298) — chaos spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-179-298',
  code: 'OGN-179/298',
  name: { en: 'Acceptable Losses', zh: '可接受的损失' },
  type: 'spell',
  domains: ['chaos'],
  cost: { energy: 1, power: [] },
  tags: [],
  keywords: { action: 1 },
  abilities: [{ kind: 'spell', steps: [{ do: 'each-player-kills', sel: { kind: 'gear' } }] }],
  text: {
    zh: '迅捷。每名玩家各摧毁一件自己的装备。',
    en: 'Action. Each player destroys one gear of their own.',
  },
});
