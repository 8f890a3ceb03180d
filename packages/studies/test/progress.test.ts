import { describe, expect, it } from 'vitest';
import { formatDuration, StudyProgress } from '../src/progress.ts';

describe('study progress on stderr', () => {
  it('shows stored/total, the rate of this run and the time left', () => {
    let now = 0;
    const lines: string[] = [];
    const out = { write: (s: string) => lines.push(s), isTTY: false };
    // 100 games stored before this run; 50 more in 10 s → 5 games/s, 850 left → 2m50s.
    const p = new StudyProgress('s', 1000, 100, out, () => now);
    now = 10_000;
    expect(p.line(150)).toBe(`s [#####${'.'.repeat(25)}] 150/1000 15%  5.0 games/s  ETA 2m50s`);
    p.update(150);
    // Not a terminal: at most a line every 5 s, and always the last one.
    now = 11_000;
    p.update(160);
    now = 12_000;
    p.update(1000);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^s \[#{30}\] 1000\/1000 100% .* ETA 0s\n$/);
  });

  it('on a terminal, redraws one line in place and clears it at the end', () => {
    let now = 0;
    const lines: string[] = [];
    const p = new StudyProgress('t', 10, 0, { write: (s: string) => lines.push(s), isTTY: true }, () => now);
    now = 1000;
    p.update(5);
    p.finish();
    expect(lines[0].startsWith('\rt [')).toBe(true);
    expect(lines[1]).toBe('\r\x1b[K');
    expect(new StudyProgress('u', 10, 0, { write: () => 0 }, () => 0).line(0)).toMatch(/ETA \?$/);
  });

  it('durations in words', () => {
    expect(formatDuration(5)).toBe('5s');
    expect(formatDuration(65)).toBe('1m05s');
    expect(formatDuration(3 * 3600 + 7 * 60)).toBe('3h07m');
    expect(formatDuration(Number.NaN)).toBe('?');
  });
});
