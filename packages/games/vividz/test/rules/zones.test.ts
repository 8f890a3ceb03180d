/** VZ 500 zones: visibility, new objects on zone changes, moving together, the owner's zones. */
import { viewFor } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { moveCard, moveGroup } from '../../src/rules/0501-zones.ts';
import { draw } from '../../src/rules/1100-keyword-actions.ts';
import {
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
  TEST_MODULE,
  withCtx,
} from '../helpers.ts';

describe('zones (VZ 501)', () => {
  it('VZ 501.2 / VZ 501.2a / VZ 501.2b: ten zones per player and one shared temporary zone', () => {
    const g = board(players());
    const zones = Object.keys(g.state.zones).sort();
    expect(zones).toHaveLength(21);
    expect(zones).toContain('temp');
    expect(g.state.zones.temp.owner).toBeNull();
    for (const z of [
      'account',
      'deck',
      'trash',
      'mission',
      'energy',
      'area',
      'hand',
      'remove',
      'keep',
      'exp',
    ])
      expect(zones).toContain(`p1:${z}`);
  });

  it('VZ 501.3a / VZ 501.3b / VZ 501.3c / VZ 501.3d: what each player sees — hand, Keep (decisions D12) and deck hidden, counts always public', () => {
    const g = board(
      players({
        hand: ['VZ-C01'],
        keep: ['VZ-C02'],
        deck: ['VZ-C03'],
        trash: ['VZ-C04'],
        energy: ['VZ-C05'],
        remove: ['VZ-C06'],
        missions: [{ card: 'VZ-M01', faceDown: true }],
        area: { '1': 'VZ-C07' },
      }),
    );
    const them = viewFor(g.state, TEST_MODULE, 1);
    const me = viewFor(g.state, TEST_MODULE, 0);
    for (const z of ['hand', 'keep', 'deck', 'mission']) {
      expect(them.zones[`p0:${z}`].count).toBe(1); // VZ 501.3d
      expect(them.zones[`p0:${z}`].objects[0]).toMatchObject({ hidden: true });
    }
    for (const z of ['trash', 'energy', 'remove', 'area'])
      expect(them.zones[`p0:${z}`].objects[0].card).toBeDefined();
    // VZ 501.3b / VZ 507.2: the owner sees the face-down mission; VZ 509.3 and D12: own hand and Keep.
    for (const z of ['hand', 'keep', 'mission']) expect(me.zones[`p0:${z}`].objects[0].card).toBeDefined();
    // VZ 504.2: nobody sees the deck.
    expect(me.zones['p0:deck'].objects[0]).toMatchObject({ hidden: true });
  });

  it('VZ 501.4: a card that changes zones becomes a new object', () => {
    const g = board(players({ hand: [{ card: 'VZ-C01', tag: 'c' }] }));
    const id = withCtx(g, (ctx) => moveCard(ctx, g.tags.c, { zone: 'trash' }));
    expect(id).not.toBe(g.tags.c);
    expect(g.state.objects[g.tags.c]).toBeUndefined();
    expect(g.state.lki[g.tags.c].zone).toBe('p0:hand');
    expect(g.state.objects[id].prev).toBe(g.tags.c);
  });

  it('VZ 501.5: cards moved together are all in place before anything reacts (VZ 908.3b / VZ 908.3c)', () => {
    const g = board(players({ hand: ['VZ-C01', 'VZ-C22'], area: { '1': 'VZ-C19' } }));
    withCtx(g, (ctx) => moveGroup(ctx, ids(g, 0, 'hand').slice(), { zone: 'trash' }));
    // Ash Collector twice (two cards), Echo Wraith once (the other card).
    expect(g.state.triggers.map((t) => t.ability).sort()).toEqual(['VZ-C19#0', 'VZ-C19#0', 'VZ-C22#0']);
  });

  it("VZ 502.1a / VZ 502.1b / VZ 502.4c / VZ 102.4: each owns the cards of their deck; a card goes to its owner's zone", () => {
    const g = board(players({}, { area: { '1': { card: 'VZ-C25', tag: 'c' } } }));
    const id = withCtx(g, (ctx) => moveCard(ctx, g.tags.c, { zone: 'trash' }));
    expect(g.state.objects[id]).toMatchObject({ owner: 1, controller: 1, zone: 'p1:trash' });
  });

  it('VZ 503.3 / VZ 1109.3: a character enters an area rebooted', () => {
    const g = board(players({ trash: [{ card: 'VZ-C01', tag: 'c', sleep: true }] }));
    const id = withCtx(g, (ctx) => moveCard(ctx, g.tags.c, { zone: 'area', lane: 1, player: 0 }));
    expect(g.state.objects[id].data).toEqual({ lane: 1 });
  });

  it('VZ 504.3 / VZ 504.4a / VZ 504.4b / VZ 1110.2: "up to X cards from the deck" is one card at a time, and may stop', () => {
    const g = board(players({ deck: ['VZ-C01', 'VZ-C02', 'VZ-C03'] }));
    start(g, 'vz.deck-to-energy', { player: 0, upTo: 2, moved: 0 });
    expect(asked(g)).toMatchObject({ kind: 'deck-to-energy', rule: 'VZ 504.4' });
    reply(g, 'one');
    expect(cards(g, 0, 'energy')).toEqual(['VZ-C03']);
    reply(g, 'stop');
    expect(finished(g)).toBe(true);
    expect(cards(g, 0, 'energy')).toEqual(['VZ-C03']);
    expect(cited(g)).toContain('VZ 504.4b');
    // Into the energy zone, but not a retirement.
    expect(cited(g)).not.toContain('VZ 1110.1');
  });

  it('VZ 506.2: a card in the energy zone keeps its information (a Shadow Scout there is still one)', () => {
    const g = board(players({ energy: ['VZ-C17'] }));
    const v = viewFor(g.state, TEST_MODULE, 1);
    expect(v.zones['p0:energy'].objects[0].card).toBe('VZ-C17');
  });

  it('VZ 506.3: "put n energy into a zone" chooses n energy and moves them together', () => {
    const g = board(players({ energy: ['VZ-C17', 'VZ-C18', 'VZ-C19'] }));
    start(g, 'vz.pick', {
      player: 0,
      ids: ids(g, 0, 'energy').slice(),
      n: 2,
      purpose: 'energy-to-hand',
      rule: 'VZ 506.3',
    });
    reply(g, options(g).slice(1));
    expect(cards(g, 0, 'hand')).toEqual(['VZ-C18', 'VZ-C19']);
  });

  it('VZ 509.2: there is no hand limit', () => {
    const g = board(players({ deck: Array.from({ length: 20 }, () => 'VZ-C01') }));
    withCtx(g, (ctx) => draw(ctx, 0, 20));
    expect(ids(g, 0, 'hand')).toHaveLength(20);
  });

  it('VZ 510.1: a card being played waits in the shared temporary zone', () => {
    const g = board(players({ hand: [{ card: 'VZ-C01', tag: 'c' }], energy: 2 }));
    start(g, 'vz.play', { player: 0, card: g.tags.c, via: 'main' });
    reply(g, 'l1');
    expect(asked(g).kind).toBe('pay-energy');
    expect(cards(g, 0, 'hand')).toEqual([]);
    expect(g.state.zones.temp.objects.map((id) => g.state.objects[id].card)).toEqual(['VZ-C01']);
    expect(cited(g)).toContain('VZ 904.2a');
  });
});
