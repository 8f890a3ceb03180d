/** Chemtech Enforcer (OGN-003/298) — fury unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-003-298',
  code: 'OGN-003/298',
  name: { en: 'Chemtech Enforcer', zh: '炼金执法者' },
  type: 'unit',
  domains: ['fury'],
  cost: { energy: 2, power: [] },
  might: 2,
  tags: ['Zaun'],
  keywords: { assault: 2 },
  abilities: [{ kind: 'triggered', on: { on: 'play', who: 'me' }, steps: [{ do: 'discard', n: 1 }] }],
  text: {
    zh: '强攻2（作为进攻方时战力+2）。打出后，你弃一张牌。',
    en: 'Assault 2 (+2 Might as an attacker). After it is played, you discard a card.',
  },
});
