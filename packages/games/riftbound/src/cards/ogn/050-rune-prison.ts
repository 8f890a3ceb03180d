/** Rune Prison (OGN-050/298) — calm spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-050-298',
  code: 'OGN-050/298',
  name: { en: 'Rune Prison', zh: '符文牢笼' },
  type: 'spell',
  domains: ['calm'],
  cost: { energy: 2, power: ['calm'] },
  tags: [],
  keywords: { action: 1 },
  abilities: [{ kind: 'spell', targets: [{ sel: { kind: 'unit' } }], steps: [{ do: 'stun', what: 0 }] }],
  text: {
    zh: '迅捷。眩晕一名单位（本回合它不造成战斗伤害）。',
    en: 'Action. Stun one unit (it deals no combat damage this turn).',
  },
});
