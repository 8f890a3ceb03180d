/** Laurent Duelist (SFD-156/221) — order unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-156-221',
  code: 'SFD-156/221',
  name: { en: 'Laurent Duelist', zh: '罗兰决斗家' },
  type: 'unit',
  domains: ['order'],
  cost: { energy: 4, power: [] },
  might: 3,
  tags: ['Demacia'],
  keywords: { assault: 2 },
  text: { zh: '强攻2（作为进攻方时战力+2）。', en: 'Assault 2 (+2 Might as an attacker).' },
});
