/** Rocket Barrage (SFD-077/221) — mind spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-077-221',
  code: 'SFD-077/221',
  name: { en: 'Rocket Barrage', zh: '火箭轰击' },
  type: 'spell',
  domains: ['mind'],
  cost: { energy: 4, power: ['mind'] },
  tags: [],
  keywords: { repeat: 1 },
  repeat: [{ energy: 4, power: ['mind'] }],
  abilities: [
    {
      kind: 'modal-spell',
      modes: [
        {
          targets: [{ sel: { kind: 'unit', at: 'base' } }],
          steps: [{ do: 'deal', n: 4, to: 0 }],
          text: { zh: '对基地中的一名单位造成4点伤害', en: '4 damage to a unit in a base' },
        },
        {
          targets: [{ sel: { kind: 'gear' } }],
          steps: [{ do: 'kill', what: 0 }],
          text: { zh: '摧毁一件装备', en: 'destroy a gear' },
        },
      ],
    },
  ],
  text: {
    zh: '回响：4点能量与1点心灵之力（重复时可选择另一项）。选择一项：对基地中的一名单位造成4点伤害；或摧毁一件装备。',
    en: 'Repeat for 4 Energy and 1 Mind Power (the repeat may pick the other option). Pick one: 4 damage to one unit standing in a base; or destroy one gear.',
  },
});
