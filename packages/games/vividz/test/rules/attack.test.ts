/** VZ 800: declaring an attack, defence, scout, one-way battle, attack end and success. */
import { describe, expect, it } from 'vitest';
import { battleDamage, canAttackWith, defenceSlides, scouts } from '../../src/rules/0800-attack.ts';
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
  power,
  queued,
  reply,
  start,
  withCtx,
} from '../helpers.ts';

describe('declaring an attack (VZ 802)', () => {
  it('VZ 802.1a: only a rebooted character of the turn player without the no-attack mark', () => {
    const g = board(
      players(
        {
          area: {
            '1': { card: 'VZ-C01', tag: 'ready' },
            '2': { card: 'VZ-C01', sleep: true, tag: 'asleep' },
            '3': { card: 'VZ-C10', tag: 'wall' },
          },
        },
        { area: { '1': { card: 'VZ-C25', tag: 'theirs' } } },
      ),
    );
    expect(canAttackWith(g.state, g.tags.ready)).toBe(true);
    expect(canAttackWith(g.state, g.tags.asleep)).toBe(false);
    expect(canAttackWith(g.state, g.tags.wall)).toBe(false);
    expect(canAttackWith(g.state, g.tags.theirs)).toBe(false);
  });

  it('VZ 802.1a: a character that gained the no-attack mark cannot attack (VZ 911.1b)', () => {
    const g = board(players({ area: { '1': { card: 'VZ-C01', tag: 'c' } } }));
    g.state.effects.push({
      id: 'e',
      ts: 99,
      source: null,
      controller: 1,
      layer: 'non-numeric',
      op: 'grant',
      params: { mark: 'noAttack' },
      targets: [g.tags.c],
      until: 'turn',
    });
    expect(canAttackWith(g.state, g.tags.c)).toBe(false);
  });
});

describe('an attack from declaration to its end (VZ 802–806)', () => {
  it('VZ 802.1 / VZ 802.1b / VZ 802.1e / VZ 804.3 / VZ 805.3 / VZ 805.4 / VZ 806.2 / VZ 1118.1: sleep, one-way battle damage, success', () => {
    const g = board(
      players(
        { area: { '2': { card: 'VZ-C02', tag: 'a' } }, deck: ['VZ-C01'] },
        { area: { '2': { card: 'VZ-C25', tag: 'd' } }, deck: ['VZ-C25'] },
      ),
    );
    start(g, 'vz.attack', { attacker: g.tags.a });
    // VZ 804.2b: both scout; neither revealed card has the Scout mark → both go to energy.
    expect(finished(g)).toBe(true);
    expect(g.state.objects[g.tags.a].data.sleep).toBe(true);
    expect(cards(g, 0, 'energy')).toEqual(['VZ-C01']);
    // VZ 805.3: 3 damage to the Iron Recruit (power 2): it retires at VZ 806.1 (decisions D2, D19).
    expect(cards(g, 1, 'area')).toEqual([]);
    expect(cards(g, 1, 'energy')).toEqual(['VZ-C25', 'VZ-C25']);
    expect(g.state.g.counts[0]).toMatchObject({ successes: 1, battleKOs: 1 });
    expect(g.state.g.attack).toBeNull();
    const rules = cited(g);
    for (const r of ['VZ 802.1b', 'VZ 804.2b', 'VZ 805.3', 'VZ 1004.1', 'VZ 1102.1', 'VZ 1118.1', 'VZ 806.7'])
      expect(rules).toContain(r);
    expect(rules.indexOf('VZ 805.3')).toBeLessThan(rules.indexOf('VZ 1102.1'));
    // The attacker took no damage: battle is one way.
    expect(g.state.objects[g.tags.a].data.damage).toBeUndefined();
  });

  it('VZ 804.2a: an empty lane — only the turn player scouts, and there is no battle (VZ 805.2)', () => {
    const g = board(
      players(
        { area: { '1': { card: 'VZ-C01', tag: 'a' } }, deck: ['VZ-C01'] },
        { area: { '2': 'VZ-C25' }, deck: ['VZ-C25'] },
      ),
    );
    start(g, 'vz.attack', { attacker: g.tags.a });
    expect(cards(g, 0, 'energy')).toEqual(['VZ-C01']);
    expect(cards(g, 1, 'deck')).toEqual(['VZ-C25']);
    expect(cited(g)).not.toContain('VZ 805.3');
    expect(g.state.g.counts[0].successes).toBe(1);
  });

  it('VZ 802.1c: "when this attacks" and "when a character of yours attacks" trigger on declaration', () => {
    const g = board(
      players(
        { area: { '2': { card: 'VZ-C18', tag: 'a' }, '1': 'VZ-C11' }, deck: ['VZ-C01'] },
        { area: { '1': 'VZ-C25' } },
      ),
    );
    start(g, 'vz.attack', { attacker: g.tags.a });
    expect(queued(g).sort()).toEqual(['VZ-C11#0', 'VZ-C18#0']);
  });

  it('VZ 806.3 / VZ 806.5: "when the attack succeeds" triggers once per attack (decisions D16); VZ 806.6: attack effects end', () => {
    const g = board(players({ area: { '2': { card: 'VZ-C03', tag: 'a' } }, deck: ['VZ-C01', 'VZ-C01'] }));
    g.state.effects.push({
      id: 'e',
      ts: 99,
      source: null,
      controller: 0,
      layer: 'numeric',
      op: 'power',
      params: { n: 1 },
      targets: [g.tags.a],
      until: 'attack',
    });
    start(g, 'vz.attack', { attacker: g.tags.a });
    // It triggered and resolved once (VZ 806.4), though VZ 806.5 looked again.
    expect(g.log.filter((e) => e.msg.key === 'vz.resolve-trigger')).toHaveLength(1);
    expect(ids(g, 0, 'hand')).toHaveLength(1);
    expect(queued(g)).toEqual([]);
    expect(g.state.effects).toHaveLength(0);
    expect(cited(g)).toContain('VZ 806.6');
  });

  it('VZ 803.3: an attacker gone before the scout step makes no success', () => {
    const g = board(
      players({ area: { '2': { card: 'VZ-C01', tag: 'a' } }, deck: ['VZ-C01'] }, { area: { '2': 'VZ-C25' } }),
    );
    // The defence window stand-in: the defender's ability retires the attacker (as an ability could).
    withCtx(g, (ctx) => {
      ctx.state.objects[g.tags.a].data.damage = 5;
    });
    start(g, 'vz.attack', { attacker: g.tags.a });
    expect(cards(g, 0, 'area')).toEqual([]);
    expect(g.state.g.counts[0].successes).toBe(0);
    expect(cited(g)).not.toContain('VZ 1115.1');
  });
});

describe('the pure parts of the attack', () => {
  it('VZ 803.1: the defence slide is offered only with 2 hand cards and an empty adjacent area (decisions D5)', () => {
    const g = board(
      players(
        {},
        {
          hand: ['VZ-C25', 'VZ-C25'],
          area: { '2': { card: 'VZ-C25', tag: 'mid' }, '3': { card: 'VZ-C25', tag: 'right' } },
        },
      ),
    );
    expect(defenceSlides(g.state)).toEqual([{ kind: 'slide', character: g.tags.mid, lane: 0 }]);
    const poor = board(players({}, { hand: ['VZ-C25'], area: { '2': 'VZ-C25' } }));
    expect(defenceSlides(poor.state)).toEqual([]);
  });

  it('VZ 803.1: the defence slide discards its 2 cards one at a time, and cancel takes it back unchanged (issue 16)', () => {
    const setup = () =>
      board(
        players({}, { hand: ['VZ-C25', 'VZ-C01', 'VZ-C03'], area: { '2': { card: 'VZ-C25', tag: 'mid' } } }),
      );
    const g = setup();
    const before = JSON.stringify({ objects: g.state.objects, zones: g.state.zones });
    start(g, 'vz.defence-slide', { player: 1, character: g.tags.mid, lane: 0 });
    expect(asked(g)).toMatchObject({ player: 1, kind: 'discard', rule: 'VZ 803.1' });
    expect(options(g)).toEqual(['h0', 'h1', 'h2', 'cancel']);
    reply(g, 'h1');
    expect(options(g)).toEqual(['h0', 'h1', 'cancel']);
    reply(g, 'cancel');
    expect(finished(g)).toBe(true);
    expect(JSON.stringify({ objects: g.state.objects, zones: g.state.zones })).toBe(before);
    expect(g.log.at(-1)?.msg.key).toBe('vz.cancelled');

    const paid = setup();
    start(paid, 'vz.defence-slide', { player: 1, character: paid.tags.mid, lane: 0 });
    reply(paid, 'h1');
    reply(paid, 'h0');
    expect(finished(paid)).toBe(true);
    expect(cards(paid, 1, 'trash').sort()).toEqual(['VZ-C01', 'VZ-C25']);
    expect(cards(paid, 1, 'hand')).toEqual(['VZ-C03']);
    expect(at(paid, 1, 1)).toBe(paid.tags.mid);
  });

  it("VZ 804.2: who scouts depends on the attacker's lane", () => {
    const g = board(players({ area: { '1': { card: 'VZ-C01', tag: 'a' } } }, { area: { '1': 'VZ-C25' } }));
    withCtx(g, (ctx) => {
      ctx.state.g.attack = {
        seq: 1,
        player: 0,
        attacker: g.tags.a,
        lane: 0,
        step: 'scout',
        success: false,
        successTriggered: [],
      };
    });
    expect(scouts(g.state)).toEqual([0, 1]);
  });

  it("VZ 305.3: battle damage equals the attacker's power", () => {
    const g = board(players({ area: { '1': { card: 'VZ-C10', tag: 'a' } } }));
    expect(battleDamage(g.state, g.tags.a)).toBe(5);
    expect(power(g, g.tags.a)).toBe(5);
  });
});

describe('scouting (VZ 804.2b, VZ 1115.1, decisions D4)', () => {
  it('VZ 804.2b: both reveal, the turn player plays a scouted character into any area, then the other decides', () => {
    const g = board(
      players(
        { area: { '2': { card: 'VZ-C01', tag: 'a' } }, deck: ['VZ-C17'] },
        { area: { '2': 'VZ-C25' }, deck: ['VZ-C31', 'VZ-C21'] },
      ),
    );
    start(g, 'vz.attack', { attacker: g.tags.a });
    expect(asked(g)).toMatchObject({ player: 0, kind: 'scout', rule: 'VZ 1115.1' });
    // Both top cards are public before anyone decides.
    expect(g.state.objects[ids(g, 1, 'deck')[1]].seenBy).toEqual([0, 1]);
    reply(g, 'use');
    expect(asked(g)).toMatchObject({ player: 0, kind: 'area' });
    reply(g, 'l0');
    expect(asked(g)).toMatchObject({ player: 1, kind: 'scout' });
    reply(g, 'energy');
    expect(cards(g, 0, 'area').sort()).toEqual(['VZ-C01', 'VZ-C17']);
    expect(cards(g, 1, 'energy')).toContain('VZ-C21');
    expect(cited(g)).toEqual(expect.arrayContaining(['VZ 804.2b', 'VZ 1115.1']));
    // The scouted character cost nothing.
    expect(g.log.some((e) => e.msg.key === 'vz.played' && e.msg.args?.cost === 0)).toBe(true);
  });
});
