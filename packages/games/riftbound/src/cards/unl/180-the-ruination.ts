/** The Ruination (UNL-180/219) — order spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'unl-180-219',
  code: 'UNL-180/219',
  name: { en: 'The Ruination', zh: '大破灭' },
  type: 'spell',
  domains: ['order'],
  cost: { energy: 9, power: ['order', 'order', 'order'] },
  tags: [],
  abilities: [{ kind: 'spell', steps: [{ do: 'kill', what: { all: { kind: 'unit' } } }] }],
  text: {
    zh: '摧毁所有单位。',
    en: 'Destroy every unit.',
  },
});
