/** Fury Rune (OGN-007/298) — fury basic rune. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-007-298',
  code: 'OGN-007/298',
  name: { en: 'Fury Rune', zh: '怒火符文' },
  type: 'rune',
  supertype: 'basic',
  domains: ['fury'],
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
    zh: '横置此牌：添加1点能量。将此牌置于符文牌库底：添加1点怒火之力。两者均可作为反应使用。',
    en: 'Exhaust it: add 1 Energy. Put it on the bottom of your rune deck: add 1 Fury Power. Both may be used as Reactions.',
  },
});
