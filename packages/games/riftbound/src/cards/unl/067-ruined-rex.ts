/** Ruined Rex (UNL-067/219) — mind unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'unl-067-219',
  code: 'UNL-067/219',
  name: { en: 'Ruined Rex', zh: '废墟霸王龙' },
  type: 'unit',
  domains: ['mind'],
  cost: { energy: 6, power: ['mind'] },
  might: 6,
  tags: ['Bilgewater'],
  keywords: { deathknell: 1 },
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'die', who: 'me' },
      deathknell: true,
      targets: [{ sel: { kind: 'unit', side: 'enemy' } }],
      steps: [{ do: 'deal', n: 4, to: 0 }],
    },
  ],
  text: {
    zh: '绝念：阵亡时，对一名敌方单位造成4点伤害。',
    en: 'Deathknell: when it dies, deals 4 damage to one enemy unit.',
  },
});
