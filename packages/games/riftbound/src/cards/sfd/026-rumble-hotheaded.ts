/** Rumble, Hotheaded (SFD-026/221) — fury champion unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-026-221',
  code: 'SFD-026/221',
  name: { en: 'Rumble, Hotheaded', zh: '兰博 - 急性子' },
  type: 'unit',
  supertype: 'champion',
  domains: ['fury'],
  cost: { energy: 4, power: [] },
  might: 4,
  tags: ['Mech', 'Yordle', 'Rumble', 'Bandle City'],
  abilities: [
    {
      kind: 'passive',
      effect: { keywords: { assault: 1 }, to: { kind: 'unit', side: 'friendly', tag: 'Mech' } },
    },
    {
      kind: 'triggered',
      on: { on: 'conquer', who: 'me' },
      optional: true,
      cost: { recycleFriendly: true },
      steps: [{ do: 'play-from-trash', tag: 'Mech', discount: 'recycled-might' }],
    },
  ],
  text: {
    zh: '你的每个机甲拥有强攻。当它征服时，你可以将你的另一名单位置于牌库底，以从废牌堆打出一个机甲，其能量费用减少等同于该单位战力的数值。',
    en: 'Every Mech of yours has Assault. On conquering, you may send another unit of yours to the bottom of its deck; if you do, play a Mech card out of your trash, paying that many Energy less (the sent unit’s Might).',
  },
});
