/** On the Hunt (SFD-204/221) — body/chaos signature spell. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-204-221',
  code: 'SFD-204/221',
  name: { en: 'On the Hunt', zh: '狩猎开始' },
  type: 'spell',
  supertype: 'signature',
  domains: ['body', 'chaos'],
  cost: { energy: 1, power: ['body', 'body'] },
  tags: ['Sivir'],
  abilities: [{ kind: 'spell', steps: [{ do: 'ready', what: { all: { kind: 'unit', side: 'friendly' } } }] }],
  text: {
    zh: '你的所有单位转为活跃状态。',
    en: 'Ready all of your units.',
  },
});
