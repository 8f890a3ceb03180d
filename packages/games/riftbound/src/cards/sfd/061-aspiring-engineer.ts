/** Aspiring Engineer (SFD-061/221) — mind unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-061-221',
  code: 'SFD-061/221',
  name: { en: 'Aspiring Engineer', zh: '有志工程师' },
  type: 'unit',
  domains: ['mind'],
  cost: { energy: 3, power: ['mind'] },
  might: 3,
  tags: ['Piltover'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play', who: 'me' },
      targets: [{ sel: { kind: 'gear', side: 'friendly', zone: 'trash' } }],
      steps: [{ do: 'return', what: 0, to: 'hand' }],
    },
  ],
  text: {
    zh: '打出后，将你废牌堆中的一件装备置入手牌。',
    en: 'After it is played, a gear from your trash goes to your hand.',
  },
});
