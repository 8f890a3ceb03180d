/**
 * The rule list is honest: a rule marked implemented or stand-in is cited by code in src/ and by a
 * test (the same scan as `arbiter rules`), and the list holds every numbered rule of the seed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES } from '../src/rules-list.ts';
import seedRules from '../src/seed-rules.json' with { type: 'json' };

const ROOT = join(import.meta.dirname, '..');
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );

function cited(files: string[]): Set<string> {
  const out = new Set<string>();
  const re = /VZ\s+([^\s,;:()'"`\][]+)/g;
  for (const f of files)
    for (const m of readFileSync(f, 'utf8').matchAll(re)) out.add(m[1].replace(/[.。、，]+$/, ''));
  return out;
}

describe('the rule list (arbiter rules vividz)', () => {
  const code = cited(walk(join(ROOT, 'src')).filter((f) => f.endsWith('.ts')));
  // Scenario files count as tests, as `arbiter rules` counts them.
  const tests = cited([
    ...walk(join(ROOT, 'test')).filter((f) => f.endsWith('.ts')),
    ...walk(join(ROOT, 'scenarios')).filter((f) => f.endsWith('.yaml')),
  ]);

  it('lists every rule of the seed once, in order', () => {
    const ids = RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const seedIds = (seedRules as { id: string }[]).map((r) => r.id);
    expect(ids.filter((id) => seedIds.includes(id))).toEqual(seedIds);
    expect(ids.length).toBe(seedIds.length + 4);
  });

  it('every implemented or stand-in rule is cited by code and by a test', () => {
    const uncited = RULES.filter((r) => r.status === 'implemented' || r.status === 'stand-in').flatMap(
      (r) => {
        const gaps = [];
        if (!code.has(r.id)) gaps.push(`${r.id} (code)`);
        if (!tests.has(r.id)) gaps.push(`${r.id} (test)`);
        return gaps;
      },
    );
    expect(uncited).toEqual([]);
  });

  it('every rule that is not implemented says why', () => {
    for (const r of RULES) if (r.status !== 'implemented') expect(r.note?.length ?? 0).toBeGreaterThan(10);
  });

  it('a rule that only no card of the set uses is unused, not not-applicable (VZ 902.4, VZ 904.4c, VZ 1107.2)', () => {
    const byCards = /\bno (card|effect|ability)\b/;
    const notApplicable = RULES.filter((r) => r.status === 'not-applicable');
    expect(notApplicable.filter((r) => byCards.test(r.note ?? '')).map((r) => r.id)).toEqual([]);
    const unused = RULES.filter((r) => r.status === 'unused');
    expect(unused.map((r) => r.id)).toEqual(['902.4', '904.4c', '1107.2']);
    for (const r of unused) expect(r.note, r.id).toMatch(byCards);
  });
});
