/**
 * Principle 7 (a card is one file; rule files name no card), the card set's coverage of the
 * vocabulary, and the module's outward facts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cardsNamedIn } from '@arbiter/kernel';
import { cardsNamedInFiles, sourceFiles } from '@arbiter/kernel/testkit-node';
import { describe, expect, it } from 'vitest';
import { builtInCards } from '../src/cards/registry.ts';
import { defineCard } from '../src/cards/schema.ts';
import vividz from '../src/index.ts';

const ROOT = join(import.meta.dirname, '..');
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );

describe('a card is one file (principle 7)', () => {
  const cardFiles = walk(join(ROOT, 'src/cards')).filter((f) =>
    /\/(accounts|missions|characters|events)\//.test(f),
  );

  it('every card file has its test beside it under test/cards (run by test/cards.test.ts), and the index lists every file', () => {
    const index = readFileSync(join(ROOT, 'src/cards/index.ts'), 'utf8');
    const entry = readFileSync(join(ROOT, 'test/cards.test.ts'), 'utf8');
    const cases = walk(join(ROOT, 'test/cards')).map((t) => relative(join(ROOT, 'test/cards'), t));
    for (const f of cardFiles) {
      const rel = relative(join(ROOT, 'src/cards'), f);
      const test = rel.replace(/\.ts$/, '.cases.ts');
      expect(cases).toContain(test);
      expect(entry).toContain(`./cards/${test}`);
      expect(index).toContain(`./${rel}`);
    }
    expect(cases).toHaveLength(cardFiles.length);
    expect(cardFiles).toHaveLength(builtInCards().length);
  });

  // Vividz card ids (VZ-C01) cannot be ordinary words, so they are looked for anywhere, comments too.
  const cardIds = builtInCards().map((c) => c.data.id);

  it('rule files name no card', () => {
    const rules = sourceFiles(join(ROOT, 'src'), 'rules', { recursive: true });
    expect(rules.length).toBeGreaterThan(10);
    expect(cardsNamedInFiles(join(ROOT, 'src'), rules, cardIds, { anywhere: true })).toEqual([]);
  });

  it('the check would catch a rule file naming a card', () => {
    const names = (text: string) => cardsNamedIn([{ path: 'rules/x.ts', text }], cardIds, { anywhere: true });
    expect(names(`if (card.id === '${cardIds[0]}') win(p);`)).toEqual([`rules/x.ts: ${cardIds[0]}`]);
    expect(names(`// as ${cardIds[1]} does`)).toEqual([`rules/x.ts: ${cardIds[1]}`]);
    expect(names(`'${cardIds[0]}0' or X${cardIds[0]}`)).toEqual([]);
  });

  it('the set has at least 40 cards: 2 accounts, at least 6 missions, characters and events', () => {
    const kinds = builtInCards().map((c) => c.data.kind);
    expect(kinds.length).toBeGreaterThanOrEqual(40);
    expect(kinds.filter((k) => k === 'account')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'mission').length).toBeGreaterThanOrEqual(6);
  });

  it('every card has its text in zh and en', () => {
    for (const c of builtInCards()) {
      expect(c.data.text.zh.length).toBeGreaterThan(0);
      expect(c.data.text.en.length).toBeGreaterThan(0);
      expect(c.data.name.zh).not.toBe(c.data.name.en);
    }
  });
});

describe('card data is validated (the vocabulary)', () => {
  it('a malformed card is refused in one line naming it', () => {
    const bad = {
      id: 'VZ-C99',
      kind: 'character',
      name: { zh: '坏', en: 'Bad' },
      missionInfo: 'any',
      text: { zh: 'x', en: 'x' },
    };
    expect(() => defineCard({ data: bad })).toThrow(/^card VZ-C99: .*cost and power/);
    expect(() =>
      defineCard({
        data: { ...bad, cost: 1, power: 1, abilities: [{ type: 'auto', on: 'sometimes', fx: [] }] },
      }),
    ).toThrow(/^card VZ-C99: abilities/);
    expect(() =>
      defineCard({
        data: {
          ...bad,
          cost: 1,
          power: 1,
          abilities: [{ type: 'auto', on: 'enter', moved: { powerAtLeast: 2 }, fx: [{ op: 'draw', n: 1 }] }],
        },
      }),
    ).toThrow(/^card VZ-C99: "moved" .*toTrash/);
    expect(() =>
      defineCard({
        data: {
          ...bad,
          cost: 1,
          power: 1,
          abilities: [{ type: 'act', cost: {}, fx: [{ op: 'code', name: 'nope' }] }],
        },
      }),
    ).toThrow(/"nope" is not defined/);
  });

  it('triggers of every kind, statics of both layers, a replacement, a lower bound and a distribution exist in the set', () => {
    const abilities = builtInCards().flatMap((c) => c.data.abilities);
    const on = new Set(abilities.flatMap((a) => (a.type === 'auto' ? [a.on] : [])));
    for (const t of [
      'enter',
      'attack',
      'anyAttack',
      'success',
      'retire',
      'toTrash',
      'otherToTrash',
      'state',
      'checked',
    ])
      expect(on).toContain(t);
    const st = new Set(abilities.flatMap((a) => (a.type === 'static' ? [a.st.st] : [])));
    for (const s of ['power', 'powerPer', 'floor', 'feature', 'immune', 'cost', 'replaceRetire'])
      expect(st).toContain(s);
    const ops = JSON.stringify(abilities);
    for (const op of [
      'distribute',
      'setPower',
      'delayed',
      'choose',
      'search',
      'reload',
      'exp',
      'checkMission',
      'clearMission',
      'deckToEnergy',
      'energyToHand',
      'loseAbilities',
    ])
      expect(ops).toContain(`"op":"${op}"`);
    const zones = new Set(abilities.flatMap((a) => ('zone' in a && a.zone ? [a.zone] : [])));
    for (const z of ['hand', 'keep', 'trash']) expect(zones).toContain(z);
    expect(abilities.some((a) => a.type === 'act' && 'anyOf' in a.cost)).toBe(true);
    expect(abilities.filter((a) => a.type === 'accel')).toHaveLength(2);
  });
});

describe('the module', () => {
  it('is playable and lists every seed rule', () => {
    expect(vividz.status).toBe('playable');
    expect(vividz.rules!()).toHaveLength(438);
  });
});
