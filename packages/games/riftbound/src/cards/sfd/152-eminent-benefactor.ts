/** Eminent Benefactor (SFD-152/221) — order unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-152-221',
  code: 'SFD-152/221',
  name: { en: 'Eminent Benefactor', zh: '显赫恩主' },
  type: 'unit',
  domains: ['order'],
  cost: { energy: 6, power: [] },
  might: 5,
  tags: ['Piltover'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'hold', who: 'me' },
      steps: [{ do: 'token', token: 'gold', n: 2, at: 'base', exhausted: true }],
    },
  ],
  creates: ['gold'],
  text: {
    zh: '它参与据守时，以横置状态在你的基地放置两个金币装备衍生物。',
    en: 'When it takes part in a hold, two exhausted Gold gear tokens enter play in your base.',
  },
});
