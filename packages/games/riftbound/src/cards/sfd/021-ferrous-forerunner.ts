/** Ferrous Forerunner (SFD-021/221) — fury unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-021-221',
  code: 'SFD-021/221',
  name: { en: 'Ferrous Forerunner', zh: '铁质先驱' },
  type: 'unit',
  domains: ['fury'],
  cost: { energy: 6, power: ['fury'] },
  might: 6,
  tags: ['Mech', 'Yordle', 'Bandle City'],
  keywords: { deathknell: 1 },
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'die', who: 'me' },
      deathknell: true,
      steps: [{ do: 'token', token: 'mech', n: 2, at: 'base' }],
    },
  ],
  text: {
    zh: '绝念：阵亡时，两个3战力的机甲单位衍生物进入你的基地。',
    en: 'Deathknell: when it dies, two 3-Might Mech tokens enter your base.',
  },
  creates: ['mech'],
});
