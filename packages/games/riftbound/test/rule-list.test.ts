/**
 * The rule list of `arbiter rules riftbound` is honest: every numbered rule of Core Rules v1.2
 * (and of the seed) is listed; every rule not implemented says why; every rule marked implemented
 * is cited by the code that implements it and by a test (the same scan as `arbiter rules`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import riftbound from '../src/index.ts';
import seedRules from '../src/seed-rules.json' with { type: 'json' };

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) files(p, out);
    else if (/\.(ts|ya?ml)$/.test(name)) out.push(p);
  }
  return out;
}

/** Rule ids cited as "RB <id>" in these files (as packages/cli/src/coverage.ts reads them). */
function cited(paths: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const f of paths)
    for (const m of readFileSync(f, 'utf8').matchAll(/RB\s+([^\s,;:()'"`\][]+)/g))
      out.add(m[1].replace(/[.。、，]+$/, ''));
  return out;
}

const all = files(join(root, 'src'));
const code = cited(all.filter((f) => !f.endsWith('.test.ts')));
const tests = cited([...all.filter((f) => f.endsWith('.test.ts')), ...files(join(root, 'test'))]);
const rules = riftbound.rules!();

describe('arbiter rules riftbound', () => {
  it('lists every rule of Core Rules v1.2 once, and every rule of the seed', () => {
    expect(rules).toHaveLength(1795);
    expect(new Set(rules.map((r) => r.id)).size).toBe(1795);
    const ids = new Set(rules.map((r) => r.id));
    for (const r of seedRules as { id: string }[]) expect(ids.has(r.id), r.id).toBe(true);
  });

  it('every rule not implemented says why, and has a title in both languages', () => {
    for (const r of rules) {
      if (r.status !== 'implemented') expect(r.note, r.id).toBeTruthy();
      expect(r.note ?? '', r.id).not.toBe('not yet looked at');
      expect(r.title.zh && r.title.en, r.id).toBeTruthy();
    }
  });

  it('every implemented rule is cited by code and by a test', () => {
    const implemented = rules.filter((r) => r.status === 'implemented').map((r) => r.id);
    expect(implemented.filter((id) => !code.has(id))).toEqual([]);
    expect(implemented.filter((id) => !tests.has(id))).toEqual([]);
  });

  it('a rule that no card of the card list uses has the status unused with its reason, not not-applicable', () => {
    const byId = new Map(rules.map((r) => [r.id, r]));
    // RB 315.3.c, RB 727.3.b: nothing of cards.json instructs during the Channel Phase or removes a keyword.
    for (const id of ['315.3.c', '315.4.c', '727.3.b.1']) {
      expect(byId.get(id)?.status, id).toBe('unused');
      expect(byId.get(id)?.note, id).toMatch(/no card/);
    }
    const notApplicableForNoCard = rules.filter(
      (r) => r.status === 'not-applicable' && /no card of|no card in the pool/.test(r.note ?? ''),
    );
    expect(notApplicableForNoCard.map((r) => r.id)).toEqual([]);
  });
});
