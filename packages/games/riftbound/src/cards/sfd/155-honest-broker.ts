/** Honest Broker (SFD-155/221) — order unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-155-221',
  code: 'SFD-155/221',
  name: { en: 'Honest Broker', zh: '诚实掮客' },
  type: 'unit',
  domains: ['order'],
  cost: { energy: 2, power: [] },
  might: 2,
  tags: ['Ionia'],
  keywords: { deathknell: 1 },
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'die', who: 'me' },
      deathknell: true,
      steps: [{ do: 'token', token: 'gold', n: 1, at: 'base', exhausted: true }],
    },
  ],
  creates: ['gold'],
  text: {
    zh: '绝念：阵亡时，以横置状态在你的基地放置一个金币装备衍生物。',
    en: 'Deathknell: when it dies, an exhausted Gold gear token enters play in your base.',
  },
});
