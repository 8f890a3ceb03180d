/** Unchecked Power (OGN-123/298) — mind spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-123-298',
  code: 'OGN-123/298',
  name: { en: 'Unchecked Power', zh: '失控之力' },
  type: 'spell',
  domains: ['mind'],
  cost: { energy: 7, power: ['mind', 'mind'] },
  tags: [],
  abilities: [
    {
      kind: 'spell',
      steps: [
        { do: 'exhaust', what: { all: { kind: 'unit', side: 'friendly' } } },
        { do: 'deal', n: 12, to: { all: { kind: 'unit', at: 'battlefield' } } },
      ],
    },
  ],
  text: {
    zh: '横置你的所有单位，然后对所有位于战场上的单位各造成12点伤害。',
    en: 'Exhaust all of your units, then deal 12 damage to each unit at a battlefield.',
  },
});
