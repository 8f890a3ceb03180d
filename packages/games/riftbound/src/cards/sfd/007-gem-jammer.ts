/** Gem Jammer (SFD-007/221) — fury unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-007-221',
  code: 'SFD-007/221',
  name: { en: 'Gem Jammer', zh: '宝石干扰者' },
  type: 'unit',
  domains: ['fury'],
  cost: { energy: 2, power: [] },
  might: 2,
  tags: ['Mech', 'Bandle City'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play', who: 'me' },
      targets: [{ sel: { kind: 'unit' } }],
      steps: [{ do: 'grant', keywords: { ganking: 1 }, to: 0, until: 'turn' }],
    },
  ],
  text: {
    zh: '打出后，令一名单位本回合拥有游走。',
    en: 'After it is played, one unit has Ganking until end of turn.',
  },
});
