/** Cull the Weak (OGN-209/298) — order spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-209-298',
  code: 'OGN-209/298',
  name: { en: 'Cull the Weak', zh: '弱肉强食' },
  type: 'spell',
  domains: ['order'],
  cost: { energy: 2, power: ['order'] },
  tags: [],
  abilities: [{ kind: 'spell', steps: [{ do: 'each-player-kills', sel: { kind: 'unit' } }] }],
  text: {
    zh: '每名玩家各摧毁一名由自己选择的、自己控制的单位。',
    en: 'Every player destroys one unit of their own choice that they control.',
  },
});
