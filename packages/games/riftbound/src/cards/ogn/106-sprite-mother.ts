/** Sprite Mother (OGN-106/298) — mind unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-106-298',
  code: 'OGN-106/298',
  name: { en: 'Sprite Mother', zh: '精灵之母' },
  type: 'unit',
  domains: ['mind'],
  cost: { energy: 4, power: ['mind'] },
  might: 3,
  tags: ['Fae'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play', who: 'me' },
      steps: [{ do: 'token', token: 'sprite', n: 1, at: 'here', ready: true }],
    },
  ],
  creates: ['sprite'],
  text: {
    zh: '打出后，在它所在位置以活跃状态放置一个3战力、带有暂存的精灵单位衍生物。',
    en: 'After it is played, a ready 3-Might Sprite token with Temporary enters play where it is.',
  },
});
