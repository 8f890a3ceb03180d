/** Plundering Poro (SFD-069/221) — mind unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-069-221',
  code: 'SFD-069/221',
  name: { en: 'Plundering Poro', zh: '掠夺魄罗' },
  type: 'unit',
  domains: ['mind'],
  cost: { energy: 2, power: [] },
  might: 2,
  tags: ['Poro', 'Pirate', 'Bilgewater'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'conquer', who: 'me' },
      steps: [{ do: 'token', token: 'gold', n: 1, at: 'base', exhausted: true }],
    },
  ],
  text: {
    zh: '当它征服时，一个横置的金币装备衍生物进入你的基地。',
    en: 'When it conquers, an exhausted Gold gear token enters your base.',
  },
  creates: ['gold'],
});
