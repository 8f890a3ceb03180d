import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseScenario, runScenario } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import sgs from '../src/index.ts';

const dir = join(import.meta.dirname, '..', 'scenarios');
const files = readdirSync(dir).filter((f) => f.endsWith('.yaml'));

describe('sgs-chess scenarios', () => {
  it('there are scenarios', () => expect(files.length).toBeGreaterThan(5));
  for (const file of files) {
    it(`scenario ${file}`, () => {
      const sc = parseScenario(readFileSync(join(dir, file), 'utf8'), file);
      const r = runScenario(sgs, sc);
      expect(r.failures).toEqual([]);
    });
  }
});
