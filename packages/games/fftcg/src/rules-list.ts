export const RULES = [] as import('@arbiter/kernel').RuleEntry[];
