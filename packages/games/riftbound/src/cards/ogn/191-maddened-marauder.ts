/** Maddened Marauder (OGN-191/298) — chaos unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-191-298',
  code: 'OGN-191/298',
  name: { en: 'Maddened Marauder', zh: '狂暴掠夺者' },
  type: 'unit',
  domains: ['chaos'],
  cost: { energy: 5, power: [] },
  might: 4,
  tags: ['Pirate', 'Bilgewater'],
  keywords: { tank: 1 },
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play', who: 'me' },
      targets: [{ sel: { kind: 'unit', at: 'battlefield' } }],
      steps: [{ do: 'move', what: 0, to: 'base' }],
    },
  ],
  text: {
    zh: '重甲（战斗伤害须先分配给它）。打出后，令战场上的一名单位移动回其基地。',
    en: 'Tank (combat damage must go to it first). After it is played, a unit at a battlefield moves to its base.',
  },
});
