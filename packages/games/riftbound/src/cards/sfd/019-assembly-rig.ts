/** Assembly Rig (SFD-019/221) — fury gear. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-019-221',
  code: 'SFD-019/221',
  name: { en: 'Assembly Rig', zh: '组装台' },
  type: 'gear',
  domains: ['fury'],
  cost: { energy: 4, power: [] },
  tags: [],
  abilities: [
    {
      kind: 'activated',
      cost: { energy: 1, power: ['fury'], recycleFromTrash: { n: 1, kind: 'unit' }, exhaust: true },
      steps: [{ do: 'token', token: 'mech', n: 1, at: 'base' }],
    },
  ],
  text: {
    zh: '支付1点能量与1点怒火之力，将你废牌堆中的一张单位牌置于牌库底并横置此牌：一个3战力的机甲单位衍生物进入你的基地。',
    en: 'Pay 1 Energy and 1 Fury Power, put a unit card from your trash on the bottom of your deck and exhaust it: a 3-Might Mech token enters your base.',
  },
  creates: ['mech'],
});
