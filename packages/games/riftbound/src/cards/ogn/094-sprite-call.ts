/** Sprite Call (OGN-094/298) — mind spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-094-298',
  code: 'OGN-094/298',
  name: { en: 'Sprite Call', zh: '精灵召唤' },
  type: 'spell',
  domains: ['mind'],
  cost: { energy: 3, power: [] },
  tags: [],
  keywords: { hidden: 1, action: 1 },
  abilities: [{ kind: 'spell', steps: [{ do: 'token', token: 'sprite', n: 1, at: 'any', ready: true }] }],
  text: {
    zh: '待命。迅捷。一个活跃的、拥有瞬息的3战力精灵单位衍生物在你的控制下进场。',
    en: 'Hidden. Action. A ready 3-Might Sprite token with Temporary enters play under your control.',
  },
  creates: ['sprite'],
});
