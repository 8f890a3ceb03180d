/** Decisive Strike (OGS-024/024) — body/order signature spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'ogs-024-024',
  code: 'OGS-024/024',
  name: { en: 'Decisive Strike', zh: '致命打击' },
  type: 'spell',
  supertype: 'signature',
  domains: ['body', 'order'],
  cost: { energy: 5, power: ['own'] },
  tags: ['Garen'],
  keywords: { action: 1 },
  abilities: [
    {
      kind: 'spell',
      steps: [{ do: 'might', n: 2, to: { all: { kind: 'unit', side: 'friendly' } }, until: 'turn' }],
    },
  ],
  text: {
    zh: '迅捷。你的所有单位本回合战力+2。',
    en: 'Action. All your units get +2 Might until end of turn.',
  },
});
