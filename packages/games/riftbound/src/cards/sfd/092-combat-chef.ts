/** Combat Chef (SFD-092/221) — body unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-092-221',
  code: 'SFD-092/221',
  name: { en: 'Combat Chef', zh: '战斗厨师' },
  type: 'unit',
  domains: ['body'],
  cost: { energy: 5, power: [] },
  might: 5,
  tags: ['Demacia'],
  keywords: { weaponmaster: 1 },
  text: {
    zh: '百炼（打出后，你可以将你的一件武装贴附于它，支付其装配费用并少付1点任意符能；该武装已贴附于别处也可以）。',
    en: 'Weaponmaster (once it is played, you may attach an Equipment of yours to it, paying its Equip cost minus 1 Power of any domain, even if that Equipment is attached elsewhere).',
  },
});
