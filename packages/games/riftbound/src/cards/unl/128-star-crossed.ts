/** Star-Crossed (UNL-128/219) — chaos spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'unl-128-219',
  code: 'UNL-128/219',
  name: { en: 'Star-Crossed', zh: '星运相克' },
  type: 'spell',
  domains: ['chaos'],
  cost: { energy: 3, power: ['chaos'] },
  tags: [],
  keywords: { reaction: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', side: 'friendly' } }, { sel: { kind: 'unit', side: 'enemy' } }],
      steps: [
        { do: 'return', what: 0, to: 'hand' },
        { do: 'return', what: 1, to: 'hand' },
      ],
    },
  ],
  text: {
    zh: '反应。将你的一名单位和一名敌方单位分别返回其拥有者的手牌。',
    en: 'Reaction. One unit of yours and one enemy unit each go back to their owner’s hand.',
  },
});
