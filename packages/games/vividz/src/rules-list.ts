import type { RuleEntry } from '@arbiter/kernel';
import seedRules from './seed-rules.json' with { type: 'json' };

export const RULES: RuleEntry[] = (seedRules as { id: string; section: string }[]).map((r) => ({
  id: r.id,
  title: { zh: r.section || r.id },
  status: 'missing',
  note: 'being built',
}));
