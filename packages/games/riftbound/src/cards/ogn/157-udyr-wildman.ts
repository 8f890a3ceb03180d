/** Udyr, Wildman (OGN-157/298) — body champion unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-157-298',
  code: 'OGN-157/298',
  name: { en: 'Udyr, Wildman', zh: '乌迪尔 - 野人' },
  type: 'unit',
  supertype: 'champion',
  domains: ['body'],
  cost: { energy: 6, power: ['body'] },
  might: 6,
  tags: ['Udyr', 'Freljord'],
  abilities: [
    {
      kind: 'activated',
      cost: { spendBuff: 'self' },
      notChosenThisTurn: true,
      modes: [
        {
          targets: [{ sel: { kind: 'unit', at: 'battlefield' } }],
          steps: [{ do: 'deal', n: 2, to: 0 }],
          text: { zh: '对战场上的一名单位造成2点伤害', en: '2 damage to a unit at a battlefield' },
        },
        {
          targets: [{ sel: { kind: 'unit', at: 'battlefield' } }],
          steps: [{ do: 'stun', what: 0 }],
          text: { zh: '眩晕战场上的一名单位', en: 'stun a unit at a battlefield' },
        },
        { steps: [{ do: 'ready', what: 'self' }], text: { zh: '使乌迪尔变为活跃', en: 'Udyr readies' } },
        {
          steps: [{ do: 'grant', keywords: { ganking: 1 }, to: 'self', until: 'turn' }],
          text: { zh: '乌迪尔本回合获得游走', en: 'Udyr has Ganking this turn' },
        },
      ],
    },
  ],
  text: {
    zh: '消耗它的增益，并选择一项本回合尚未选过的：对战场上的一名单位造成2点伤害；眩晕战场上的一名单位；使它变为活跃；或它本回合拥有游走。',
    en: 'Spend its buff and pick an option you have not picked yet this turn: 2 damage to one battlefield unit; one battlefield unit is stunned; Udyr readies; or Udyr has Ganking until end of turn.',
  },
});
