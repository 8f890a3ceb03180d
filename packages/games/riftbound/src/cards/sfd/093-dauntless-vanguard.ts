/** Dauntless Vanguard (SFD-093/221) — body unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-093-221',
  code: 'SFD-093/221',
  name: { en: 'Dauntless Vanguard', zh: '无畏先锋' },
  type: 'unit',
  domains: ['body'],
  cost: { energy: 4, power: ['body'] },
  might: 4,
  tags: ['Elite', 'Demacia'],
  abilities: [{ kind: 'passive', effect: { playTo: 'occupied-enemy-battlefield' } }],
  text: {
    zh: '也可以打出到由对手控制且有单位的战场。',
    en: 'It may also be played to a battlefield an opponent controls that has units on it.',
  },
});
