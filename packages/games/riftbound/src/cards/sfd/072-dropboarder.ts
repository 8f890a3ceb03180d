/** Dropboarder (SFD-072/221) — mind unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-072-221',
  code: 'SFD-072/221',
  name: { en: 'Dropboarder', zh: '空降兵' },
  type: 'unit',
  domains: ['mind'],
  cost: { energy: 4, power: [] },
  might: 4,
  tags: ['Zaun'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play', who: 'me' },
      cond: { count: { kind: 'gear', side: 'friendly' }, atLeast: 2 },
      steps: [{ do: 'ready', what: 'self' }],
    },
  ],
  text: {
    zh: '打出后，若你控制至少两件装备，它转为活跃状态。',
    en: 'After it is played, if you control at least two gear, ready it.',
  },
});
