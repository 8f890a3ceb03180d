/** Soul Harvest (UNL-159/219) — order spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'unl-159-219',
  code: 'UNL-159/219',
  name: { en: 'Soul Harvest', zh: '灵魂收割' },
  type: 'spell',
  domains: ['order'],
  cost: { energy: 2, power: ['order'] },
  tags: [],
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', at: 'battlefield', mightAtMost: 3 } }],
      steps: [{ do: 'kill', what: 0 }],
    },
  ],
  text: {
    zh: '摧毁战场上一名战力不高于3的单位。',
    en: 'Destroy one unit at a battlefield whose Might is 3 or less.',
  },
});
