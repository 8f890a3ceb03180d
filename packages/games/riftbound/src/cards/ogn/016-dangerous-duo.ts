/** Dangerous Duo (OGN-016/298) — fury unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-016-298',
  code: 'OGN-016/298',
  name: { en: 'Dangerous Duo', zh: '危险二人组' },
  type: 'unit',
  domains: ['fury'],
  cost: { energy: 3, power: [] },
  might: 3,
  tags: ['Mech', 'Bandle City'],
  keywords: { legion: 1 },
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play', who: 'me' },
      cond: { legion: true },
      targets: [{ sel: { kind: 'unit' } }],
      steps: [{ do: 'might', n: 2, to: 0, until: 'turn' }],
    },
  ],
  text: {
    zh: '军团：打出后，若你本回合已打出过其他牌，令一名单位本回合战力+2。',
    en: 'Legion: after it is played, if you already played another card this turn, one unit gets +2 Might until end of turn.',
  },
});
