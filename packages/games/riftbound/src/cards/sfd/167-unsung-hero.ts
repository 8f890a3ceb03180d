/** Unsung Hero (SFD-167/221) — order unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-167-221',
  code: 'SFD-167/221',
  name: { en: 'Unsung Hero', zh: '无名英雄' },
  type: 'unit',
  domains: ['order'],
  cost: { energy: 2, power: [] },
  might: 2,
  tags: ['Elite', 'Demacia'],
  keywords: { deathknell: 1 },
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'die', who: 'me' },
      deathknell: true,
      steps: [{ do: 'if', cond: { was: 'mighty' }, steps: [{ do: 'draw', n: 2 }] }],
    },
  ],
  text: {
    zh: '绝念：阵亡时，若其战力不低于5，抽两张牌。',
    en: 'Deathknell: when it dies, if its Might was 5 or more, draw two cards.',
  },
});
