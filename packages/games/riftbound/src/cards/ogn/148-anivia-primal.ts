/** Anivia, Primal (OGN-148/298) — body champion unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-148-298',
  code: 'OGN-148/298',
  name: { en: 'Anivia, Primal', zh: '艾尼维亚 - 原初' },
  type: 'unit',
  supertype: 'champion',
  domains: ['body'],
  cost: { energy: 7, power: ['body', 'body'] },
  might: 8,
  tags: ['Bird', 'Anivia', 'Freljord'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'attack', who: 'me' },
      steps: [{ do: 'deal', n: 3, to: { all: { kind: 'unit', side: 'enemy', at: 'here' } } }],
    },
  ],
  text: {
    zh: '它进攻时，对同一位置的所有敌方单位各造成3点伤害。',
    en: 'When it attacks, deals 3 damage to each enemy unit at the same place.',
  },
});
