/** Jinx, Demolitionist (OGN-030/298) — fury champion unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-030-298',
  code: 'OGN-030/298',
  name: { en: 'Jinx, Demolitionist', zh: '金克丝 - 爆破专家' },
  type: 'unit',
  supertype: 'champion',
  domains: ['fury'],
  cost: { energy: 3, power: ['fury'] },
  might: 4,
  tags: ['Jinx', 'Zaun'],
  keywords: { accelerate: 1, assault: 2 },
  abilities: [{ kind: 'triggered', on: { on: 'play', who: 'me' }, steps: [{ do: 'discard', n: 2 }] }],
  text: {
    zh: '加速。强攻2。打出后，你弃两张牌。',
    en: 'Accelerate. Assault 2. After it is played, you discard two cards.',
  },
});
