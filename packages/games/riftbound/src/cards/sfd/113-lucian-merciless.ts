/** Lucian, Merciless (SFD-113/221) — body champion unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-113-221',
  code: 'SFD-113/221',
  name: { en: 'Lucian, Merciless', zh: '卢锡安 - 无情' },
  type: 'unit',
  supertype: 'champion',
  domains: ['body'],
  cost: { energy: 3, power: [] },
  might: 3,
  tags: ['Lucian', 'Demacia', 'Sentinel'],
  keywords: { weaponmaster: 1 },
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'conquer', who: 'me', firstEachTurn: true },
      steps: [{ do: 'ready', what: 'self' }],
    },
  ],
  text: {
    zh: '百炼。每回合它第一次征服时，使其变为活跃。',
    en: 'Weaponmaster. The first time in a turn it conquers, ready it.',
  },
});
