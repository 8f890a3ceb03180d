/** The scenario files of packages/games/vividz/scenarios: rulings stated as data (docs/scenarios.md). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseScenario, runScenario } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import vividz from '../src/index.ts';

const dir = join(import.meta.dirname, '..', 'scenarios');

describe('vividz scenarios', () => {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml'))) {
    const sc = parseScenario(readFileSync(join(dir, file), 'utf8'), file);
    it(`${sc.rules.join(', ')}: ${sc.name}`, () => {
      const r = runScenario(vividz, sc);
      expect(r.failures).toEqual([]);
    });
  }
});
