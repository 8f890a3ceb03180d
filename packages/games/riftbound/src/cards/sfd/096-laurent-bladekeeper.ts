/** Laurent Bladekeeper (SFD-096/221) — body unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-096-221',
  code: 'SFD-096/221',
  name: { en: 'Laurent Bladekeeper', zh: '洛朗剑卫' },
  type: 'unit',
  domains: ['body'],
  cost: { energy: 3, power: [] },
  might: 3,
  tags: ['Demacia'],
  keywords: { ganking: 1 },
  text: {
    zh: '游击（可从一处战场直接移动到另一处战场）。',
    en: 'Ganking (it may move straight from one battlefield to another).',
  },
});
