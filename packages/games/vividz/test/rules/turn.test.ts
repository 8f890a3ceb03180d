/** VZ 700: the phases of a turn, and VZ 1005 losing the game at their preprocessing. */
import { KERNEL_CATALOG, type PlayerId, redactLog, renderMsg } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import vividz from '../../src/index.ts';
import { legalMainActions } from '../../src/rules/0700-turn.ts';
import {
  asked,
  board,
  cards,
  cited,
  finished,
  ids,
  options,
  players,
  queued,
  reply,
  start,
} from '../helpers.ts';

const deck = (n: number) => Array.from({ length: n }, () => 'VZ-C01');

describe('start-draw phase (VZ 702)', () => {
  it('VZ 702.3 / VZ 702.4: reboot the account; fewer than 5 in hand → draw up to 5', () => {
    const g = board(
      players({ account: { card: 'VZ-A01', sleep: true }, hand: ['VZ-C01', 'VZ-C01'], deck: deck(10) }),
    );
    start(g, 'vz.start-draw');
    expect(finished(g)).toBe(true);
    expect(ids(g, 0, 'hand')).toHaveLength(5);
    expect(g.state.objects[ids(g, 0, 'account')[0]].data.sleep).toBeUndefined();
    expect(cited(g)).toEqual(expect.arrayContaining(['VZ 702.3', 'VZ 1106.1']));
  });

  it('VZ 702.4: 5 or more in hand → draw exactly 1', () => {
    const g = board(players({ hand: deck(6), deck: deck(10) }));
    start(g, 'vz.start-draw');
    expect(ids(g, 0, 'hand')).toHaveLength(7);
  });

  it('VZ 702.4a: no draw in the first turn of the game (decisions D6)', () => {
    const g = board(players({ hand: ['VZ-C01'], deck: deck(10) }, {}, { turn: 1 }));
    start(g, 'vz.start-draw');
    expect(ids(g, 0, 'hand')).toHaveLength(1);
    expect(cited(g)).toContain('VZ 702.4a');
  });

  it('VZ 702.1: "when your start-draw phase begins" and in turn 1 "when the game begins" trigger', () => {
    const gameStart = {
      id: 'VZ-C90',
      kind: 'character',
      name: { zh: '开场', en: 'Opener' },
      cost: 1,
      power: 1,
      missionInfo: 'any',
      abilities: [
        { type: 'auto', on: 'gameStart', fx: [{ op: 'draw', n: 1 }] },
        { type: 'auto', on: 'startDraw', fx: [{ op: 'draw', n: 1 }] },
      ],
      text: { zh: '测试', en: 'test' },
    };
    const g = board(players({ area: { '2': 'VZ-C90' }, deck: deck(5) }, {}, { turn: 1 }), [gameStart]);
    start(g, 'vz.start-draw');
    expect(queued(g)).toEqual(['VZ-C90#0', 'VZ-C90#1']);
  });

  it('VZ 704.1 / VZ 705.1 / VZ 706.1: "when your … phase begins" triggers at the start of each phase', () => {
    const phases = {
      id: 'VZ-C92',
      kind: 'character',
      name: { zh: '报时', en: 'Clock' },
      cost: 1,
      power: 1,
      missionInfo: 'any',
      abilities: ['missionPhase', 'charge', 'endDraw'].map((on) => ({
        type: 'auto',
        on,
        fx: [{ op: 'draw', n: 1 }],
      })),
      text: { zh: '测试', en: 'test' },
    };
    const g = board(players({ area: { '2': 'VZ-C92' }, deck: deck(9) }), [phases]);
    // Each resolves in its phase's preprocessing (VZ 704.5, VZ 705.4, VZ 706.2): which ability resolved.
    const resolved = () => g.log.filter((e) => e.msg.key === 'vz.resolve-trigger').map((e) => e.msg.args?.ab);
    start(g, 'vz.mission-phase');
    expect(resolved()).toEqual([1]);
    start(g, 'vz.charge');
    reply(g, 'none'); // VZ 705.2: keep nothing
    reply(g, []); // VZ 705.3: charge nothing
    expect(resolved()).toEqual([1, 2]);
    start(g, 'vz.end-draw');
    expect(resolved()).toEqual([1, 2, 3]);
    expect(queued(g)).toEqual([]);
  });

  it('VZ 1005.2: a turn player with an empty deck at the start-draw preprocessing loses', () => {
    const g = board(players({ hand: deck(3) }, { deck: deck(3) }));
    start(g, 'vz.start-draw');
    expect(g.state.result).toMatchObject({ winners: [1], rule: 'VZ 1005.2' });
    // The game-over line says why, under the rule (issue 16).
    expect(g.state.result!.reason).toEqual({ key: 'vz.lose-deck', args: { player: 0 } });
    expect(g.log.at(-1)).toMatchObject({
      rule: 'VZ 1005.2',
      msg: { key: 'k.game-over-why', args: { reason: { key: 'vz.lose-deck' } } },
    });
  });
});

describe('mission phase (VZ 704)', () => {
  it('VZ 704.2 / VZ 704.2a / VZ 704.2b: a checked mission whose clear conditions hold is completed, another is unchecked', () => {
    // Debut Stage clears with a Center character; Level Up Live needs 2 characters (only 1 here).
    const g = board(
      players(
        {
          missions: [
            { card: 'VZ-M01', sleep: true, tag: 'debut' },
            { card: 'VZ-M02', sleep: true, tag: 'live' },
            'VZ-M03',
          ],
          area: { '2': { card: 'VZ-C01', damage: 1, tag: 'c' } },
        },
        { area: { '1': { card: 'VZ-C25', damage: 1, tag: 'o' } } },
      ),
    );
    start(g, 'vz.mission-phase');
    expect(g.state.objects[g.tags.debut].faceDown).toBe(true);
    expect(g.state.objects[g.tags.live]).toMatchObject({ data: {} });
    expect(g.state.objects[g.tags.live].faceDown).toBeUndefined();
    // VZ 704.3: damage of both players' characters is removed.
    expect(g.state.objects[g.tags.c].data.damage).toBeUndefined();
    expect(g.state.objects[g.tags.o].data.damage).toBeUndefined();
    expect(cited(g)).toEqual(expect.arrayContaining(['VZ 704.2a', 'VZ 704.2b', 'VZ 704.3']));
    expect(g.state.result).toBeNull();
    // VZ 704.2a / VZ 1114.1: the mission was face up when cleared; the log still names it after it
    // turned face down, for the opponent and a spectator too.
    const name = vividz.cardName?.('VZ-M01', 'en') as string;
    for (const viewer of [1, null]) {
      const text = logText(g, viewer);
      expect(text).toContain(`${name} is cleared`);
      expect(text).toContain(`${name} is completed (face down)`);
    }
  });

  it('VZ 704.4: "until the end of the mission phase" effects end, and VZ 1118.1 attack successes with them', () => {
    const g = board(players({ area: { '2': { card: 'VZ-C01', tag: 'c' } } }));
    g.state.g.counts[0].successes = 2;
    g.state.effects.push({
      id: 'e1',
      ts: 1,
      source: null,
      controller: 0,
      layer: 'numeric',
      op: 'power',
      params: { n: 2 },
      targets: [g.tags.c],
      until: 'mission',
    });
    expect(g.state.effects).toHaveLength(1);
    start(g, 'vz.mission-phase');
    expect(g.state.effects).toHaveLength(0);
    expect(g.state.g.counts[0].successes).toBe(0);
    expect(cited(g)).toContain('VZ 704.4');
  });

  it("VZ 1005.1: when all of the turn player's missions are completed at the mission phase, the opponent loses", () => {
    const g = board(
      players({
        missions: [
          { card: 'VZ-M01', faceDown: true },
          { card: 'VZ-M02', faceDown: true },
          { card: 'VZ-M03', sleep: true },
        ],
        area: { '1': 'VZ-C01', '2': 'VZ-C01', '3': 'VZ-C01' },
        energy: 5,
      }),
    );
    start(g, 'vz.mission-phase');
    expect(g.state.result).toMatchObject({ winners: [0], rule: 'VZ 1005.1' });
    expect(g.state.result!.reason).toEqual({ key: 'vz.lose-missions', args: { player: 1 } });
    expect(g.log.at(-1)).toMatchObject({ rule: 'VZ 1005.1', msg: { key: 'k.game-over-why' } });
  });

  it('VZ 1005.1: completed missions do not end the game outside the mission phase', () => {
    const g = board(
      players({
        missions: [
          { card: 'VZ-M01', faceDown: true },
          { card: 'VZ-M02', faceDown: true },
          { card: 'VZ-M04', faceDown: true },
        ],
        deck: deck(3),
      }),
    );
    start(g, 'vz.charge');
    expect(g.state.result).toBeNull();
  });
});

describe('charge phase (VZ 705)', () => {
  it('VZ 705.2: a hand card into the Keep, the old Keep card into the trash; VZ 705.3: any hand cards into energy', () => {
    const g = board(players({ hand: ['VZ-C02', 'VZ-C03', 'VZ-C04'], keep: ['VZ-C10'] }));
    start(g, 'vz.charge');
    expect(asked(g)).toMatchObject({ kind: 'keep', rule: 'VZ 705.2' });
    expect(options(g)).toEqual(['none', 'h0', 'h1', 'h2']);
    reply(g, 'h1');
    expect(cards(g, 0, 'keep')).toEqual(['VZ-C03']);
    expect(cards(g, 0, 'trash')).toEqual(['VZ-C10']);
    expect(asked(g)).toMatchObject({ kind: 'charge', rule: 'VZ 705.3' });
    reply(g, ['h1']);
    expect(cards(g, 0, 'energy')).toEqual(['VZ-C04']);
    expect(cards(g, 0, 'hand')).toEqual(['VZ-C02']);
    // VZ 502.4b / VZ 506.4: energy is face up and public.
    expect(g.state.objects[ids(g, 0, 'energy')[0]].faceDown).toBeUndefined();
    // VZ 705.3: so the log names the charged card to the opponent (not "a hidden card").
    const name = vividz.cardName?.('VZ-C04', 'en') as string;
    expect(logText(g, 1)).toContain(`player 0 charges ${name}`);
    expect(finished(g)).toBe(true);
  });
});

describe('end-draw phase (VZ 706) and the end of the turn', () => {
  it('VZ 701.2 / VZ 706.3 / VZ 706.4 / VZ 706.5: reboot, refill, then the other player\'s turn; "this turn" effects end', () => {
    const g = board(
      players(
        {
          account: { card: 'VZ-A01', sleep: true },
          hand: deck(2),
          deck: deck(8),
          area: { '2': { card: 'VZ-C01', tag: 'c' } },
        },
        { deck: deck(8) },
      ),
    );
    g.state.effects.push({
      id: 'e1',
      ts: 1,
      source: null,
      controller: 0,
      layer: 'numeric',
      op: 'power',
      params: { n: 2 },
      targets: [g.tags.c],
      until: 'turn',
    });
    g.state.flow.push({ proc: 'test.halt', step: 0, d: {} });
    g.state.flow.push({ proc: 'vz.turn', step: 5, d: {} });
    start(g, 'vz.end-draw');
    // The end-draw ran, then the turn ended: player 1's turn 4 began and stopped at its main phase.
    expect(ids(g, 0, 'hand')).toHaveLength(5);
    expect(g.state.g).toMatchObject({ turn: 4, turnPlayer: 1 });
    expect(g.state.effects).toHaveLength(0);
    expect(cited(g)).toEqual(expect.arrayContaining(['VZ 706.3', 'VZ 706.5', 'VZ 701.1']));
  });

  it('VZ 1005.2: an empty deck at the end-draw preprocessing loses', () => {
    const g = board(players({ hand: deck(5) }, { deck: deck(3) }));
    start(g, 'vz.end-draw');
    expect(g.state.result).toMatchObject({ winners: [1], rule: 'VZ 1005.2' });
  });
});

describe('main phase actions (VZ 703.2)', () => {
  it('VZ 703.2: play from hand or Keep (VZ 508.2) if affordable, activate, attack, check a mission whose conditions hold, pass', () => {
    const g = board(
      players({
        hand: [
          { card: 'VZ-C03', tag: 'cheap' },
          { card: 'VZ-C06', tag: 'dear' },
        ],
        keep: [{ card: 'VZ-C01', tag: 'kept' }],
        area: { '2': { card: 'VZ-C18', tag: 'attacker' }, '1': { card: 'VZ-C11', sleep: true } },
        missions: [
          { card: 'VZ-M01', tag: 'debut' },
          { card: 'VZ-M03', tag: 'full' },
        ],
        account: { card: 'VZ-A01', tag: 'acc' },
        energy: 2,
      }),
    );
    g.state.g.counts[0].successes = 1;
    const acts = legalMainActions(g.state);
    expect(acts).toEqual(
      expect.arrayContaining([
        { kind: 'play', card: g.tags.cheap },
        { kind: 'play', card: g.tags.kept },
        { kind: 'attack', attacker: g.tags.attacker },
        { kind: 'check', mission: g.tags.debut },
        { kind: 'activate', source: g.tags.acc, index: 0 },
        { kind: 'pass' },
      ]),
    );
    // Too expensive, sleeping attacker, mission condition not met.
    expect(acts).not.toContainEqual({ kind: 'play', card: g.tags.dear });
    expect(acts.filter((a) => a.kind === 'attack')).toHaveLength(1);
    expect(acts).not.toContainEqual({ kind: 'check', mission: g.tags.full });
  });

  it('VZ 703.2a: no events and no attacks in the first turn (decisions D6)', () => {
    const g = board(
      players({ hand: ['VZ-E02', 'VZ-C01'], area: { '2': 'VZ-C18' }, energy: 3 }, {}, { turn: 1 }),
    );
    const kinds = legalMainActions(g.state).map((a) =>
      a.kind === 'play' ? g.state.objects[a.card].card : a.kind,
    );
    expect(kinds).toEqual(['VZ-C01', 'pass']);
  });
});

/** The log as a reader sees it (redacted), in English. */
function logText(g: ReturnType<typeof board>, viewer: PlayerId | null): string {
  const catalog = { ...KERNEL_CATALOG, ...vividz.catalog };
  return redactLog(g.state, vividz, g.log, viewer)
    .map((e) => renderMsg(e.msg, 'en', catalog, vividz.cardName))
    .join('\n');
}
