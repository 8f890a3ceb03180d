/** Which cards and mechanisms random self-play exercises (not a test). */
import { type LogEntry, playGame } from '@arbiter/kernel';
import { CARDS } from '../src/cards/cards.ts';
import fftcg from '../src/index.ts';

const keys: Record<string, number> = {};
const resolved: Record<string, number> = {};
const rules: Record<string, number> = {};
for (let i = 0; i < Number(process.argv[2] ?? 200); i++) {
  const log: LogEntry[] = [];
  playGame(fftcg, {
    seed: `cov${i}`,
    decks: [fftcg.decks.ready[i % 3], fftcg.decks.ready[(i + 1) % 3]],
    log,
  });
  for (const l of log) {
    keys[l.msg.key] = (keys[l.msg.key] ?? 0) + 1;
    if (l.rule) rules[l.rule] = (rules[l.rule] ?? 0) + 1;
    const c = (l.msg.args?.c as { card?: string } | undefined)?.card;
    if (
      c &&
      (l.msg.key === 'fftcg.resolves' || l.msg.key === 'fftcg.enters' || l.msg.key === 'fftcg.ex-used')
    )
      resolved[c] = (resolved[c] ?? 0) + 1;
  }
}
console.log(
  'cards never entering/resolving:',
  Object.keys(CARDS)
    .filter((c) => !resolved[c])
    .join(' ') || 'none',
);
const allKeys = Object.keys(fftcg.catalog).filter(
  (k) => k.startsWith('fftcg.') && !k.startsWith('fftcg.mode.'),
);
console.log('log keys never seen:', allKeys.filter((k) => !keys[k]).join(' '));
console.log('distinct rules cited in logs:', Object.keys(rules).length);
