/** Vi, Destructive (OGN-036/298) — fury champion unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-036-298',
  code: 'OGN-036/298',
  name: { en: 'Vi, Destructive', zh: '蔚 - 破坏者' },
  type: 'unit',
  supertype: 'champion',
  domains: ['fury'],
  cost: { energy: 2, power: ['fury'] },
  might: 3,
  tags: ['Vi', 'Piltover'],
  keywords: { ganking: 1 },
  abilities: [
    {
      kind: 'activated',
      cost: { recycleFromTrash: { n: 1 } },
      steps: [{ do: 'might', n: 1, to: 'self', until: 'turn' }],
    },
  ],
  text: {
    zh: '游走。将你废牌堆中的一张牌置于牌库底：本回合其战力+1。',
    en: 'Ganking. Put a card from your trash on the bottom of your deck: it gets +1 Might until end of turn.',
  },
});
