/**
 * The seed's worked examples as scenario files (the format every game uses), run on the tiny
 * Riftbound fixture: a ruling stated as data, played through the kernel's scenario runner.
 */
import { describe, expect, it } from 'vitest';
import { InputError, parseScenario, runScenario } from '../../src/index.ts';
import rb from '../fixtures/rb-layers.ts';

const FIORA = `
name: Fiora buffed, defending, then loses the buff
game: rb-layers
rules: ["RB 453.3"]
setup:
  tp: 0
  base: [[fiora], [grunt]]
  hand: [[empower], [purge]]
script:
  - player: 0
    label: cast empower on fiora
    expect:
      - characteristic: { of: { zone: "p0:base", card: fiora }, name: might, equals: 5 }
      - characteristic: { of: { zone: "p0:base", card: fiora }, name: keywords, equals: [deflect, ganking, shield] }
  - player: 1
    choose: end
    error: not-your-decision
  - player: 1
    label: End the turn
    error: not-your-decision
  - player: 0
    choose: end
  - player: 1
    label: grunt attacks fiora
    expect:
      - pending: { player: 1, kind: showdown }
      - characteristic: { of: { zone: "p0:base", card: fiora }, name: might, equals: 6 }
  - player: 1
    label: cast purge on fiora
expect:
  - characteristic: { of: { zone: "p0:base", card: fiora }, name: might, equals: 4 }
  - characteristic: { of: { zone: "p0:base", card: fiora }, name: keywords, equals: [] }
`;

const DOUBLE = `
name: Doubling a defending unit with Shield 2
game: rb-layers
rules: ["RB 419.1.a"]
setup:
  tp: 0
  base: [[grunt], [bulwark]]
  hand: [[], [last-stand, empower]]
script:
  - player: 0
    label: grunt attacks bulwark
    expect:
      - characteristic: { of: { zone: "p1:base", card: bulwark }, name: might, equals: 5 }
  - player: 1
    label: cast last-stand on bulwark
    expect:
      - characteristic: { of: { zone: "p1:base", card: bulwark }, name: might, equals: 10 }
  - player: 1
    choose: pass
expect:
  - zone: { id: "p0:trash", contains: [grunt] }
  - characteristic: { of: { zone: "p1:base", card: bulwark }, name: might, equals: 8 }
  - log: { rule: "RB 419.1.a", count: 1 }
`;

describe('Riftbound examples as scenarios', () => {
  it('RB 453.3: the Fiora example passes as a scenario', () => {
    const r = runScenario(rb, parseScenario(FIORA, 'fiora.yaml'));
    expect(r.failures).toEqual([]);
  });

  it('RB 419.1.a: the doubling example passes as a scenario', () => {
    const r = runScenario(rb, parseScenario(DOUBLE, 'double.yaml'));
    expect(r.failures).toEqual([]);
  });

  it('RB 419.1.a: a scenario expecting the wrong value fails and says why', () => {
    const wrong = DOUBLE.replace('equals: 8', 'equals: 10');
    const r = runScenario(rb, parseScenario(wrong, 'wrong.yaml'));
    expect(r.passed).toBe(false);
    expect(r.failures.join('\n')).toMatch(/expected 10, got 8/);
  });

  it('a scenario setup that breaks the fixture’s schema is refused with a clear input error', () => {
    const bad = FIORA.replace('base: [[fiora], [grunt]]', 'base: [[fiora], [gruntt]]');
    expect(() => runScenario(rb, parseScenario(bad, 'bad.yaml'))).toThrow(InputError);
    expect(() => runScenario(rb, parseScenario(bad, 'bad.yaml'))).toThrow(/base\.1\.0: unknown card/);
  });
});
