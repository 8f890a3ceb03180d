/** Thousand-Tailed Watcher (OGN-116/298) — mind unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-116-298',
  code: 'OGN-116/298',
  name: { en: 'Thousand-Tailed Watcher', zh: '千尾守望者' },
  type: 'unit',
  domains: ['mind'],
  cost: { energy: 7, power: ['mind'] },
  might: 7,
  tags: ['Ionia'],
  keywords: { accelerate: 1 },
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play', who: 'me' },
      steps: [{ do: 'might', n: -3, to: { all: { kind: 'unit', side: 'enemy' } }, until: 'turn', min: 1 }],
    },
  ],
  text: {
    zh: '加速。打出后，所有敌方单位本回合战力-3，但不低于1。',
    en: 'Accelerate. After it is played, every enemy unit gets -3 Might until end of turn, not going below 1.',
  },
});
