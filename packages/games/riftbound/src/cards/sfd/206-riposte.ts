/** Riposte (SFD-206/221) — body/order signature spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-206-221',
  code: 'SFD-206/221',
  name: { en: 'Riposte', zh: '还击' },
  type: 'spell',
  supertype: 'signature',
  domains: ['body', 'order'],
  cost: { energy: 2, power: ['own', 'own'] },
  tags: ['Fiora'],
  keywords: { reaction: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', side: 'friendly' } }, { sel: { kind: 'spell', zone: 'chain' } }],
      steps: [
        { do: 'counter', what: 1 },
        { do: 'might', n: { energyCost: 1 }, to: 0, until: 'turn' },
      ],
    },
  ],
  text: {
    zh: '反应。选择你的一名单位与结算链上的一张法术：抵消该法术，你的单位本回合获得等同于该法术能量费用的战力加值。',
    en: 'Reaction. Pick one of your units and a spell on the chain: cancel that spell, and your unit gets + Might equal to the spell’s Energy cost until end of turn.',
  },
});
