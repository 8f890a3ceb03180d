/** Master Bingwen (SFD-127/221) — chaos unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-127-221',
  code: 'SFD-127/221',
  name: { en: 'Master Bingwen', zh: '宾文大师' },
  type: 'unit',
  domains: ['chaos'],
  cost: { energy: 6, power: [] },
  might: 6,
  tags: ['Ionia'],
  keywords: { weaponmaster: 1 },
  text: {
    zh: '百炼（打出后，你可以将你的一件武装贴附于它，支付其装配费用并少付1点任意符能；该武装已贴附于别处也可以）。',
    en: 'Weaponmaster (once it is played, you may attach an Equipment of yours to it, paying its Equip cost minus 1 Power of any domain, even if that Equipment is attached elsewhere).',
  },
});
