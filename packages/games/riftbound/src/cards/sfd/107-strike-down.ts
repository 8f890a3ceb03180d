/** Strike Down (SFD-107/221) — body spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-107-221',
  code: 'SFD-107/221',
  name: { en: 'Strike Down', zh: '击倒' },
  type: 'spell',
  domains: ['body'],
  cost: { energy: 3, power: ['body'] },
  tags: [],
  abilities: [
    {
      kind: 'spell',
      targets: [
        { sel: { kind: 'unit', side: 'friendly', equipped: true } },
        { sel: { kind: 'unit', side: 'enemy' } },
      ],
      steps: [
        { do: 'strike', by: 0, to: 1 },
        { do: 'detach', from: 0 },
      ],
    },
  ],
  text: {
    zh: '选择你的一名已配装单位与一名敌方单位：前者对后者造成等同于自身战力的伤害。然后从你的单位上卸除一件武装。',
    en: 'Pick one of your equipped units and an enemy unit: yours hits the enemy for as much damage as its own Might. Afterwards one Equipment comes off your unit.',
  },
});
