/** Navori Scout (SFD-037/221) — calm unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-037-221',
  code: 'SFD-037/221',
  name: { en: 'Navori Scout', zh: '纳沃利斥候' },
  type: 'unit',
  domains: ['calm'],
  cost: { energy: 4, power: [] },
  might: 4,
  tags: ['Yordle', 'Ionia'],
  keywords: { deflect: 1 },
  text: {
    zh: '偏斜（对手以法术或技能选择它为目标时须多支付1点任意符能）。',
    en: 'Deflect (an opponent pays 1 Power of any domain more to choose it with a spell or ability).',
  },
});
