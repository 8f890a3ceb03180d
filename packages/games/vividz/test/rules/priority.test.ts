/**
 * VZ 201 priority and VZ 202 priority preprocessing on the kernel's response window and settle loop;
 * the turn's phases around them (VZ 701–706) and the attack's steps (VZ 801–806).
 */
import { kernelChecks, ruling } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import vividz from '../../src/index.ts';

kernelChecks.windows = true;

/**
 * Every priority preprocessing, logged or not: the game logs one only when it did something
 * (issue 16), so the tests of when preprocessing runs mark each run in the log under the key
 * `test.preprocess`, with the rule that called for it.
 */
const runPreprocess = vividz.procedures['vz.preprocess'];
vividz.procedures['vz.preprocess'] = (ctx, f, input) => {
  if (f.step === 0) ctx.log((f.d as { rule: string }).rule, 'test.preprocess');
  runPreprocess(ctx, f, input);
};

/** The rules cited in the log, in order, that start with one of the prefixes. */
function citedIn(log: { rule?: string }[], ...prefixes: string[]): string[] {
  return log.flatMap((e) => (e.rule && prefixes.some((p) => e.rule!.startsWith(p)) ? [e.rule] : []));
}

describe('priority in the main phase (VZ 201, VZ 703)', () => {
  it('VZ 201.1 / VZ 201.3 / VZ 703.2: only the turn player is asked, with every kind of action and a pass', () => {
    const t = ruling(vividz, {
      setup: {
        players: [
          {
            account: 'VZ-A01',
            missions: ['VZ-M03'],
            area: { '1': 'VZ-C01', '2': 'VZ-C04', '3': 'VZ-C12' },
            hand: ['VZ-C25', 'VZ-E07'],
            energy: 2,
          },
          { hand: ['VZ-C21'], area: { '1': 'VZ-C25' } },
        ],
      },
    });
    expect(t.decision()).toMatchObject({ player: 0, kind: 'main', rule: 'VZ 703.2' });
    expect(t.decision(1)).toBeUndefined();
    expect(t.labels()).toEqual(
      expect.arrayContaining([
        'Pass',
        'Play Iron Recruit',
        'Play Time Bomb',
        "Activate Aurora Stage's ability 1",
        'Rookie Idol attacks in lane 1',
        'Check the mission Full House',
      ]),
    );
  });

  it('VZ 703.3 / VZ 703.3a: after an action the turn player chooses again; a pass goes on to the mission phase', () => {
    const t = ruling(vividz, {
      setup: { players: [{ hand: ['VZ-C25'], energy: 1, deck: ['VZ-C01', 'VZ-C01'] }, { deck: ['VZ-C01'] }] },
    });
    t.act('Play Iron Recruit').act('area 2');
    expect(t.decision()).toMatchObject({ player: 0, kind: 'main' });
    expect(t.zone('p0:area')).toEqual(['VZ-C25']);
    t.pass();
    // VZ 704 → VZ 705 (the hand is empty: nothing to keep or charge) → VZ 706 …
    expect(citedIn(t.log, 'VZ 703.3', 'VZ 704.5', 'VZ 705.4', 'VZ 706')).toEqual([
      'VZ 703.3',
      'VZ 703.3a',
      'VZ 704.5',
      'VZ 705.4',
      'VZ 706.2',
      'VZ 706.5',
    ]);
    // … and the opponent's turn begins: they are the turn player now (VZ 701.1, VZ 701.2).
    expect(t.decision()).toMatchObject({ player: 1, kind: 'main' });
    expect(t.state.g.turnPlayer).toBe(1);
  });

  it('VZ 904.2f: a declaration that was undone asks the same question again, without preprocessing', () => {
    const t = ruling(vividz, {
      setup: { players: [{ hand: ['VZ-C02'], area: { '1': 'VZ-C01' }, energy: 1 }, {}] },
    });
    const before = t.log.filter((e) => e.msg.key === 'test.preprocess').length;
    t.act('Play Rising Star').act('area 3');
    expect(t.logged('VZ 904.2f')).toBe(1);
    expect(t.decision()).toMatchObject({ player: 0, kind: 'main' });
    expect(t.log.filter((e) => e.msg.key === 'test.preprocess').length).toBe(before);
  });
});

describe('priority preprocessing (VZ 202)', () => {
  it('VZ 201.2 / VZ 202.1 / VZ 202.2 / VZ 202.2a / VZ 202.2b: before the turn player is asked, triggers resolve one at a time with rule effects between them', () => {
    // Spotlight Ace enters (2 damage to Iron Recruit in its lane) together with the trash triggers of
    // paying its 4 energy for Ash Collector: the turn player picks; the Recruit retires at once
    // after the Ace's trigger (VZ 202.2a), before the next trigger (VZ 202.2b).
    const t = ruling(vividz, {
      setup: {
        players: [
          { hand: ['VZ-C06'], area: { '1': { card: 'VZ-C19', tag: 'ash' } }, energy: 4 },
          { area: { '2': 'VZ-C25' } },
        ],
      },
    });
    t.act('Play Spotlight Ace').act('area 2');
    expect(t.decision()).toMatchObject({ player: 0, kind: 'order-triggers', rule: 'VZ 908.2a' });
    t.act("Spotlight Ace's ability 1");
    // Its one target is chosen (VZ 902.3).
    t.act('Iron Recruit');
    expect(t.zone('p1:energy')).toEqual(['VZ-C25']);
    // The Ash Collector's four layers resolve without a question; then the turn player has priority.
    expect(t.decision()).toMatchObject({ player: 0, kind: 'main' });
    expect(t.characteristic('ash', 'power')).toBe(5);
    const order = t.log.flatMap((e) =>
      e.msg.key === 'vz.resolve-trigger' || e.rule === 'VZ 1004.1' ? [e.rule] : [],
    );
    expect(order.slice(0, 2)).toEqual(['VZ 908.2', 'VZ 1004.1']);
    expect(order.filter((r) => r === 'VZ 908.2')).toHaveLength(5);
  });

  it('VZ 701.3 / VZ 702.2 / VZ 702.5: the start-draw phase preprocesses, reboots, draws, preprocesses; then the main phase (VZ 703.1)', () => {
    const t = ruling(vividz, {
      setup: {
        phase: 'start-draw',
        players: [
          {
            account: { card: 'VZ-A01', sleep: true },
            hand: ['VZ-C01'],
            deck: ['VZ-C01', 'VZ-C01', 'VZ-C01', 'VZ-C01', 'VZ-C01'],
          },
          {},
        ],
      },
    });
    expect(citedIn(t.log, 'VZ 702', 'VZ 1106')).toEqual(['VZ 702.2', 'VZ 702.3', 'VZ 1106.1', 'VZ 702.5']);
    expect(t.zone('p0:hand')).toHaveLength(5);
    expect(t.decision()).toMatchObject({ player: 0, kind: 'main' });
    expect(t.state.g.phase).toBe('main');
  });
});

describe('logging priority preprocessing (issue 16)', () => {
  it('VZ 202.1 / VZ 806.1 / VZ 1004.1: a preprocessing that applies a rule effect is logged after it, with its rule and how many; those that find nothing are not logged', () => {
    const t = ruling(vividz, {
      setup: {
        players: [
          { area: { '2': 'VZ-C02' }, deck: ['VZ-C01', 'VZ-C01'] },
          { area: { '2': 'VZ-C25' }, deck: ['VZ-C01', 'VZ-C01'] },
        ],
      },
    });
    t.act('Rising Star attacks in lane 2');
    // Seven preprocessings ran (one per step, VZ 802.1d … VZ 806.4) …
    expect(t.log.filter((e) => e.msg.key === 'test.preprocess')).toHaveLength(7);
    // … and only the one of VZ 806.1 did something: the Iron Recruit retired (VZ 1004.1).
    const done = t.log.filter((e) => e.msg.key === 'vz.preprocessed');
    expect(done).toEqual([
      expect.objectContaining({ rule: 'VZ 806.1', msg: { key: 'vz.preprocessed', args: { n: 1 } } }),
    ]);
    expect(t.log.indexOf(done[0])).toBeGreaterThan(t.log.findIndex((e) => e.rule === 'VZ 1004.1'));
  });
});

describe('the attack and its steps (VZ 801–806)', () => {
  it('VZ 801.1 / VZ 802.1d / VZ 803.2 / VZ 804.1 / VZ 805.1 / VZ 806.1 / VZ 806.4: each step preprocesses in order', () => {
    const t = ruling(vividz, {
      setup: {
        players: [
          { area: { '2': 'VZ-C02' }, deck: ['VZ-C01', 'VZ-C01'] },
          { area: { '2': 'VZ-C10' }, deck: ['VZ-C01', 'VZ-C01'] },
        ],
      },
    });
    t.act('Rising Star attacks in lane 2');
    const steps = t.log.flatMap((e) => (e.msg.key === 'test.preprocess' ? [e.rule] : []));
    expect(steps).toEqual([
      'VZ 802.1d',
      'VZ 803.2',
      'VZ 804.1',
      'VZ 804.2b',
      'VZ 805.1',
      'VZ 806.1',
      'VZ 806.4',
    ]);
    expect(t.decision()).toMatchObject({ player: 0, kind: 'main' });
  });

  it('VZ 803.1: the defender is asked when they hold cards or a usable public ability; otherwise the step passes silently', () => {
    const asked = ruling(vividz, {
      setup: {
        players: [
          { area: { '1': 'VZ-C01' }, deck: ['VZ-C01', 'VZ-C01'] },
          { hand: ['VZ-C01'], deck: ['VZ-C01'] },
        ],
      },
    });
    asked.act('Rookie Idol attacks in lane 1');
    // One hand card: no slide is possible and it has no ability, but whether it could is hidden.
    expect(asked.decision()).toMatchObject({ player: 1, kind: 'defence', rule: 'VZ 803.1' });
    expect(asked.labels()).toEqual(['Pass']);
    const silent = ruling(vividz, {
      setup: { players: [{ area: { '1': 'VZ-C01' }, deck: ['VZ-C01', 'VZ-C01'] }, { deck: ['VZ-C01'] }] },
    });
    silent.act('Rookie Idol attacks in lane 1');
    expect(silent.decision()).toMatchObject({ player: 0, kind: 'main' });
    expect(silent.state.g.counts[0].successes).toBe(1);
  });
});
