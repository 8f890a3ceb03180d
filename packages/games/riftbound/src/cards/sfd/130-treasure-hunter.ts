/** Treasure Hunter (SFD-130/221) — chaos unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-130-221',
  code: 'SFD-130/221',
  name: { en: 'Treasure Hunter', zh: '寻宝猎人' },
  type: 'unit',
  domains: ['chaos'],
  cost: { energy: 2, power: [] },
  might: 1,
  tags: ['Shurima'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'move', who: 'me' },
      steps: [{ do: 'token', token: 'gold', n: 1, at: 'base', exhausted: true }],
    },
  ],
  creates: ['gold'],
  text: {
    zh: '它移动时，以横置状态在你的基地放置一个金币装备衍生物。',
    en: 'Whenever it moves, an exhausted Gold gear token enters play in your base.',
  },
});
