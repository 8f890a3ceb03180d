/** Cemetery Attendant (OGN-165/298) — chaos unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-165-298',
  code: 'OGN-165/298',
  name: { en: 'Cemetery Attendant', zh: '墓园看守' },
  type: 'unit',
  domains: ['chaos'],
  cost: { energy: 3, power: ['chaos'] },
  might: 3,
  tags: ['Dog', 'Shadow Isles'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play', who: 'me' },
      targets: [{ sel: { kind: 'unit', zone: 'trash' } }],
      steps: [{ do: 'return', what: 0, to: 'hand' }],
    },
  ],
  text: {
    zh: '打出后，从你的废牌堆中取回一张单位牌到手牌。',
    en: 'After it is played, take a unit card from your trash back into your hand.',
  },
});
