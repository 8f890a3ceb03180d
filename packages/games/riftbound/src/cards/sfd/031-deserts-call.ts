/** Desert's Call (SFD-031/221) — calm spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-031-221',
  code: 'SFD-031/221',
  name: { en: "Desert's Call", zh: '沙漠召唤' },
  type: 'spell',
  domains: ['calm'],
  cost: { energy: 2, power: [] },
  tags: [],
  keywords: { repeat: 1 },
  repeat: [{ energy: 2 }],
  abilities: [{ kind: 'spell', steps: [{ do: 'token', token: 'sand-soldier', n: 1, at: 'any' }] }],
  text: {
    zh: '回响：2点能量。一个2战力的黄沙士兵单位衍生物在你的控制下进场。',
    en: 'Repeat for 2 Energy. A 2-Might Sand Soldier token enters play under your control.',
  },
  creates: ['sand-soldier'],
});
