/** Mask of Foresight (OGN-060/298) — calm gear. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogn-060-298',
  code: 'OGN-060/298',
  name: { en: 'Mask of Foresight', zh: '先知面具' },
  type: 'gear',
  domains: ['calm'],
  cost: { energy: 2, power: [] },
  tags: [],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'attack-or-defend', who: 'friendly', alone: true },
      steps: [{ do: 'might', n: 1, to: 'it', until: 'turn' }],
    },
  ],
  text: {
    zh: '每当你的一名单位单独进攻或防守时，令其本回合战力+1。',
    en: 'Whenever one of your units attacks or defends with no other of your units beside it, it gets +1 Might until end of turn.',
  },
});
