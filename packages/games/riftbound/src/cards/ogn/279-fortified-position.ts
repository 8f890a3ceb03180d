/** Fortified Position (OGN-279/298) — colourless battlefield. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-279-298',
  code: 'OGN-279/298',
  name: { en: 'Fortified Position', zh: '坚固阵地' },
  type: 'battlefield',
  domains: [],
  tags: [],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'defend', who: 'here' },
      targets: [{ sel: { kind: 'unit' } }],
      steps: [{ do: 'grant', keywords: { shield: 2 }, to: 0, until: 'combat' }],
    },
  ],
  text: {
    zh: '当你防守此处时，选择一名单位：它在本次战斗中拥有坚守2。',
    en: 'When you defend it, pick a unit: it has Shield 2 for this combat.',
  },
});
