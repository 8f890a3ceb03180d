import type { RuleEntry } from '@arbiter/kernel';
import ids from './cr-ids.json' with { type: 'json' };

export function ruleList(): RuleEntry[] {
  return (ids as string[]).map((id) => ({ id, title: { zh: id }, status: 'missing', note: 'todo' }));
}
