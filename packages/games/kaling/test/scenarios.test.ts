import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseScenario, runScenario } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import kaling from '../src/index.ts';

const dir = join(import.meta.dirname, '..', 'scenarios');
const files = readdirSync(dir).filter((f) => f.endsWith('.yaml'));

describe('kaling scenarios', () => {
  it('there are scenario files', () => {
    expect(files.length).toBeGreaterThan(3);
  });
  for (const f of files) {
    it(`scenario ${f}`, () => {
      const sc = parseScenario(readFileSync(join(dir, f), 'utf8'), f);
      const r = runScenario(kaling, sc);
      expect(r.failures).toEqual([]);
      expect(r.passed).toBe(true);
    });
  }
});
