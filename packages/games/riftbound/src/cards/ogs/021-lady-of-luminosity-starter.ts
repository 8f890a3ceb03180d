/** Lady of Luminosity - Starter (OGS-021/024) — mind/order champion legend. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogs-021-024',
  code: 'OGS-021/024',
  name: { en: 'Lady of Luminosity - Starter', zh: '光辉女郎（入门）' },
  type: 'legend',
  supertype: 'champion',
  domains: ['mind', 'order'],
  tags: ['Lux'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play-card', who: 'you', card: { kind: 'spell', costAtLeast: 5 } },
      steps: [{ do: 'draw', n: 1 }],
    },
  ],
  text: {
    zh: '每当你打出一张印刷能量费用不低于5的法术，抽一张牌。',
    en: 'Each time you play a spell whose printed Energy cost is 5 or more, draw a card.',
  },
});
