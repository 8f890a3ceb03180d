/** Wuju Bladesman - Starter (OGS-019/024) — calm/body champion legend. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogs-019-024',
  code: 'OGS-019/024',
  name: { en: 'Wuju Bladesman - Starter', zh: '无极剑圣（入门）' },
  type: 'legend',
  supertype: 'champion',
  domains: ['calm', 'body'],
  tags: ['Master Yi'],
  abilities: [
    {
      kind: 'passive',
      effect: { might: 2, to: { kind: 'unit', side: 'friendly', designation: 'defender', alone: true } },
    },
  ],
  text: {
    zh: '你的单位作为唯一的防守方时，战力+2。',
    en: 'A unit of yours that is your only defender gets +2 Might.',
  },
});
