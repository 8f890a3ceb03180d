/** Zaunite Bouncer (OGN-188/298) — chaos unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-188-298',
  code: 'OGN-188/298',
  name: { en: 'Zaunite Bouncer', zh: '祖安保镖' },
  type: 'unit',
  domains: ['chaos'],
  cost: { energy: 4, power: ['chaos', 'chaos'] },
  might: 2,
  tags: ['Zaun'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play', who: 'me' },
      targets: [{ sel: { kind: 'unit', at: 'battlefield', other: true } }],
      steps: [{ do: 'return', what: 0, to: 'hand' }],
    },
  ],
  text: {
    zh: '打出后，将战场上的另一名单位返回其拥有者的手牌。',
    en: 'After it is played, another unit at a battlefield goes back to its owner’s hand.',
  },
});
