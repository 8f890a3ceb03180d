/** VZ 908 triggered abilities: triggered states, the turn player's pick, zone changes, delayed and state triggers. */
import { describe, expect, it } from 'vitest';
import { queueStateTriggers } from '../../src/rules/0908-triggers.ts';
import {
  answer,
  asked,
  at,
  board,
  cards,
  cited,
  finished,
  ids,
  options,
  players,
  power,
  queued,
  reply,
  resolveQueued,
  start,
  withCtx,
} from '../helpers.ts';

describe('triggered states (VZ 908.1)', () => {
  it('VZ 908.1 / VZ 908.1a / VZ 908.1b / VZ 908.3c: three cards put into the trash at once give three triggered states', () => {
    const g = board(players({ area: { '1': { card: 'VZ-C19', tag: 'ash' } }, energy: 3 }));
    start(g, 'vz.pay-energy', { player: 0, n: 3 });
    expect(queued(g)).toEqual(['VZ-C19#0', 'VZ-C19#0', 'VZ-C19#0']);
    expect(cited(g)).toContain('VZ 908.1');
  });

  it('VZ 908.2a: the turn player picks one ability (not one layer); the option says how many times it triggered', () => {
    const g = board(
      players(
        { area: { '1': { card: 'VZ-C19', tag: 'ash' }, '2': 'VZ-C15' }, energy: 2 },
        {},
        { turnPlayer: 1 },
      ),
    );
    start(g, 'vz.pay-energy', { player: 0, n: 2 });
    expect(queued(g).sort()).toEqual(['VZ-C15#0', 'VZ-C15#0', 'VZ-C19#0', 'VZ-C19#0']);
    start(g, 'k.order-triggers');
    // Player 1 is the turn player and chooses, though the abilities are player 0's.
    const d = asked(g);
    expect(d).toMatchObject({ player: 1, kind: 'order-triggers', rule: 'VZ 908.2a' });
    expect(d.domain.type === 'pick' && d.domain.options.map((o) => o.hint?.args?.n)).toEqual([2, 2]);
  });

  it('VZ 908.2: each layer resolves on its own; Ash Collector gets +1 per layer this turn', () => {
    const g = board(players({ area: { '1': { card: 'VZ-C19', tag: 'ash' } }, energy: 2 }));
    start(g, 'vz.pay-energy', { player: 0, n: 2 });
    resolveQueued(g, 'VZ-C19#0');
    resolveQueued(g, 'VZ-C19#0');
    expect(power(g, g.tags.ash)).toBe(3);
    expect(cited(g)).toContain('VZ 908.2');
  });
});

describe('zone changes (VZ 908.3)', () => {
  it('VZ 908.3b: a card moving into the trash together with others sees each of them', () => {
    const g = board(players({ hand: ['VZ-C22', 'VZ-C01', 'VZ-C01'] }));
    start(g, 'vz.discard', { players: [0], n: 3 });
    reply(g, ['h0', 'h1', 'h2']);
    // Echo Wraith saw the two Rookie Idols (not itself).
    expect(queued(g)).toEqual(['VZ-C22#0', 'VZ-C22#0']);
  });

  it('VZ 908.3d: "when this retires" reads the character as it was on the area', () => {
    const g = board(
      players(
        {
          area: {
            '1': { card: 'VZ-C20', damage: 1, tag: 'lantern' },
            '2': { card: 'VZ-C20', damage: 1, tag: 'muted' },
          },
        },
        { area: { '1': 'VZ-C25' } },
      ),
    );
    withCtx(g, (ctx) => {
      // One lantern lost its abilities on the area: it does not trigger when it retires.
      ctx.addEffect({
        source: null,
        controller: 1,
        layer: 'non-numeric',
        op: 'loseAbilities',
        params: {},
        targets: [g.tags.muted],
        until: 'turn',
      });
    });
    start(g, 'vz.charge');
    expect(cards(g, 0, 'energy')).toEqual(['VZ-C20', 'VZ-C20']);
    expect(queued(g)).toEqual(['VZ-C20#0']);
    expect(g.state.triggers[0].source).toBe(g.tags.lantern);
  });

  it('VZ 908.6 / VZ 903.2c: a triggered ability resolves after its card left the area, from what it was', () => {
    const g = board(
      players(
        { area: { '1': { card: 'VZ-C20', damage: 1 } } },
        { area: { '1': { card: 'VZ-C25', tag: 'target' } } },
      ),
    );
    start(g, 'vz.charge');
    resolveQueued(g, 'VZ-C20#0');
    // One legal target: chosen (the question is still asked; the answer is that one).
    expect(asked(g)).toMatchObject({ player: 0, kind: 'target' });
    reply(g, options(g)[0]);
    expect(g.state.objects[g.tags.target].data.damage).toBe(2);
    expect(cited(g)).toContain('VZ 908.2');
  });
});

describe('delayed and state triggers (VZ 908.4, VZ 908.5)', () => {
  it("VZ 908.4 / VZ 908.4a: Time Bomb's delayed ability triggers once, at the next mission phase", () => {
    const g = board(
      players(
        { hand: [{ card: 'VZ-E07', tag: 'bomb' }], energy: 1 },
        { area: { '2': { card: 'VZ-C10', tag: 'wall' } } },
      ),
    );
    start(g, 'vz.play', { player: 0, card: g.tags.bomb, via: 'main' });
    reply(g, options(g)[0]);
    expect(g.state.objects[g.tags.wall].data.damage).toBe(1);
    expect(g.state.delayed).toHaveLength(1);
    start(g, 'vz.mission-phase');
    expect(queued(g)).toEqual(['VZ-E07#delayed']);
    expect(g.state.delayed).toHaveLength(0);
    resolveQueued(g, 'VZ-E07#delayed');
    // Damage was cleared at VZ 704.3 before the delayed ability resolved (it waits for preprocessing).
    expect(g.state.objects[g.tags.wall].data.damage).toBe(2);
    expect(cited(g)).toContain('VZ 908.4');
  });

  it('VZ 908.5a: a state trigger enters its triggered state once while its condition holds', () => {
    const g = board(players({ area: { '1': 'VZ-C30' }, deck: ['VZ-C01', 'VZ-C01'] }));
    withCtx(g, (ctx) => {
      expect(queueStateTriggers(ctx)).toBe(1);
      expect(queueStateTriggers(ctx)).toBe(0);
    });
    resolveQueued(g, 'VZ-C30#0');
    expect(ids(g, 0, 'hand')).toHaveLength(1);
    withCtx(g, (ctx) => expect(queueStateTriggers(ctx)).toBe(0));
  });

  it('VZ 908.2: a "you may" ability asks its controller', () => {
    const g = board(
      players({ hand: ['VZ-C01'], trash: [{ card: 'VZ-C22', tag: 'wraith' }], deck: ['VZ-C01'] }),
    );
    start(g, 'vz.discard', { players: [0], n: 1 });
    reply(g, ['h0']);
    resolveQueued(g, 'VZ-C22#0');
    expect(asked(g)).toMatchObject({ player: 0, kind: 'may' });
    reply(g, 'no');
    expect(cards(g, 0, 'trash')).toContain('VZ-C22');
    void answer;
    void at;
    void finished;
  });
});
