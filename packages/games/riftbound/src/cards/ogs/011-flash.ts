/** Flash (OGS-011/024) — chaos spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogs-011-024',
  code: 'OGS-011/024',
  name: { en: 'Flash', zh: '闪现' },
  type: 'spell',
  domains: ['chaos'],
  cost: { energy: 2, power: [] },
  tags: [],
  keywords: { reaction: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', side: 'friendly' }, n: 2, upTo: true }],
      steps: [{ do: 'move', what: 0, to: 'base' }],
    },
  ],
  text: {
    zh: '反应。令你的至多两名单位移动回基地。',
    en: 'Reaction. Up to two of your units move to your base.',
  },
});
