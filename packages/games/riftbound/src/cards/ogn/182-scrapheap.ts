/** Scrapheap (OGN-182/298) — chaos gear. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-182-298',
  code: 'OGN-182/298',
  name: { en: 'Scrapheap', zh: '废料堆' },
  type: 'gear',
  domains: ['chaos'],
  cost: { energy: 2, power: [] },
  tags: [],
  abilities: [
    { kind: 'triggered', on: { on: 'play', who: 'me' }, steps: [{ do: 'draw', n: 1 }] },
    { kind: 'triggered', on: { on: 'discarded', who: 'me' }, from: 'trash', steps: [{ do: 'draw', n: 1 }] },
    { kind: 'triggered', on: { on: 'killed', who: 'me' }, steps: [{ do: 'draw', n: 1 }] },
  ],
  text: {
    zh: '此牌被打出后、被你弃掉时、被摧毁时，你各抽一张牌。',
    en: 'You draw a card after it is played, when you discard it, and when it is destroyed.',
  },
});
