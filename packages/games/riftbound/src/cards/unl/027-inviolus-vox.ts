/** Inviolus Vox (UNL-027/219) — fury unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'unl-027-219',
  code: 'UNL-027/219',
  name: { en: 'Inviolus Vox', zh: '不屈之声' },
  type: 'unit',
  domains: ['fury'],
  cost: { energy: 8, power: ['fury', 'fury'] },
  might: 8,
  tags: ['Dragon', 'Mount Targon'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'conquer', who: 'me' },
      targets: [{ sel: { kind: 'unit', side: 'friendly' } }],
      steps: [{ do: 'might', n: 8, to: 0, until: 'turn' }],
    },
  ],
  text: {
    zh: '它参与征服时，令你的一名单位本回合战力+8。',
    en: 'When it takes part in a conquer, one unit of yours gets +8 Might until end of turn.',
  },
});
