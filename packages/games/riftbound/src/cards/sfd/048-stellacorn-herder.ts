/** Stellacorn Herder (SFD-048/221) — calm unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-048-221',
  code: 'SFD-048/221',
  name: { en: 'Stellacorn Herder', zh: '星角兽牧人' },
  type: 'unit',
  domains: ['calm'],
  cost: { energy: 4, power: [] },
  might: 3,
  tags: ['Mount Targon'],
  abilities: [{ kind: 'triggered', on: { on: 'move', who: 'me' }, steps: [{ do: 'draw', n: 1 }] }],
  text: {
    zh: '它移动时，你抽一张牌。',
    en: 'Whenever it moves, you draw a card.',
  },
});
