/** Veteran Poro (SFD-099/221) — body unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-099-221',
  code: 'SFD-099/221',
  name: { en: 'Veteran Poro', zh: '老兵魄罗' },
  type: 'unit',
  domains: ['body'],
  cost: { energy: 2, power: [] },
  might: 2,
  tags: ['Poro', 'Freljord'],
  keywords: { weaponmaster: 1 },
  text: {
    zh: '百炼（打出后，你可以将你的一件武装装配给它，费用减少1点任意符能，即使该武装已贴附）。',
    en: 'Weaponmaster (after it is played, you may equip one of your Equipment to it for 1 Power of any domain less, even one already attached).',
  },
});
