/** Forecaster (SFD-065/221) — mind unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-065-221',
  code: 'SFD-065/221',
  name: { en: 'Forecaster', zh: '预报员' },
  type: 'unit',
  domains: ['mind'],
  cost: { energy: 2, power: [] },
  might: 2,
  tags: ['Mech', 'Yordle', 'Bandle City'],
  abilities: [
    {
      kind: 'passive',
      effect: { keywords: { vision: 1 }, to: { kind: 'unit', side: 'friendly', tag: 'Mech' } },
    },
  ],
  text: { zh: '你的每个机甲拥有预知。', en: 'Each of your Mechs has Vision.' },
});
