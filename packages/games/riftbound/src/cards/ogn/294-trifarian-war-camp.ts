/** Trifarian War Camp (OGN-294/298) — colourless battlefield. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-294-298',
  code: 'OGN-294/298',
  name: { en: 'Trifarian War Camp', zh: '崔法利战营' },
  type: 'battlefield',
  domains: [],
  tags: [],
  abilities: [{ kind: 'passive', effect: { might: 1, to: { kind: 'unit', at: 'here' } } }],
  text: { zh: '此处的每名单位战力+1（包括进攻方）。', en: 'Every unit there has +1 Might (attackers too).' },
});
