/** Kai'Sa, Survivor (OGN-039/298) — fury champion unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-039-298',
  code: 'OGN-039/298',
  name: { en: "Kai'Sa, Survivor", zh: '卡莎 - 幸存者' },
  type: 'unit',
  supertype: 'champion',
  domains: ['fury'],
  cost: { energy: 4, power: [] },
  might: 4,
  tags: ["Kai'Sa", 'The Void'],
  keywords: { accelerate: 1 },
  abilities: [{ kind: 'triggered', on: { on: 'conquer', who: 'me' }, steps: [{ do: 'draw', n: 1 }] }],
  text: {
    zh: '加速。它参与征服时，你抽一张牌。',
    en: 'Accelerate. When it takes part in a conquer, you draw a card.',
  },
});
