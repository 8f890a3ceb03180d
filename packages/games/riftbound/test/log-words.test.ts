/**
 * What the log says when a rune pool fills (RB 416.1) is written in the reader's language: the
 * energy amount and each Power's domain (RB 133.2), not the rules' plain keys.
 */
import { type LogEntry, playGame, renderMsg } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import riftbound from '../src/index.ts';

describe('RB 416.1 rune pool log lines in both languages', () => {
  it('names energy and Power in Chinese in zh and in English in en', () => {
    const log: LogEntry[] = [];
    playGame(riftbound, { seed: 'log-words', log, maxDecisions: 400 });
    const adds = log.filter((e) => e.msg.key === 'rb.add');
    expect(adds.length).toBeGreaterThan(0);
    const zh = adds.map((e) => renderMsg(e.msg, 'zh', riftbound.catalog));
    const en = adds.map((e) => renderMsg(e.msg, 'en', riftbound.catalog));
    for (const line of zh) expect(line).not.toMatch(/[A-Za-z]/);
    expect(zh.some((l) => l.includes('能量'))).toBe(true);
    expect(en.some((l) => /\d+ energy/.test(l))).toBe(true);
    for (const line of en) expect(line).not.toMatch(/\b(fury|calm|mind|body|chaos|order|any)\b/);
  });
});
