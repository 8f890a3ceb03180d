import type { RuleEntry } from '@arbiter/kernel';
export const RULES: RuleEntry[] = [];
