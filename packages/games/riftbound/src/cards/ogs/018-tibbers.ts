/** Tibbers (OGS-018/024) — fury/chaos signature unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogs-018-024',
  code: 'OGS-018/024',
  name: { en: 'Tibbers', zh: '提伯斯' },
  type: 'unit',
  supertype: 'signature',
  domains: ['fury', 'chaos'],
  cost: { energy: 8, power: ['own', 'own'] },
  might: 7,
  tags: ['Annie'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play', who: 'me' },
      steps: [{ do: 'deal', n: 3, to: { all: { kind: 'unit', at: 'battlefield' } } }],
    },
  ],
  text: {
    zh: '打出后，所有战场上的每名单位受到3点伤害。',
    en: 'After it is played, every unit at any battlefield takes 3 damage.',
  },
});
