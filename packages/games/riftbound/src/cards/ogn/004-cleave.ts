/** Cleave (OGN-004/298) — fury spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-004-298',
  code: 'OGN-004/298',
  name: { en: 'Cleave', zh: '劈斩' },
  type: 'spell',
  domains: ['fury'],
  cost: { energy: 1, power: [] },
  tags: [],
  keywords: { action: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit' } }],
      steps: [{ do: 'grant', keywords: { assault: 3 }, to: 0, until: 'turn' }],
    },
  ],
  text: {
    zh: '迅捷。令一名单位本回合获得强攻3（作为进攻方时战力+3）。',
    en: 'Action. One unit has Assault 3 until end of turn (+3 Might while it attacks).',
  },
});
