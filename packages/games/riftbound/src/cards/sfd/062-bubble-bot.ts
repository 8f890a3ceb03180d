/** Bubble Bot (SFD-062/221) — mind unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-062-221',
  code: 'SFD-062/221',
  name: { en: 'Bubble Bot', zh: '泡泡机器人' },
  type: 'unit',
  domains: ['mind'],
  cost: { energy: 3, power: [] },
  might: 3,
  tags: ['Mech', 'Yordle', 'Bandle City'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play', who: 'me' },
      targets: [{ sel: { kind: 'unit', side: 'friendly', tag: 'Mech', other: true } }],
      steps: [{ do: 'ready', what: 0 }],
    },
  ],
  text: { zh: '打出后，使你的另一个机甲变为活跃。', en: 'After it is played, ready another Mech of yours.' },
});
