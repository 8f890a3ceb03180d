/** Danger Zone (SFD-182/221) — fury/mind signature spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-182-221',
  code: 'SFD-182/221',
  name: { en: 'Danger Zone', zh: '危险地带' },
  type: 'spell',
  supertype: 'signature',
  domains: ['fury', 'mind'],
  cost: { energy: 1, power: ['own'] },
  tags: ['Rumble'],
  keywords: { reaction: 1, repeat: 1 },
  repeat: [{ energy: 1, power: ['any'] }],
  abilities: [
    {
      kind: 'spell',
      steps: [
        { do: 'might', n: 1, to: { all: { kind: 'unit', side: 'friendly', tag: 'Mech' } }, until: 'turn' },
      ],
    },
  ],
  text: {
    zh: '反应。回响：1点能量与1点任意符能。你的机甲本回合战力+1。',
    en: 'Reaction. Repeat for 1 Energy and 1 Power of any domain. Your Mechs get +1 Might until end of turn.',
  },
});
