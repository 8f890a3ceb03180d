/** Immortal Phoenix (OGN-037/298) — fury unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-037-298',
  code: 'OGN-037/298',
  name: { en: 'Immortal Phoenix', zh: '不朽凤凰' },
  type: 'unit',
  domains: ['fury'],
  cost: { energy: 3, power: ['fury'] },
  might: 3,
  tags: ['Spirit'],
  keywords: { assault: 2 },
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'kill-with-spell', who: 'you' },
      from: 'trash',
      optional: true,
      cost: { energy: 1, power: ['fury'] },
      steps: [{ do: 'play-self', from: 'trash' }],
    },
  ],
  text: {
    zh: '强攻2。在你的废牌堆中时：每当你的法术摧毁一名单位，你可以支付1点能量和1点怒火之力，将其从废牌堆打出。',
    en: 'Assault 2. While it is in your trash: whenever a spell of yours destroys a unit, you may pay 1 Energy and 1 Fury Power to play it from there.',
  },
});
