/**
 * VZ 300 card parameters, VZ 901–903 abilities and effects, VZ 913–914 last known information and
 * sources: what the data means and where it has effect.
 */
import { describe, expect, it } from 'vitest';
import { builtInCards, cardData } from '../../src/cards/registry.ts';
import vividz from '../../src/index.ts';
import { abilityActive, printedChars } from '../../src/rules/0300-parameters.ts';
import { moveCard } from '../../src/rules/0501-zones.ts';
import { adjacentLanes, isCenter } from '../../src/rules/0503-areas.ts';
import { concede } from '../../src/rules/0601-setup.ts';
import { EVENTS } from '../../src/rules/0912-replacement.ts';
import { referenced } from '../../src/rules/0913-lki.ts';
import { LANES } from '../../src/state.ts';
import {
  board,
  cards,
  cited,
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

describe('players (VZ 101)', () => {
  it('VZ 101.1: two players', () => {
    expect(vividz.players).toEqual({ min: 2, max: 2, default: 2 });
  });

  it('VZ 101.5: no effect of the set makes a player concede, and conceding passes no replacement effect', () => {
    expect(JSON.stringify(builtInCards().map((c) => c.data))).not.toMatch(/concede/i);
    const g = board(players({ area: { '1': 'VZ-C09' } }));
    concede(g.state, 0);
    expect(g.state.result).toMatchObject({ winners: [1], rule: 'VZ 101.4' });
    expect(cited(g)).not.toContain('VZ 912.1');
  });
});

describe('card parameters (VZ 301–308)', () => {
  it('VZ 301.1 / VZ 302.1 / VZ 303.1 / VZ 305.1 / VZ 306.1 / VZ 307.1 / VZ 308.1: the printed parameters are the characteristics', () => {
    const c = printedChars(cardData('VZ-C04'));
    expect(c).toMatchObject({ cost: 3, power: 3, features: ['idol'], accountInfo: 'aurora' });
    const d = cardData('VZ-C04');
    expect(d.name.en).toBe('Chorus Leader');
    expect(d.kind).toBe('character');
    expect(d.missionInfo).toBe('sun');
    // VZ 305.1: only characters have power.
    for (const x of builtInCards()) if (x.data.kind !== 'character') expect(x.data.power).toBeUndefined();
  });

  it('VZ 302.2: every card is an account, mission, character or event (decisions D10)', () => {
    const kinds = new Set(builtInCards().map((c) => c.data.kind));
    expect([...kinds].sort()).toEqual(['account', 'character', 'event', 'mission']);
  });

  it('VZ 303.2: a cost of 2 puts 2 energy into the trash', () => {
    const g = board(players({ hand: [{ card: 'VZ-C03', tag: 'h' }], energy: 2 }));
    start(g, 'vz.play', { player: 0, card: g.tags.h, via: 'main' });
    reply(g, 'l1');
    expect(ids(g, 0, 'trash')).toHaveLength(2);
  });

  it('VZ 301.2 / VZ 401.5b: the per-name limit counts cards of one name even under different ids', async () => {
    const { validateDeck } = await import('../../src/rules/0401-deck.ts');
    const { READY_DECKS } = await import('../../src/decks.ts');
    const { registerInline } = await import('../../src/cards/registry.ts');
    registerInline([{ ...cardData('VZ-C01'), id: 'VZ-C91' }]);
    const deck = { ...READY_DECKS[0], cards: { ...READY_DECKS[0].cards, 'VZ-C91': 1 } };
    expect(validateDeck(deck).map((v) => v.rule)).toEqual(['VZ 401.5b']);
  });
});

describe('ability text and icons (VZ 304)', () => {
  it('VZ 304.1 / VZ 304.1a / VZ 304.1c / VZ 903.1 / VZ 903.1c / VZ 903.1d: where abilities work', () => {
    const g = board(
      players({
        area: { '1': { card: 'VZ-C14', tag: 'area' } },
        keep: [{ card: 'VZ-C14', tag: 'keep' }],
        hand: [{ card: 'VZ-E01', tag: 'ev' }],
      }),
    );
    const roadie = cardData('VZ-C14');
    expect(abilityActive(roadie, roadie.abilities[0], g.state.objects[g.tags.keep])).toBe(true);
    expect(abilityActive(roadie, roadie.abilities[0], g.state.objects[g.tags.area])).toBe(false);
    const spark = cardData('VZ-E01');
    expect(abilityActive(spark, spark.abilities[0], g.state.objects[g.tags.ev])).toBe(false);
  });

  it('VZ 304.2 / VZ 901.1: each icon starts a separate ability (Tally Keeper has two)', () => {
    expect(cardData('VZ-C15').abilities.map((a) => a.type)).toEqual(['auto', 'auto']);
  });

  it('VZ 304.4 / VZ 304.4b / VZ 304.4c / VZ 304.4d / VZ 304.6c: every text shows the icons of its data (decisions D9)', () => {
    for (const c of builtInCards()) {
      const { zh, en } = c.data.text;
      for (const a of c.data.abilities) {
        if (a.type === 'act')
          expect([zh, en]).toEqual([expect.stringContaining('【起】'), expect.stringContaining('[Act]')]);
        if (a.type === 'act' && 'anyOf' in a.cost) expect(en).toContain('Cost:');
        if (a.type === 'auto') expect(zh).toContain('【自】');
        if (a.type === 'static') expect(en).toContain('[Static]');
        if ('fx' in a && a.type !== 'event') expect(en).toContain('▶');
      }
      if (c.data.kind === 'mission') expect(en).toMatch(/\[Check\] ◇① .*\[Clear\] ◇①/);
    }
  });

  it('VZ 304.6 / VZ 304.6a / VZ 304.6b: a mission has check and clear conditions as data', () => {
    const m = cardData('VZ-M03');
    expect(m.check).toHaveLength(1);
    expect(m.clear).toHaveLength(2);
  });
});

describe('zones and states (VZ 501–512)', () => {
  it('VZ 501.1 / VZ 503.1 / VZ 504.1 / VZ 505.1 / VZ 506.1 / VZ 507.1 / VZ 508.1 / VZ 509.1 / VZ 511.1 / VZ 512.1: what each zone holds', () => {
    const g = board(
      players({
        area: { '2': { card: 'VZ-C01', damage: 9 } },
        missions: ['VZ-M01'],
        deck: ['VZ-C02'],
        keep: ['VZ-C03'],
      }),
    );
    start(g, 'vz.charge');
    expect(cards(g, 0, 'energy')).toEqual(['VZ-C01']); // retired
    expect(cards(g, 0, 'mission')).toEqual(['VZ-M01']);
    expect(cards(g, 0, 'keep')).toEqual(['VZ-C03']);
    withCtx(g, (ctx) => {
      const draw = ids(g, 0, 'deck')[0];
      moveCard(ctx, draw, { zone: 'hand' });
    });
    expect(cards(g, 0, 'hand')).toEqual(['VZ-C02']);
  });

  it("VZ 502.1 / VZ 502.1c / VZ 502.1d: a triggered ability and its effects are controlled by its card's controller", () => {
    const g = board(
      players({ area: { '1': { card: 'VZ-C19', tag: 'ash' } }, energy: 1 }, {}, { turnPlayer: 1 }),
    );
    start(g, 'vz.pay-energy', { player: 0, n: 1 });
    expect(g.state.triggers[0].controller).toBe(0);
    resolveQueued(g, 'VZ-C19#0');
    expect(g.state.effects[0].controller).toBe(0);
  });

  it('VZ 502.1e: "opponent" is the player who does not control the effect', () => {
    const g = board(
      players(
        { area: { '1': { card: 'VZ-C01', tag: 'mine' } } },
        { area: { '1': { card: 'VZ-C25', tag: 'theirs' } } },
      ),
    );
    start(g, 'vz.resolve', {
      source: null,
      controller: 1,
      card: 'VZ-E06',
      fx: [{ op: 'damage', on: { all: { side: 'opp' } }, n: 1 }],
      specs: [],
      rule: 'test',
    });
    expect(g.state.objects[g.tags.mine].data.damage).toBe(1);
    expect(g.state.objects[g.tags.theirs].data.damage).toBeUndefined();
  });

  it('VZ 502.2: areas, missions and accounts have reboot and sleep', () => {
    const g = board(
      players({
        account: { card: 'VZ-A01', sleep: true, tag: 'a' },
        missions: [{ card: 'VZ-M01', sleep: true, tag: 'm' }],
        area: { '1': { card: 'VZ-C01', sleep: true, tag: 'c' } },
      }),
    );
    for (const t of ['a', 'm', 'c']) expect(g.state.objects[g.tags[t]].data.sleep).toBe(true);
  });

  it('VZ 502.3 / VZ 502.4 / VZ 502.4a: face-down cards hide everything; completed missions are face down', () => {
    const g = board(players({ missions: [{ card: 'VZ-M01', faceDown: true, tag: 'm' }] }));
    expect(g.state.objects[g.tags.m].faceDown).toBe(true);
  });

  it('VZ 503.2: three areas, the middle one the Center, neighbours adjacent (decisions D1)', () => {
    expect(LANES).toEqual([0, 1, 2]);
    expect(LANES.filter(isCenter)).toEqual([1]);
    expect(adjacentLanes(1)).toEqual([0, 2]);
    expect(adjacentLanes(0)).toEqual([1]);
  });

  it('VZ 505.2 / VZ 506.2 / VZ 511.2 / VZ 512.2: trash, energy, remove and EXP are public', async () => {
    const { VISIBILITY } = await import('../../src/rules/0501-zones.ts');
    expect([VISIBILITY.trash, VISIBILITY.energy, VISIBILITY.remove, VISIBILITY.exp]).toEqual([
      'public',
      'public',
      'public',
      'public',
    ]);
  });
});

describe('abilities and effects (VZ 901–903)', () => {
  it('VZ 901.2 / VZ 901.2a / VZ 901.2b / VZ 901.2c / VZ 901.2d: activated, triggered, static and event abilities', () => {
    const types = new Set(builtInCards().flatMap((c) => c.data.abilities.map((a) => a.type)));
    for (const t of ['act', 'auto', 'static', 'event']) expect(types).toContain(t);
  });

  it('VZ 902.1 / VZ 902.2 / VZ 902.2a / VZ 902.2b / VZ 902.2c / VZ 910.1: one-shot, continuous and replacement effects', () => {
    const g = board(
      players({
        area: { '1': { card: 'VZ-C09', damage: 3, tag: 'p' }, '2': { card: 'VZ-C01', tag: 'c' } },
        deck: ['VZ-C01'],
      }),
    );
    // One-shot: draw once. Continuous: +1 while it lasts. Replacement: the Phoenix goes to the hand.
    start(g, 'vz.resolve', {
      source: null,
      controller: 0,
      card: 'VZ-E08',
      fx: [
        { op: 'draw', n: 1 },
        { op: 'power', on: { target: 0 }, n: 1, until: 'turn' },
      ],
      specs: [],
      locked: [[g.tags.c]],
      rule: 'test',
    });
    expect(ids(g, 0, 'hand')).toHaveLength(1);
    expect(power(g, g.tags.c)).toBe(3);
    start(g, 'k.state-checks');
    expect(cards(g, 0, 'hand').sort()).toEqual(['VZ-C01', 'VZ-C09']);
  });

  it('VZ 903.2 / VZ 903.2a: an inactive ability does nothing (a Keep ability on the area; a condition that fails)', () => {
    const g = board(players({ area: { '1': 'VZ-C14' }, energy: 1 }));
    start(g, 'vz.resolve', {
      source: null,
      controller: 0,
      card: 'VZ-E08',
      fx: [{ op: 'draw', n: 1 }],
      specs: [],
      rule: 'test',
    });
    expect(queued(g)).toEqual([]);
  });

  it('VZ 903.3: Echo Wraith removes itself while resolving and still draws', () => {
    const g = board(players({ hand: ['VZ-C01'], trash: ['VZ-C22'], deck: ['VZ-C01'] }));
    start(g, 'vz.discard', { players: [0], n: 1 });
    reply(g, ['h0']);
    resolveQueued(g, 'VZ-C22#0');
    reply(g, 'yes');
    expect(cards(g, 0, 'remove')).toEqual(['VZ-C22']);
    expect(ids(g, 0, 'hand')).toHaveLength(1);
  });
});

describe('last known information and sources (VZ 913, VZ 914)', () => {
  it('VZ 913.1: a card that moved from a zone other than an area is read as it was', () => {
    const g = board(players({ hand: [{ card: 'VZ-C01', tag: 'h' }] }));
    withCtx(g, (ctx) => moveCard(ctx, g.tags.h, { zone: 'trash' }));
    expect(referenced(g.state, g.tags.h)).toMatchObject({ zone: 'p0:hand' });
  });

  it('VZ 913.1a: a card that left an area is read where it is now (decisions D22)', () => {
    const g = board(players({ area: { '1': { card: 'VZ-C01', tag: 'c' } } }));
    const now = withCtx(g, (ctx) => moveCard(ctx, g.tags.c, { zone: 'energy' }));
    expect(referenced(g.state, g.tags.c)!.id).toBe(now);
  });

  it('VZ 913.2: a card that cannot be found is undefined, and actions on it do nothing', () => {
    const g = board(players({ hand: [{ card: 'VZ-C01', tag: 'h' }] }));
    withCtx(g, (ctx) => {
      moveCard(ctx, g.tags.h, { zone: 'trash' });
      ctx.forgetLastKnown();
    });
    expect(referenced(g.state, g.tags.h)).toBeUndefined();
    start(g, 'vz.resolve', {
      source: null,
      controller: 0,
      card: 'VZ-E06',
      fx: [{ op: 'damage', on: { target: 0 }, n: 1 }],
      specs: [],
      locked: [[g.tags.h]],
      rule: 'test',
    });
    expect(cited(g)).not.toContain('VZ 1101.1');
  });

  it("VZ 914.1 / VZ 914.3: battle damage comes from the attacker; effect damage from the effect's card", () => {
    const g = board(
      players(
        { area: { '2': { card: 'VZ-C01', tag: 'a' } }, deck: ['VZ-C01'] },
        { area: { '2': { card: 'VZ-C10', tag: 'd' }, '1': { card: 'VZ-C10', tag: 'e' } } },
      ),
    );
    start(g, 'vz.attack', { attacker: g.tags.a });
    expect(g.state.objects[g.tags.d].data.hurtBy).toMatchObject({ source: g.tags.a, player: 0, battle: 1 });
    start(g, 'vz.resolve', {
      source: 77,
      controller: 0,
      card: 'VZ-E06',
      fx: [{ op: 'damage', on: { target: 0 }, n: 1 }],
      specs: [],
      locked: [[g.tags.e]],
      rule: 'test',
    });
    expect(g.state.objects[g.tags.e].data.hurtBy).toEqual({ source: 77, player: 0 });
  });

  it("VZ 914.2 / VZ 914.2a: a delayed ability's effects come from the card that made it", () => {
    const g = board(
      players(
        { hand: [{ card: 'VZ-E07', tag: 'bomb' }], energy: 1 },
        { area: { '2': { card: 'VZ-C10', tag: 'w' } } },
      ),
    );
    start(g, 'vz.play', { player: 0, card: g.tags.bomb, via: 'main' });
    reply(g, options(g)[0]);
    const source = g.state.delayed![0].source!;
    expect(g.state.lki[source]?.card ?? g.state.objects[source]?.card).toBe('VZ-E07');
    start(g, 'vz.mission-phase');
    resolveQueued(g, 'VZ-E07#delayed');
    expect(g.state.objects[g.tags.w].data.hurtBy).toMatchObject({ source, player: 0 });
  });

  it('VZ 914.2b: a replacement keeps the cause of the action it replaces', () => {
    const g = board(players({ area: { '1': { card: 'VZ-C09', tag: 'p' } } }));
    const ev = {
      type: 'retire' as const,
      objs: [g.tags.p],
      cause: { kind: 'effect' as const, source: 5, player: 1 },
    };
    const [cand] = EVENTS.replacements!(g.state, ev, []);
    const out = withCtx(g, (ctx) => EVENTS.replace!(ctx, ev, cand.id));
    expect(out.cause).toEqual(ev.cause);
    expect(out.instead).toEqual({ [g.tags.p]: 'hand' });
  });
});
