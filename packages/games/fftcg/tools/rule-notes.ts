/** Status and notes for seed rules that src/ does not cite (see gen-rules.ts). */
export const NOTES: Record<
  string,
  { status: 'implemented' | 'stand-in' | 'not-applicable' | 'missing'; note: string }
> = {};
