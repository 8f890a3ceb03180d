/** Mechanized Menace (SFD-181/221) — fury/mind legend. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-181-221',
  code: 'SFD-181/221',
  name: { en: 'Mechanized Menace', zh: '机械威胁' },
  type: 'legend',
  domains: ['fury', 'mind'],
  tags: ['Rumble'],
  abilities: [
    {
      kind: 'passive',
      effect: { keywords: { shield: 1 }, to: { kind: 'unit', side: 'friendly', tag: 'Mech' } },
    },
  ],
  text: {
    zh: '你的每个机甲拥有坚守（作为防守方时战力+1）。',
    en: 'Each of your Mechs has Shield (+1 Might as a defender).',
  },
});
