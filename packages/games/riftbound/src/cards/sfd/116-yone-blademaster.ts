/** Yone, Blademaster (SFD-116/221) — body champion unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-116-221',
  code: 'SFD-116/221',
  name: { en: 'Yone, Blademaster', zh: '永恩 - 剑豪' },
  type: 'unit',
  supertype: 'champion',
  domains: ['body'],
  cost: { energy: 5, power: ['body'] },
  might: 5,
  tags: ['Yone', 'Ionia', 'Demon'],
  keywords: { weaponmaster: 1 },
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'conquer', who: 'me' },
      cond: { battlefieldWas: 'uncontrolled' },
      targets: [{ sel: { kind: 'unit', side: 'enemy', at: 'base' } }],
      steps: [{ do: 'strike', by: 'self', to: 0 }],
    },
  ],
  text: {
    zh: '百炼。当它征服一处无人控制的战场时，对基地中的一名敌方单位造成等同于自身战力的伤害。',
    en: 'Weaponmaster. On conquering a battlefield that had no controller, Yone hits one enemy unit in a base for as much damage as Yone’s Might.',
  },
});
