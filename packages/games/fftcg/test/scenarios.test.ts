import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseScenario, runScenario } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import fftcg from '../src/index.ts';

const dir = join(import.meta.dirname, '..', 'scenarios');

describe('fftcg scenarios', () => {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml'))) {
    const sc = parseScenario(readFileSync(join(dir, file), 'utf8'), file);
    it(`${sc.rules.join(', ')}: ${sc.name}`, () => {
      const r = runScenario(fftcg, sc);
      expect(r.failures).toEqual([]);
    });
  }
});
