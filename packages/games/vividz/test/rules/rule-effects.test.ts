/** VZ 1000 rule effects (the kernel's ordered state checks) and VZ 912 replacements. */
import { describe, expect, it } from 'vitest';
import { RULE_EFFECTS } from '../../src/rules/1000-rule-effects.ts';
import {
  answer,
  asked,
  board,
  cards,
  cited,
  finished,
  ids,
  options,
  players,
  reply,
  start,
  withCtx,
} from '../helpers.ts';

describe('rule effects in order (VZ 1001.2a)', () => {
  it('VZ 1001.2a: the kernel checks them in the order level up, illegal character, retire by damage, losing', () => {
    expect(RULE_EFFECTS.mode).toBe('ordered');
    expect(RULE_EFFECTS.checks.map((c) => c.rule)).toEqual([
      'VZ 1002.1',
      'VZ 1003.1',
      'VZ 1004.1',
      'VZ 1005.1',
    ]);
  });

  it('VZ 1001.1 / VZ 1001.2 / VZ 1001.2a: all four at once resolve in that order, in preprocessing', () => {
    // Player 0, lane 1: Rookie Idol then Chorus Leader (newest, higher cost) — level up. Player 1, lane 2:
    // Bass Wall then Rookie Idol (newest, cheaper) — illegal; lane 3 a damaged Iron Recruit. Player 0's deck
    // is empty at the start-draw preprocessing.
    const g = board(
      players(
        { area: { '1': ['VZ-C01', 'VZ-C04'] } },
        { area: { '2': ['VZ-C10', 'VZ-C01'], '3': { card: 'VZ-C25', damage: 2 } }, deck: ['VZ-C01'] },
      ),
    );
    start(g, 'vz.start-draw');
    expect(cited(g).filter((r) => r.startsWith('VZ 100'))).toEqual([
      'VZ 1002.1',
      'VZ 1003.1',
      'VZ 1004.1',
      'VZ 1005.2',
    ]);
    expect(cards(g, 0, 'exp')).toEqual(['VZ-C01']);
    expect(cards(g, 1, 'trash')).toEqual(['VZ-C10']);
    expect(cards(g, 1, 'energy')).toEqual(['VZ-C25']);
    expect(g.state.result).toMatchObject({ winners: [1] });
  });
});

describe('level up and illegal characters (VZ 1002, VZ 1003)', () => {
  it('VZ 1002.1: the newest character of the highest cost (ties included, D17) keeps the others as EXP and is Lv UP', () => {
    const g = board(players({ area: { '2': ['VZ-C03', { card: 'VZ-C11', tag: 'top' }] } }));
    start(g, 'vz.charge');
    expect(cards(g, 0, 'area')).toEqual(['VZ-C11']);
    expect(cards(g, 0, 'exp')).toEqual(['VZ-C03']);
    expect(g.state.objects[g.tags.top].data.lvup).toBe(true);
    expect(g.state.g.counts[0].levelUps).toBe(1);
  });

  it('VZ 1003.1: a newest character that is not the highest cost stays; the others go to the trash', () => {
    const g = board(players({ area: { '2': ['VZ-C06', { card: 'VZ-C01', tag: 'new' }] } }));
    start(g, 'vz.charge');
    expect(ids(g, 0, 'area')).toEqual([g.tags.new]);
    expect(cards(g, 0, 'trash')).toEqual(['VZ-C06']);
  });
});

describe('retiring by damage (VZ 1004, decisions D2)', () => {
  it('VZ 1004.1 / VZ 305.2: damage equal to power retires; one less does not', () => {
    const g = board(
      players({
        area: { '1': { card: 'VZ-C10', damage: 5 }, '2': { card: 'VZ-C10', damage: 4, tag: 'alive' } },
      }),
    );
    start(g, 'vz.charge');
    expect(ids(g, 0, 'area')).toEqual([g.tags.alive]);
    expect(cards(g, 0, 'energy')).toEqual(['VZ-C10']);
    expect(cited(g)).toContain('VZ 1004.1');
  });

  it('VZ 1004.2: power 0 or less retires without damage', () => {
    const g = board(players({ area: { '1': { card: 'VZ-C01', tag: 'c' } } }));
    withCtx(g, (ctx) => {
      ctx.addEffect({
        source: null,
        controller: 1,
        layer: 'numeric',
        op: 'power',
        params: { n: -2 },
        targets: [g.tags.c],
        until: 'turn',
      });
    });
    start(g, 'vz.charge');
    expect(cards(g, 0, 'area')).toEqual([]);
    expect(cited(g)).toContain('VZ 1004.2');
  });

  it("VZ 1110.1: a retired character goes to its owner's energy zone", () => {
    const g = board(players({ area: { '1': { card: 'VZ-C01', damage: 9 } } }));
    start(g, 'vz.charge');
    expect(cards(g, 0, 'energy')).toEqual(['VZ-C01']);
    expect(cited(g)).toContain('VZ 1110.1');
  });
});

describe('replacement effects (VZ 912)', () => {
  it('VZ 912.1: "instead" — Phoenix Idol goes to the hand instead of retiring (no retire trigger)', () => {
    const g = board(players({ area: { '1': { card: 'VZ-C09', damage: 3 } } }));
    start(g, 'vz.charge');
    expect(cards(g, 0, 'hand')).toEqual(['VZ-C09']);
    expect(cards(g, 0, 'energy')).toEqual([]);
    expect(cited(g)).toEqual(expect.arrayContaining(['VZ 912.1']));
  });

  it('VZ 912.2: two replacements for the same retirement — the turn player chooses which applies', () => {
    // Player 1's Phoenix Idol would retire during player 0's turn; its own replacement and the Guardian Drone's both apply.
    const g = board(
      players({}, { area: { '1': { card: 'VZ-C09', damage: 3 }, '2': 'VZ-C27' }, deck: ['VZ-C25'] }),
    );
    start(g, 'vz.charge');
    expect(asked(g)).toMatchObject({ player: 0, kind: 'choose-replacement', rule: 'VZ 912.2' });
    expect(options(g)).toHaveLength(2);
    const drone = options(g).find(
      (o) => g.state.objects[Number(o.slice(1).split('.')[0])]?.card === 'VZ-C27',
    )!;
    reply(g, drone);
    expect(cards(g, 1, 'deck')).toEqual(['VZ-C09', 'VZ-C25']);
    expect(cards(g, 1, 'hand')).toEqual([]);
    expect(finished(g)).toBe(true);
  });
});

describe('losing (VZ 1005, VZ 101)', () => {
  it('VZ 101.4: a player may concede; the other wins', async () => {
    const { concede } = await import('../../src/rules/0601-setup.ts');
    const g = board(players());
    concede(g.state, 1);
    expect(g.state.result).toMatchObject({ winners: [0], rule: 'VZ 101.4' });
  });

  it('VZ 101.2 / VZ 101.3: one loser — the other wins; both at once — a draw', async () => {
    const { endByLoss } = await import('../../src/rules/1000-rule-effects.ts');
    const g = board(players());
    withCtx(g, (ctx) => endByLoss(ctx, [0, 1], 'VZ 1005.2'));
    expect(g.state.result).toMatchObject({ draw: true, rule: 'VZ 101.3', winners: [] });
    const h = board(players());
    withCtx(h, (ctx) => endByLoss(ctx, [1], 'VZ 1005.2'));
    expect(h.state.result).toMatchObject({ draw: false, winners: [0] });
    void answer;
  });
});
