/**
 * Riftbound's messages name the player they are about in the kernel's `player` argument, so a
 * reader reads their own lines as "You …" / "你…" (kernel messages.ts `templateFor`) and
 * `arbiter simulate` can leave the winner general when it groups end reasons (RB 449; that command
 * is tested in packages/cli/test/cli-tools.test.ts).
 */
import { type LogEntry, playGame, renderMsg } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import riftbound from '../src/index.ts';
import { CATALOG } from '../src/text/catalog.ts';

describe('Riftbound messages about a player', () => {
  it('no message names its player {p}: every one uses {player}', () => {
    for (const [key, entry] of Object.entries(CATALOG)) {
      if (key === 'rb.pay') continue; // {p} there is the Power owed, not a player
      expect(`${key}: ${entry.en} ${entry.zh}`).not.toMatch(/\{p\}/);
    }
  });

  it('a log line about seat 0 reads "You"/"你" for reader 0 and "player 0" for reader 1', () => {
    const log: LogEntry[] = [];
    playGame(riftbound, { seed: 'player-words', log, maxDecisions: 400 });
    const lines = log.filter(
      (e) => e.msg.args?.player === 0 && ['rb.draw', 'rb.turn', 'rb.channel'].includes(e.msg.key),
    );
    expect(lines.length).toBeGreaterThan(0);
    const namer = (c: string, l: 'zh' | 'en') => riftbound.cardName(c, l);
    for (const e of lines) {
      const en = renderMsg(e.msg, 'en', riftbound.catalog, namer, 0);
      const zh = renderMsg(e.msg, 'zh', riftbound.catalog, namer, 0);
      expect(en).toMatch(/\b[Yy]ou(r)?\b/);
      expect(en).not.toMatch(/player 0/);
      expect(zh).toContain('你');
      expect(zh).not.toContain('玩家0');
      expect(renderMsg(e.msg, 'en', riftbound.catalog, namer, 1)).toMatch(/player 0/);
      expect(renderMsg(e.msg, 'zh', riftbound.catalog, namer, 1)).toContain('玩家0');
    }
  });

  it('the RB 449 win reads "You reach 8 points and win" for the winner', () => {
    const msg = { key: 'rb.win-points', args: { player: 1, n: 8 } };
    expect(renderMsg(msg, 'en', riftbound.catalog, undefined, 1)).toBe('You reach 8 points and win');
    expect(renderMsg(msg, 'zh', riftbound.catalog, undefined, 1)).toBe('你达到8分，获胜');
    expect(renderMsg(msg, 'en', riftbound.catalog, undefined, 0)).toBe('player 1 reaches 8 points and wins');
  });
});
