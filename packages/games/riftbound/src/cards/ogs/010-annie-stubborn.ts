/** Annie, Stubborn (OGS-010/024) — chaos champion unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogs-010-024',
  code: 'OGS-010/024',
  name: { en: 'Annie, Stubborn', zh: '安妮 - 倔强' },
  type: 'unit',
  supertype: 'champion',
  domains: ['chaos'],
  cost: { energy: 4, power: ['chaos'] },
  might: 3,
  tags: ['Annie', 'Noxus'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play', who: 'me' },
      targets: [{ sel: { kind: 'spell', zone: 'trash' } }],
      steps: [{ do: 'return', what: 0, to: 'hand' }],
    },
  ],
  text: {
    zh: '打出后，从你的废牌堆中取回一张法术牌到手牌。',
    en: 'After it is played, take a spell card from your trash back into your hand.',
  },
});
