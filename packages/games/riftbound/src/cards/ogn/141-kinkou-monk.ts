/** Kinkou Monk (OGN-141/298) — body unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-141-298',
  code: 'OGN-141/298',
  name: { en: 'Kinkou Monk', zh: '均衡武僧' },
  type: 'unit',
  domains: ['body'],
  cost: { energy: 4, power: ['body'] },
  might: 4,
  tags: ['Ionia'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play', who: 'me' },
      targets: [{ sel: { kind: 'unit', side: 'friendly', other: true }, n: 2, upTo: true }],
      steps: [{ do: 'buff', what: 0 }],
    },
  ],
  text: {
    zh: '打出后，为你的至多两名其他单位施加增益。',
    en: 'After it is played, buff up to two other units of yours.',
  },
});
