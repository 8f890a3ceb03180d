/** Ahri, Inquisitive (OGN-119/298) — mind champion unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-119-298',
  code: 'OGN-119/298',
  name: { en: 'Ahri, Inquisitive', zh: '阿狸 - 求知者' },
  type: 'unit',
  supertype: 'champion',
  domains: ['mind'],
  cost: { energy: 3, power: ['mind'] },
  might: 3,
  tags: ['Ahri', 'Ionia'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'attack-or-defend', who: 'me' },
      targets: [{ sel: { kind: 'unit', side: 'enemy', at: 'here' } }],
      steps: [{ do: 'might', n: -2, to: 0, until: 'turn', min: 1 }],
    },
  ],
  text: {
    zh: '它进攻或防守时，令同一位置的一名敌方单位本回合战力-2，但不低于1。',
    en: 'When it attacks or defends, one enemy unit at the same place gets -2 Might until end of turn, not going below 1.',
  },
});
