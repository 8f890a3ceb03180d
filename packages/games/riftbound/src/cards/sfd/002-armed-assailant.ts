/** Armed Assailant (SFD-002/221) — fury unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-002-221',
  code: 'SFD-002/221',
  name: { en: 'Armed Assailant', zh: '武装突袭者' },
  type: 'unit',
  domains: ['fury'],
  cost: { energy: 6, power: ['fury'] },
  might: 6,
  tags: ['Noxus'],
  keywords: { accelerate: 1, weaponmaster: 1 },
  text: {
    zh: '加速。百炼（打出后，你可以将你的一件武装贴附于它，支付其装配费用并少付1点任意符能；该武装已贴附于别处也可以）。',
    en: 'Accelerate. Weaponmaster (once it is played, you may attach an Equipment of yours to it, paying its Equip cost minus 1 Power of any domain, even if that Equipment is attached elsewhere).',
  },
});
