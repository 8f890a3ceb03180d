/** Trove Golem (SFD-174/221) — order unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-174-221',
  code: 'SFD-174/221',
  name: { en: 'Trove Golem', zh: '宝库魔像' },
  type: 'unit',
  domains: ['order'],
  cost: { energy: 8, power: ['order', 'order'] },
  might: 9,
  tags: ['Freljord'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play', who: 'me' },
      steps: [{ do: 'token', token: 'gold', n: 4, at: 'base', exhausted: true }],
    },
  ],
  creates: ['gold'],
  text: {
    zh: '打出后，以横置状态在你的基地放置四个金币装备衍生物。',
    en: 'After it is played, four exhausted Gold gear tokens enter play in your base.',
  },
});
