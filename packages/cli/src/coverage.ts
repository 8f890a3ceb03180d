/**
 * `arbiter rules`: the coverage of a game's seed. The game lists every numbered rule with its
 * declared status; this file finds where each rule is cited in the game's source (where it lives)
 * and in its tests and scenarios (what checks it).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GameModule, RuleEntry } from '@arbiter/kernel';
import { collectFiles } from './io.ts';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface RuleCoverage extends RuleEntry {
  code: string[];
  tests: string[];
}

export interface CoverageReport {
  game: string;
  prefix: string;
  rules: RuleCoverage[];
  totals: Record<RuleEntry['status'], number> & {
    total: number;
    tested: number;
    implementedUntested: number;
    implementedWithoutCode: number;
  };
}

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Map rule id → files (with line numbers) citing "PREFIX id". */
export function scanCitations(files: readonly string[], prefix: string): Map<string, string[]> {
  const re = new RegExp(`${escapeRegex(prefix)}\\s+([^\\s,;:()'"\`\\]\\[]+)`, 'g');
  const out = new Map<string, string[]>();
  for (const file of files) {
    const lines = readFileSync(file, 'utf8').split('\n');
    const rel = relative(REPO_ROOT, file);
    lines.forEach((line, i) => {
      for (const m of line.matchAll(re)) {
        const id = m[1].replace(/[.。、，]+$/, '');
        const list = out.get(id) ?? [];
        const where = `${rel}:${i + 1}`;
        if (!list.includes(where)) list.push(where);
        out.set(id, list);
      }
    });
  }
  return out;
}

export function coverage(module: GameModule): CoverageReport {
  const base = join(REPO_ROOT, 'packages', 'games', module.id);
  const rules = module.rules?.() ?? [];
  // Tests kept beside the code they test (`*.test.ts` under src) count as tests, not code.
  const inSrc = safeCollect(join(base, 'src'), ['.ts']);
  const src = inSrc.filter((f) => !f.endsWith('.test.ts'));
  const tests = [
    ...safeCollect(join(base, 'test'), ['.ts']),
    ...inSrc.filter((f) => f.endsWith('.test.ts')),
    ...safeCollect(join(base, 'scenarios'), ['.yaml', '.yml', '.json']),
  ];
  const inCode = scanCitations(src, module.rulePrefix);
  const inTests = scanCitations(tests, module.rulePrefix);
  const out: RuleCoverage[] = rules.map((r) => ({
    ...r,
    code: inCode.get(r.id) ?? [],
    tests: inTests.get(r.id) ?? [],
  }));
  const totals = {
    total: out.length,
    implemented: 0,
    'stand-in': 0,
    'not-applicable': 0,
    unused: 0,
    missing: 0,
    tested: 0,
    implementedUntested: 0,
    implementedWithoutCode: 0,
  };
  for (const r of out) {
    totals[r.status]++;
    if (r.tests.length) totals.tested++;
    if ((r.status === 'implemented' || r.status === 'stand-in') && r.tests.length === 0)
      totals.implementedUntested++;
    if ((r.status === 'implemented' || r.status === 'stand-in') && r.code.length === 0)
      totals.implementedWithoutCode++;
  }
  return { game: module.id, prefix: module.rulePrefix, rules: out, totals };
}

function safeCollect(dir: string, exts: string[]): string[] {
  try {
    return collectFiles(dir, exts);
  } catch {
    return [];
  }
}
