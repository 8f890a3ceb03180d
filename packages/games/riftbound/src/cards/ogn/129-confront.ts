/** Confront (OGN-129/298) — body spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-129-298',
  code: 'OGN-129/298',
  name: { en: 'Confront', zh: '对峙' },
  type: 'spell',
  domains: ['body'],
  cost: { energy: 2, power: [] },
  tags: [],
  keywords: { action: 1 },
  abilities: [
    {
      kind: 'spell',
      steps: [
        { do: 'continuous', effect: { enterReady: { kind: 'unit', side: 'friendly' } }, until: 'turn' },
        { do: 'draw', n: 1 },
      ],
    },
  ],
  text: {
    zh: '迅捷。本回合余下时间你的单位以活跃状态进场。抽一张牌。',
    en: 'Action. For the rest of the turn your units come into play ready. Draw a card.',
  },
});
