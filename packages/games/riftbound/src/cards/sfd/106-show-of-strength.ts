/** Show of Strength (SFD-106/221) — body spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-106-221',
  code: 'SFD-106/221',
  name: { en: 'Show of Strength', zh: '力量展示' },
  type: 'spell',
  domains: ['body'],
  cost: { energy: 2, power: ['body'] },
  tags: [],
  keywords: { reaction: 1 },
  abilities: [
    {
      kind: 'spell',
      steps: [{ do: 'draw', n: { count: { kind: 'unit', side: 'friendly', mighty: true } } }],
    },
  ],
  text: {
    zh: '反应。你每有一名战力不低于5的单位，抽一张牌。',
    en: 'Reaction. Draw one card for each of your units with Might 5 or more.',
  },
});
