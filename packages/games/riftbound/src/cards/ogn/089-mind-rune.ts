/** Mind Rune (OGN-089/298) — mind basic rune. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-089-298',
  code: 'OGN-089/298',
  name: { en: 'Mind Rune', zh: '心灵符文' },
  type: 'rune',
  supertype: 'basic',
  domains: ['mind'],
  tags: [],
  abilities: [
    { kind: 'activated', cost: { exhaust: true }, timing: 'reaction', steps: [{ do: 'add', energy: 1 }] },
    {
      kind: 'activated',
      cost: { recycleSelf: true },
      timing: 'reaction',
      steps: [{ do: 'add', power: ['own'] }],
    },
  ],
  text: {
    zh: '横置此牌：添加1点能量。将此牌置于符文牌库底：添加1点心灵之力。两者均可作为反应使用。',
    en: 'Exhaust it: add 1 Energy. Put it on the bottom of your rune deck: add 1 Mind Power. Both may be used as Reactions.',
  },
});
