/** VZ 904–907: playing cards and activating abilities, energy costs (VZ 905). */
import { redactLog, restore, serialize, stateHash } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { costDownAmount, modifiedCost, playCost } from '../../src/rules/0905-energy.ts';
import {
  asked,
  at,
  board,
  cards,
  cited,
  finished,
  ids,
  options,
  players,
  reply,
  start,
  TEST_MODULE,
  withCtx,
} from '../helpers.ts';

/** The state as it can be compared across a rollback: request ids are never reused by design. */
function comparableHash(g: ReturnType<typeof board>): string {
  const s = JSON.parse(serialize(g.state));
  return stateHash({ ...s, decisionCount: 0, pending: { ...s.pending, id: 0 } } as never);
}

describe('playing a character (VZ 904.2, VZ 906)', () => {
  it('VZ 904.1 / VZ 904.2d / VZ 904.2e / VZ 905.1 / VZ 905.2 / VZ 905.2a / VZ 905.3 / VZ 906.1 / VZ 906.1a / VZ 906.2 / VZ 906.2a / VZ 905.3a: choose an area, pay the energy chosen, the character enters rebooted', () => {
    const g = board(players({ hand: [{ card: 'VZ-C03', tag: 'singer' }], energy: 3 }));
    start(g, 'vz.play', { player: 0, card: g.tags.singer, via: 'main' });
    // VZ 906.1a: the area is chosen before the card is revealed and its cost fixed.
    expect(asked(g)).toMatchObject({ player: 0, kind: 'area', rule: 'VZ 906.1a' });
    reply(g, 'l1');
    // VZ 904.2b: the card was revealed to both players.
    expect(cited(g)).toContain('VZ 1108.1');
    // VZ 905.3a: 2 of the 3 energy are chosen, one at a time (each step can cancel, D31).
    expect(asked(g)).toMatchObject({ kind: 'pay-energy', rule: 'VZ 905.3a' });
    reply(g, options(g)[0]);
    expect(asked(g)).toMatchObject({ kind: 'pay-energy', rule: 'VZ 905.3a' });
    reply(g, options(g)[0]);
    expect(finished(g)).toBe(true);
    expect(cards(g, 0, 'area')).toEqual(['VZ-C03']);
    const id = at(g, 0, 2);
    expect(g.state.objects[id].data.sleep).toBeUndefined(); // VZ 503.3
    expect(cards(g, 0, 'trash')).toHaveLength(2); // VZ 905.3c
    expect(ids(g, 0, 'energy')).toHaveLength(1);
    expect(cited(g)).toEqual(expect.arrayContaining(['VZ 904.2a', 'VZ 904.2h', 'VZ 905.3c']));
  });

  it('VZ 904.2f / VZ 905.3b: a cost that cannot be paid after the area was chosen rolls the declaration back', () => {
    // Rising Star (cost 2, cost-reduction icon) is cheaper in lane 1 where a cheaper character stands.
    const g = board(players({ hand: [{ card: 'VZ-C02', tag: 'star' }], area: { '1': 'VZ-C01' }, energy: 1 }));
    const before = serialize(g.state);
    start(g, 'vz.play', { player: 0, card: g.tags.star, via: 'main' });
    reply(g, 'l2'); // lane 3: no reduction there, cost 2 > 1 energy
    expect(finished(g)).toBe(true);
    expect(cited(g)).toContain('VZ 904.2f');
    expect(cards(g, 0, 'hand')).toEqual(['VZ-C02']);
    expect(ids(g, 0, 'energy')).toHaveLength(1);
    // Everything but the decision counter and the halt is as it was.
    // restore, not JSON.parse: the text writes objects and zones compactly (issue 10).
    const now = restore(serialize(g.state));
    const was = restore(before);
    expect(now.objects).toEqual(was.objects);
    expect(now.zones).toEqual(was.zones);
  });

  it('VZ 904.2a / VZ 906.1a: the area choice offers cancel, which rolls the declaration back exactly (issue 16)', () => {
    const g = board(players({ hand: [{ card: 'VZ-C03', tag: 'singer' }], energy: 3 }));
    withCtx(g, () => undefined);
    // The decision counter (and the open request's id, made from it) moves on by design: request
    // ids are never reused. Everything else must be exactly as before the declaration.
    const comparable = () => {
      const s = JSON.parse(serialize(g.state));
      return { ...s, decisionCount: 0, pending: { ...s.pending, id: 0 } };
    };
    const before = stateHash(comparable() as never);
    start(g, 'vz.play', { player: 0, card: g.tags.singer, via: 'main' });
    expect(asked(g)).toMatchObject({ kind: 'area', rule: 'VZ 906.1a' });
    expect(options(g)).toEqual(['l0', 'l1', 'l2', 'cancel']);
    reply(g, 'cancel');
    expect(finished(g)).toBe(true);
    expect(cards(g, 0, 'hand')).toEqual(['VZ-C03']);
    expect(g.log.at(-1)?.msg.key).toBe('vz.cancelled');
    expect(stateHash(comparable() as never)).toBe(before);
  });

  it('VZ 905.3a / VZ 905.3c: energy is chosen one card at a time; an energy card keeps its option while paying; all go to the trash together', () => {
    const g = board(players({ hand: [{ card: 'VZ-E01', tag: 'e' }], energy: 4 }));
    const energy = [...ids(g, 0, 'energy')];
    start(g, 'vz.play', { player: 0, card: g.tags.e, via: 'main' });
    expect(asked(g)).toMatchObject({ kind: 'pay-energy', rule: 'VZ 905.3a', domain: { min: 1, max: 1 } });
    expect(options(g)).toEqual([...energy.map((id) => `e${id}`), 'cancel']);
    reply(g, `e${energy[1]}`);
    // Nothing moved yet: the others keep their ids, and the chosen one is no longer offered.
    expect(ids(g, 0, 'energy')).toEqual(energy);
    expect(options(g)).toEqual([`e${energy[0]}`, `e${energy[2]}`, `e${energy[3]}`, 'cancel']);
    reply(g, `e${energy[3]}`);
    expect(ids(g, 0, 'energy')).toEqual([energy[0], energy[2]]);
    expect(cards(g, 0, 'trash')).toEqual(expect.arrayContaining(['VZ-E01']));
    expect(cited(g)).toContain('VZ 905.3c');
  });

  it("VZ 904.2a / VZ 905.3a: cancel at any card of an event's payment puts the state back exactly as before the declaration (D31)", () => {
    for (const step of [0, 1]) {
      const g = board(players({ hand: [{ card: 'VZ-E01', tag: 'e' }], energy: 3 }));
      withCtx(g, () => undefined);
      const before = comparableHash(g);
      start(g, 'vz.play', { player: 0, card: g.tags.e, via: 'main' });
      for (let i = 0; i < step; i++) reply(g, options(g)[0]);
      expect(asked(g).kind).toBe('pay-energy');
      expect(options(g).at(-1)).toBe('cancel');
      reply(g, 'cancel');
      expect(finished(g)).toBe(true);
      expect(cards(g, 0, 'hand')).toEqual(['VZ-E01']);
      expect(ids(g, 0, 'energy')).toHaveLength(3);
      expect(g.log.at(-1)).toMatchObject({ rule: 'VZ 904.2a', msg: { key: 'vz.cancelled' }, rollback: true });
      expect(comparableHash(g)).toBe(before);
    }
  });

  it("VZ 904.2a / VZ 906.1a / VZ 905.3a: a character's payment offers cancel too, back to before the area choice (D31)", () => {
    const g = board(players({ hand: [{ card: 'VZ-C03', tag: 'singer' }], energy: 3 }));
    withCtx(g, () => undefined);
    const before = comparableHash(g);
    start(g, 'vz.play', { player: 0, card: g.tags.singer, via: 'main' });
    reply(g, 'l0');
    reply(g, options(g)[0]);
    reply(g, 'cancel');
    expect(finished(g)).toBe(true);
    expect(cards(g, 0, 'hand')).toEqual(['VZ-C03']);
    expect(comparableHash(g)).toBe(before);
  });

  it('VZ 905.3a / VZ 904.2a: no cancel outside a declaration, and no question when the energy is exactly the cost', () => {
    const g = board(players({ energy: 3 }));
    start(g, 'vz.pay-energy', { player: 0, n: 1 });
    expect(options(g)).not.toContain('cancel');
    const h = board(players({ hand: [{ card: 'VZ-E01', tag: 'e' }], energy: 2 }));
    start(h, 'vz.play', { player: 0, card: h.tags.e, via: 'main' });
    expect(finished(h)).toBe(true);
    expect(ids(h, 0, 'energy')).toHaveLength(0);
  });

  it('VZ 904.2a / VZ 904.2b: a card declared from the hand is not named to the opponent before it is revealed, and is named by the reveal', () => {
    const g = board(players({ hand: [{ card: 'VZ-C03', tag: 'singer' }], energy: 3 }));
    const from = g.log.length;
    const opponentReads = () => JSON.stringify(redactLog(g.state, TEST_MODULE, g.log.slice(from), 1));
    start(g, 'vz.play', { player: 0, card: g.tags.singer, via: 'main' });
    // Before the reveal (the area is being chosen): the opponent reads that a hand card is declared.
    const early = redactLog(g.state, TEST_MODULE, g.log.slice(from), 1);
    expect(early.map((e) => e.msg)).toContainEqual({ key: 'vz.declare-play-hand', args: { player: 0 } });
    expect(opponentReads()).not.toContain('VZ-C03');
    expect(opponentReads()).not.toContain('"obj"');
    // Its player reads the card's name.
    const mine = redactLog(g.state, TEST_MODULE, g.log.slice(from), 0);
    expect(mine.find((e) => e.msg.key === 'vz.declare-play')?.msg.args?.c).toMatchObject({ card: 'VZ-C03' });
    reply(g, 'l0');
    // VZ 904.2b: revealed — now the declared card is named to everyone.
    const revealed = redactLog(g.state, TEST_MODULE, g.log.slice(from), 1).find(
      (e) => e.msg.key === 'vz.declared-revealed',
    );
    expect(revealed).toMatchObject({
      rule: 'VZ 1108.1',
      msg: { args: { player: 0, c: { card: 'VZ-C03' } } },
    });
  });

  it('VZ 904.2a: a declaration taken back before the reveal never names the card to the opponent', () => {
    const g = board(players({ hand: [{ card: 'VZ-C03', tag: 'singer' }], energy: 3 }));
    const from = g.log.length;
    start(g, 'vz.play', { player: 0, card: g.tags.singer, via: 'main' });
    reply(g, 'cancel');
    expect(JSON.stringify(redactLog(g.state, TEST_MODULE, g.log.slice(from), 1))).not.toContain('VZ-C03');
    expect(JSON.stringify(redactLog(g.state, TEST_MODULE, g.log.slice(from), null))).not.toContain('VZ-C03');
  });

  it('VZ 905.2d: the same card played onto the cheaper character costs 2 − 1 = 1', () => {
    const g = board(players({ hand: [{ card: 'VZ-C02', tag: 'star' }], area: { '1': 'VZ-C01' }, energy: 1 }));
    expect(playCost(g.state, 0, g.tags.star, 0)).toBe(1);
    expect(playCost(g.state, 0, g.tags.star, 2)).toBe(2);
  });
});

describe('events and activated abilities (VZ 906.2b, VZ 907, VZ 909)', () => {
  it('VZ 906.1b / VZ 906.2b / VZ 909.1 / VZ 909.2 / VZ 904.3 / VZ 904.3a / VZ 904.3c: an event resolves its effects in order, then goes to the trash', () => {
    const g = board(
      players({
        hand: [{ card: 'VZ-E05', tag: 'e' }],
        energy: 1,
        area: { '2': { card: 'VZ-C25', tag: 'c' } },
        deck: ['VZ-C01'],
      }),
    );
    start(g, 'vz.play', { player: 0, card: g.tags.e, via: 'main' });
    reply(g, `t${g.tags.c}`);
    // The slide comes first (its question), then the draw.
    expect(asked(g)).toMatchObject({ kind: 'slide' });
    expect(ids(g, 0, 'hand')).toHaveLength(0);
    reply(g, 'l0');
    expect(cards(g, 0, 'hand')).toEqual(['VZ-C01']);
    expect(cards(g, 0, 'trash')).toContain('VZ-E05');
    expect(g.state.zones.temp.objects).toEqual([]);
    const rules = cited(g);
    expect(rules.indexOf('VZ 1116.1')).toBeLessThan(rules.indexOf('VZ 1106.1'));
    expect(rules.indexOf('VZ 1106.1')).toBeLessThan(rules.indexOf('VZ 906.2b'));
  });

  it('VZ 905.2b / VZ 907.1 / VZ 907.1b / VZ 904.4 / VZ 904.4a: an asleep account cannot pay its ⤵; the activation rolls back', () => {
    const g = board(
      players({ account: { card: 'VZ-A01', tag: 'acc', sleep: true }, area: { '1': 'VZ-C01' }, energy: 2 }),
    );
    start(g, 'vz.activate', { player: 0, source: g.tags.acc, index: 0 });
    expect(finished(g)).toBe(true);
    expect(cited(g)).toContain('VZ 904.4a');
    expect(ids(g, 0, 'energy')).toHaveLength(2);
    // Awake, the same ability pays ⤵ and the 1 energy its Cost icon names.
    const h = board(players({ account: { card: 'VZ-A01', tag: 'acc' }, area: { '1': 'VZ-C01' }, energy: 2 }));
    start(h, 'vz.activate', { player: 0, source: h.tags.acc, index: 0 });
    expect(options(h).at(-1)).toBe('cancel'); // D31: the payment can take the activation back
    reply(h, options(h)[0]); // which energy
    expect(ids(h, 0, 'energy')).toHaveLength(1);
    expect(cited(h)).toEqual(expect.arrayContaining(['VZ 907.1b', 'VZ 907.1a', 'VZ 904.2h']));
  });

  it("VZ 904.2a / VZ 907.1: cancelling an activation's energy payment wakes the account again: the state is as before (D31)", () => {
    const g = board(players({ account: { card: 'VZ-A01', tag: 'acc' }, area: { '1': 'VZ-C01' }, energy: 2 }));
    withCtx(g, () => undefined);
    const before = comparableHash(g);
    start(g, 'vz.activate', { player: 0, source: g.tags.acc, index: 0 });
    expect(g.state.objects[g.tags.acc]?.data.sleep).toBe(true); // ⤵ was paid first
    reply(g, 'cancel');
    expect(finished(g)).toBe(true);
    expect(g.state.objects[g.tags.acc].data.sleep).toBeUndefined();
    expect(comparableHash(g)).toBe(before);
  });
});

describe('energy costs (VZ 905)', () => {
  it('VZ 905.2c: increases apply before decreases, and decreases stop at 0', () => {
    expect(modifiedCost(0, [-1, 1])).toBe(0); // 0 + 1 − 1 (decreases first would give 1)
    expect(modifiedCost(1, [-3])).toBe(0);
    expect(modifiedCost(undefined, [2])).toBe(2);
    expect(modifiedCost(2, [1, -1, -1])).toBe(1);
  });

  it('VZ 905.2d: the reduction counts the characters of the area and their EXP, only if one costs no more', () => {
    expect(costDownAmount(3, [{ cost: 2, exp: 2 }])).toBe(3);
    expect(costDownAmount(3, [{ cost: 4, exp: 1 }])).toBe(0);
    expect(costDownAmount(3, [])).toBe(0);
  });
});
