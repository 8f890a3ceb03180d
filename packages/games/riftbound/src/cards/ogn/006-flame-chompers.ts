/** Flame Chompers (OGN-006/298) — fury unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-006-298',
  code: 'OGN-006/298',
  name: { en: 'Flame Chompers', zh: '火焰咬咬' },
  type: 'unit',
  domains: ['fury'],
  cost: { energy: 3, power: [] },
  might: 3,
  tags: ['Zaun'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'discarded', who: 'me' },
      from: 'trash',
      optional: true,
      cost: { power: ['fury'] },
      steps: [{ do: 'play-self', from: 'trash' }],
    },
  ],
  text: {
    zh: '当你弃掉此牌时，你可以支付1点怒火之力，从废牌堆将其打出。',
    en: 'When you discard it, you may pay 1 Fury Power to play it from your trash.',
  },
});
