/** Gentlemen's Duel (OGS-008/024) — body spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogs-008-024',
  code: 'OGS-008/024',
  name: { en: "Gentlemen's Duel", zh: '君子决斗' },
  type: 'spell',
  domains: ['body'],
  cost: { energy: 6, power: ['body'] },
  tags: [],
  keywords: { action: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', side: 'friendly' } }, { sel: { kind: 'unit', side: 'enemy' } }],
      steps: [
        { do: 'might', n: 3, to: 0, until: 'turn' },
        { do: 'fight', a: 0, b: 1 },
      ],
    },
  ],
  text: {
    zh: '迅捷。你的一名单位本回合战力+3；然后它与所选的一名敌方单位各对另一方造成等同于自身战力的伤害。',
    en: 'Action. One of your units gets +3 Might until end of turn; then it and a chosen enemy unit each deal damage equal to their Might to the other.',
  },
});
