/**
 * Principle 7 (a card is one file; rule files name no card): every card kind, skill and terrain
 * effect is one file under src/content, listed in the index, with its test beside it; no rule file
 * names one of them or imports one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cardsNamedIn } from '@arbiter/kernel';
import { cardsNamedInFiles, sourceFiles } from '@arbiter/kernel/testkit-node';
import { describe, expect, it } from 'vitest';
import { contentFiles } from '../src/content/index.ts';
import { registry } from '../src/content/registry.ts';
import { GENERALS } from '../src/data/generals.ts';

const ROOT = join(import.meta.dirname, '..');
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
const SRC = join(ROOT, 'src');
const CONTENT = join(SRC, 'content');
const files = walk(CONTENT).filter(
  (f) => /\/(cards|skills|terrain)\//.test(f) && f.endsWith('.ts') && !f.endsWith('.test.ts'),
);
const ids = files.map((f) => f.slice(f.lastIndexOf('/') + 1, -3));

describe('a card, skill or terrain effect is one file (principle 7)', () => {
  it('every content file is in the index once, under its own id, with its test beside it', () => {
    expect(
      contentFiles()
        .map((f) => f.id)
        .sort(),
    ).toEqual([...ids].sort());
    const tests = walk(CONTENT).filter((f) => f.endsWith('.test.ts'));
    for (const f of files) expect(tests, relative(ROOT, f)).toContain(f.replace(/\.ts$/, '.test.ts'));
    for (const f of contentFiles()) {
      const path = files[ids.indexOf(f.id)];
      expect(path, f.id).toContain(
        f.sort === 'card' ? '/cards/' : f.sort === 'skill' ? '/skills/' : '/terrain/',
      );
    }
  });

  it('rule files name no card, skill or terrain effect, and import none', () => {
    const rules = sourceFiles(SRC, 'rules', { recursive: true });
    expect(rules.length).toBeGreaterThan(10);
    expect(cardsNamedInFiles(SRC, rules, ids)).toEqual([]);
    const imports = rules.filter((f) =>
      /from '\.\.\/content\/(cards|skills|terrain)\//.test(readFileSync(join(SRC, f), 'utf8')),
    );
    expect(imports).toEqual([]);
  });

  it('the check would catch a rule file naming a card', () => {
    const names = (text: string) => cardsNamedIn([{ path: 'rules/x.ts', text }], ids);
    expect(names("if (kind === 'juedou')")).toEqual(['rules/x.ts: juedou']);
    expect(names('hasSkill(g, r, "wushuang")')).toEqual(['rules/x.ts: wushuang']);
    expect(names("kind: 'nullify'")).toEqual([]);
  });

  it('every general’s skills are skill files; every file has its texts in zh and en', () => {
    for (const gen of Object.values(GENERALS))
      for (const s of gen.skills) expect(registry().byId[s]?.sort, `${gen.id}: ${s}`).toBe('skill');
    for (const f of contentFiles()) {
      expect(f.name.zh.length && f.name.en.length && f.text.zh.length && f.text.en.length).toBeGreaterThan(0);
      expect(f.text.zh).not.toBe(f.text.en);
    }
  });

  it('a malformed content file is refused in one line naming it', async () => {
    const { define } = await import('../src/content/schema.ts');
    const bad = {
      id: 'nope',
      sort: 'card',
      name: { zh: '无', en: 'None' },
      text: { zh: '无', en: 'None' },
    } as any;
    expect(() =>
      define({
        ...bad,
        card: { type: 'basic', cardName: 'nope', methods: [], effect: [], maxCopies: 1, prints: 'S2' },
      }),
    ).toThrow(/^sgs-chess content nope: card\.methods: /);
    expect(() => define(bad)).toThrow(/^sgs-chess content nope: a card needs its card data$/);
    expect(() =>
      define({
        ...bad,
        sort: 'skill',
        skill: { kind: 'trigger' },
        triggers: [{ at: '1-准备阶段', optional: false, who: () => [] }],
      }),
    ).toThrow(/needs apply or a procedure/);
  });
});
