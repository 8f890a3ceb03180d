/**
 * The ruling test kit (src/testkit.ts) and the label-based scenario steps, on the tiny Riftbound
 * fixture's worked examples (RB 419.1.a, RB 453.3).
 */
import { describe, expect, it } from 'vitest';
import { cardsNamedIn, parseScenario, ruling, runScenario } from '../src/index.ts';
import rb from './fixtures/rb-layers.ts';

const BOARD = { tp: 0, base: [['grunt'], ['bulwark']], hand: [[], ['last-stand', 'empower']] };

describe('the ruling test kit', () => {
  it('RB 419.1.a: set a board, act by label, look at the result, in a few lines', () => {
    const t = ruling(rb, { setup: BOARD });
    t.act('grunt attacks bulwark');
    expect(t.kind).toBe('showdown');
    expect(t.characteristic(bulwark(t), 'might')).toBe(5);
    t.act('cast last-stand on bulwark', 1);
    expect(t.characteristic(bulwark(t), 'might')).toBe(10);
    t.pass(1);
    expect(t.zone('p0:trash')).toContain('grunt');
    expect(t.characteristic(bulwark(t), 'might')).toBe(8);
    expect(t.logged('RB 419.1.a')).toBe(1);
    t.expect({ log: { rule: 'RB 419.1.a', count: 1 } });
  });

  it('explains in one line what went wrong: a label that matches nothing, a refused answer', () => {
    const t = ruling(rb, { setup: BOARD });
    expect(() => t.act('no such option')).toThrow(/label "no such option" matches 0 options of action/);
    expect(() => t.act('End the turn', 1)).toThrow(/no decision for player 1/);
    const err = t.refuse('end', 1);
    expect(err.code).toBe('not-your-decision');
    expect(() => t.expect({ zone: { id: 'p0:trash', contains: ['grunt'] } })).toThrow(
      /expected to contain grunt/,
    );
  });

  it('passUntil passes everything that can be passed until a kind of decision is open', () => {
    const t = ruling(rb, { setup: BOARD });
    t.act('grunt attacks bulwark');
    t.passUntil('action');
    expect(t.decision()?.player).toBe(0);
    expect(t.zone('p0:trash')).toContain('grunt');
  });
});

describe('scenario steps by label', () => {
  it('pass, passUntil and pending expectations naming options by label', () => {
    const sc = parseScenario(
      `
name: labels
game: rb-layers
setup: { tp: 0, base: [[grunt], [bulwark]], hand: [[], [last-stand, empower]] }
script:
  - player: 0
    label: grunt attacks bulwark
    expect:
      - pending: { player: 1, kind: showdown, includes: [cast last-stand on bulwark, Pass], excludes: [End the turn] }
  - { player: 1, pass: true }
  - { passUntil: action, expect: [{ pending: { player: 0, kind: action } }] }
expect:
  - zone: { id: "p0:trash", contains: [grunt] }
`,
      'labels.yaml',
    );
    const r = runScenario(rb, sc);
    expect(r.failures).toEqual([]);
  });

  it('a step without a player is refused unless it is passUntil', () => {
    expect(() => parseScenario('name: x\ngame: rb-layers\nscript:\n  - { label: Pass }\n', 'x.yaml')).toThrow(
      /needs a player/,
    );
  });
});

function bulwark(t: {
  state: { zones: Record<string, { objects: number[] }>; objects: Record<number, { card: string }> };
}): number {
  return t.state.zones['p1:base'].objects.find((id) => t.state.objects[id].card === 'bulwark')!;
}

describe('rule files name no card: the pure check (principle 7)', () => {
  const ids = ['arrow', 'mind-eye', 'F.06', 'VZ-C01'];

  it('finds an id written as a string in any quotes, once per file, and not a longer word', () => {
    const found = cardsNamedIn(
      [
        { path: 'rules/b.ts', text: `if (c === "arrow" || c === \`mind-eye\`) hit('arrow');` },
        { path: 'rules/a.ts', text: `kind: 'arrow-key'; // arrow in a comment; 'F.06' but not 'Fx06'` },
      ],
      ids,
    );
    expect(found).toEqual(['rules/a.ts: F.06', 'rules/b.ts: arrow', 'rules/b.ts: mind-eye']);
    expect(cardsNamedIn([{ path: 'x.ts', text: "'Fx06'" }], ids)).toEqual([]);
  });

  it('with anywhere, finds a whole-word id in comments too, but not inside a longer id', () => {
    const text = '// works as VZ-C01 does; VZ-C010 and XVZ-C01 are other words';
    expect(cardsNamedIn([{ path: 'x.ts', text }], ids, { anywhere: true })).toEqual(['x.ts: VZ-C01']);
    expect(cardsNamedIn([{ path: 'x.ts', text: 'VZ-C010' }], ids, { anywhere: true })).toEqual([]);
    expect(cardsNamedIn([{ path: 'x.ts', text }], [])).toEqual([]);
  });
});
