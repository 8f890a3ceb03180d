/** Rumble, Scrapper (SFD-089/221) — mind champion unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-089-221',
  code: 'SFD-089/221',
  name: { en: 'Rumble, Scrapper', zh: '兰博 - 拾荒者' },
  type: 'unit',
  supertype: 'champion',
  domains: ['mind'],
  cost: { energy: 5, power: ['mind'] },
  might: 4,
  tags: ['Mech', 'Yordle', 'Rumble', 'Bandle City'],
  abilities: [
    { kind: 'passive', effect: { might: 1, to: { kind: 'unit', side: 'friendly', tag: 'Mech' } } },
    {
      kind: 'triggered',
      on: { on: 'hold', who: 'me' },
      steps: [{ do: 'token', token: 'mech', n: 1, at: 'base' }],
    },
  ],
  text: {
    zh: '你的机甲（包括它自己）战力+1。当它据守时，一个3战力的机甲单位衍生物进入你的基地。',
    en: 'Your Mechs, itself included, have +1 Might. When it holds, a 3-Might Mech token enters your base.',
  },
  creates: ['mech'],
});
