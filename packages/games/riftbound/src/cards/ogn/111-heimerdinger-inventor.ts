/** Heimerdinger, Inventor (OGN-111/298) — mind champion unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-111-298',
  code: 'OGN-111/298',
  name: { en: 'Heimerdinger, Inventor', zh: '黑默丁格 - 发明家' },
  type: 'unit',
  supertype: 'champion',
  domains: ['mind'],
  cost: { energy: 3, power: ['mind'] },
  might: 3,
  tags: ['Yordle', 'Heimerdinger', 'Piltover'],
  abilities: [{ kind: 'passive', effect: { borrowExhaustAbilities: 'friendly' } }],
  text: {
    zh: '它拥有你的传奇、单位和装备的所有以横置为费用的技能。',
    en: 'It has every ability of your legend, units and gear whose cost includes exhausting.',
  },
});
