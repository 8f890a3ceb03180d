/** Ornn's Forge (SFD-213/221) — colourless battlefield. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-213-221',
  code: 'SFD-213/221',
  name: { en: "Ornn's Forge", zh: '奥恩熔炉' },
  type: 'battlefield',
  domains: [],
  tags: [],
  abilities: [
    {
      kind: 'passive',
      effect: { cost: { energy: -1 }, of: { kind: 'gear', by: 'you', firstEachTurn: true, nonToken: true } },
    },
  ],
  text: {
    zh: '当你控制此处时，你每回合打出的第一件非衍生物装备费用减少1点能量。',
    en: 'While you control it, the first non-token gear of yours played each turn costs 1 Energy less.',
  },
});
