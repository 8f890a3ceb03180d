/** Sprite Burst (UNL-069/219) — mind spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'unl-069-219',
  code: 'UNL-069/219',
  name: { en: 'Sprite Burst', zh: '精灵迸发' },
  type: 'spell',
  domains: ['mind'],
  cost: { energy: 5, power: [] },
  tags: [],
  abilities: [{ kind: 'spell', steps: [{ do: 'token', token: 'sprite', n: 2, at: 'base', ready: true }] }],
  creates: ['sprite'],
  text: {
    zh: '在你的基地以活跃状态放置两个3战力、带有暂存的精灵单位衍生物。',
    en: 'Two ready 3-Might Sprite tokens with Temporary enter play in your base.',
  },
});
