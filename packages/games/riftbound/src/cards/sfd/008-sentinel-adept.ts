/** Sentinel Adept (SFD-008/221) — fury unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-008-221',
  code: 'SFD-008/221',
  name: { en: 'Sentinel Adept', zh: '哨兵精英' },
  type: 'unit',
  domains: ['fury'],
  cost: { energy: 3, power: [] },
  might: 3,
  tags: ['Shadow Isles', 'Sentinel'],
  keywords: { weaponmaster: 1 },
  text: {
    zh: '百炼（打出后，你可以将你的一件武装贴附于它，支付其装配费用并少付1点任意符能；该武装已贴附于别处也可以）。',
    en: 'Weaponmaster (once it is played, you may attach an Equipment of yours to it, paying its Equip cost minus 1 Power of any domain, even if that Equipment is attached elsewhere).',
  },
});
