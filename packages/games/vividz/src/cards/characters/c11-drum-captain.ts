/** Drum Captain (鼓手队长) — VZ 802.1c: when a character of yours attacks; VZ 806.6: until the end of the attack. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C11',
    kind: 'character',
    name: { zh: '鼓手队长', en: 'Drum Captain' },
    cost: 2,
    power: 3,
    missionInfo: 'moon',
    feature: 'band',
    accountInfo: 'aurora',
    abilities: [
      { type: 'auto', on: 'anyAttack', fx: [{ op: 'power', on: 'attacker', n: 1, until: 'attack' }] },
    ],
    text: {
      zh: '〔场地〕【自】当自己的其他角色进行攻击时：▶直到攻击结束时为止，进行攻击的角色力量值+1。',
      en: '[Area] [Auto] When another character of yours attacks: ▶ The attacking character gets +1 power until the end of the attack.',
    },
  },
});
