/** Dark Child - Starter (OGS-017/024) — fury/chaos champion legend. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogs-017-024',
  code: 'OGS-017/024',
  name: { en: 'Dark Child - Starter', zh: '黑暗之女（入门）' },
  type: 'legend',
  supertype: 'champion',
  domains: ['fury', 'chaos'],
  tags: ['Annie'],
  abilities: [
    { kind: 'triggered', on: { on: 'turn-end', who: 'you' }, steps: [{ do: 'ready-runes', upTo: 2 }] },
  ],
  text: {
    zh: '你的每个回合结束时，使你的至多两张符文变为活跃。',
    en: 'As each of your turns ends, ready as many as two of your runes.',
  },
});
