/** Every scenario file of the game's folder passes (docs/scenarios.md). */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseScenario, runScenario } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import riftbound from '../src/index.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'scenarios');

describe('riftbound scenarios', () => {
  for (const f of readdirSync(dir)
    .filter((x) => x.endsWith('.yaml'))
    .sort()) {
    it(f, () => {
      const sc = parseScenario(readFileSync(join(dir, f), 'utf8'), f);
      const r = runScenario(riftbound, sc);
      expect(r.failures, f).toEqual([]);
    });
  }

  it('a malformed setup is refused in one line', () => {
    const sc = parseScenario(
      'name: bad\ngame: riftbound\nsetup: { players: [{ base: [no-such-card] }, {}] }\n',
      'bad',
    );
    expect(() => runScenario(riftbound, sc)).toThrow(/riftbound setup: players\.0\.base\.0: unknown card/);
  });
});
