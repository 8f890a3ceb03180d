/** Punch First (SFD-097/221) — body spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-097-221',
  code: 'SFD-097/221',
  name: { en: 'Punch First', zh: '先发制人' },
  type: 'spell',
  domains: ['body'],
  cost: { energy: 1, power: ['body', 'body'] },
  tags: [],
  keywords: { action: 1 },
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit' } }],
      steps: [{ do: 'might', n: 5, to: 0, until: 'turn' }],
    },
  ],
  text: { zh: '迅捷。令一名单位本回合战力+5。', en: 'Action. One unit gets +5 Might until end of turn.' },
});
