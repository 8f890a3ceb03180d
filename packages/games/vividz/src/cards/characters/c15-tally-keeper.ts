/** Tally Keeper (计数员) — VZ 908.5: a state trigger; per-card state. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C15',
    kind: 'character',
    name: { zh: '计数员', en: 'Tally Keeper' },
    cost: 2,
    power: 2,
    missionInfo: 'moon',
    feature: 'band',
    accountInfo: 'aurora',
    abilities: [
      { type: 'auto', on: 'toTrash', fx: [{ op: 'counter', name: 'tally', n: 1 }] },
      {
        type: 'auto',
        on: 'state',
        cond: { c: 'counter', name: 'tally', atLeast: 3 },
        fx: [
          { op: 'counter', name: 'tally', n: -3 },
          { op: 'draw', n: 1 },
        ],
      },
    ],
    text: {
      zh: '〔场地〕【自】每当1张牌置入自己的弃牌区时：▶在此角色上放置1个计数。〔场地〕【自】当此角色上有3个以上计数时：▶移除3个计数，抓1张牌。',
      en: '[Area] [Auto] Whenever a card is put into your trash: ▶ Put a tally on this character. [Area] [Auto] When this character has 3 or more tallies: ▶ Remove 3 tallies and draw a card.',
    },
  },
  state: ['tally'],
});
