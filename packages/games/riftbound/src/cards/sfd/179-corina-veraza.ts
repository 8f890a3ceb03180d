/** Corina Veraza (SFD-179/221) — order unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-179-221',
  code: 'SFD-179/221',
  name: { en: 'Corina Veraza', zh: '科琳娜·维拉扎' },
  type: 'unit',
  domains: ['order'],
  cost: { energy: 7, power: ['order'] },
  might: 6,
  tags: ['Zaun'],
  keywords: { accelerate: 1 },
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'move-to-battlefield', who: 'me' },
      steps: [{ do: 'token', token: 'recruit', n: 3, at: 'here' }],
    },
  ],
  creates: ['recruit'],
  text: {
    zh: '加速。它移动到战场时，在该处放置三个1战力的新兵单位衍生物。',
    en: 'Accelerate. When it moves to a battlefield, three 1-Might Recruit tokens enter play there.',
  },
});
