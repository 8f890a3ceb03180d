/** Pit Rookie (OGN-136/298) — body unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-136-298',
  code: 'OGN-136/298',
  name: { en: 'Pit Rookie', zh: '角斗新人' },
  type: 'unit',
  domains: ['body'],
  cost: { energy: 2, power: [] },
  might: 2,
  tags: ['Bilgewater'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play', who: 'me' },
      targets: [{ sel: { kind: 'unit', side: 'friendly', other: true } }],
      steps: [{ do: 'buff', what: 0 }],
    },
  ],
  text: {
    zh: '打出后，为你的另一名单位施加增益（若其没有增益，获得一个+1战力增益）。',
    en: 'After it is played, buff another of your units (+1 Might buff if it has none).',
  },
});
