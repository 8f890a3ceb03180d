/** VZ 1100 keyword actions and VZ 1201 Accel. */
import { describe, expect, it } from 'vitest';
import {
  checkMission,
  completeMission,
  dealDamage,
  draw,
  reload,
  removeFromGame,
  reveal,
  sameName,
  setSleep,
  shuffleDeck,
} from '../../src/rules/1100-keyword-actions.ts';
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
  queued,
  reply,
  start,
  withCtx,
} from '../helpers.ts';

describe('keyword actions (VZ 1101–1119)', () => {
  it('VZ 1101.1 / VZ 1101.2: damage adds up; 0 damage is no damage', () => {
    const g = board(players({ area: { '1': { card: 'VZ-C10', tag: 'c' } } }));
    withCtx(g, (ctx) => {
      expect(dealDamage(ctx, g.tags.c, 2, { source: null, player: 1 })).toBe(true);
      expect(dealDamage(ctx, g.tags.c, 0, { source: null, player: 1 })).toBe(false);
      dealDamage(ctx, g.tags.c, 1, { source: null, player: 1 });
    });
    expect(g.state.objects[g.tags.c].data.damage).toBe(3);
  });

  it('VZ 1103.3 / VZ 1103.3a: only the last effect that damaged a character counts for its retirement', () => {
    const g = board(players({ area: { '1': { card: 'VZ-C10', tag: 'c' } } }, {}, { turnPlayer: 1 }));
    withCtx(g, (ctx) => {
      dealDamage(ctx, g.tags.c, 3, { source: 1, player: 1 });
      dealDamage(ctx, g.tags.c, 2, { source: 2, player: 0 });
    });
    expect(g.state.objects[g.tags.c].data.hurtBy).toEqual({ source: 2, player: 0 });
    start(g, 'k.state-checks');
    // Its own controller's effect finished it: no one retired an opposing character.
    expect(g.state.g.counts[1].effectKOs).toBe(0);
    expect(g.state.g.counts[0].effectKOs).toBe(0);
  });

  it('VZ 1104.1 / VZ 1104.2 / VZ 1104.3 / VZ 102.6: sleep and reboot only on areas and accounts; a card already in a state does not enter it again', () => {
    const g = board(
      players({
        area: { '1': { card: 'VZ-C01', tag: 'c' } },
        hand: [{ card: 'VZ-C01', tag: 'h' }],
        account: { card: 'VZ-A01', tag: 'a' },
      }),
    );
    withCtx(g, (ctx) => {
      expect(setSleep(ctx, g.tags.c, true)).toBe(true);
      expect(setSleep(ctx, g.tags.c, true)).toBe(false);
      expect(setSleep(ctx, g.tags.a, true)).toBe(true);
      expect(setSleep(ctx, g.tags.h, true)).toBe(false);
      expect(setSleep(ctx, g.tags.c, false)).toBe(true);
    });
  });

  it('VZ 1105.1 / VZ 1105.2: shuffling (an empty deck counts as shuffled)', () => {
    const g = board(players({ deck: ['VZ-C01', 'VZ-C02', 'VZ-C03'] }));
    withCtx(g, (ctx) => {
      shuffleDeck(ctx, 0);
      shuffleDeck(ctx, 1);
    });
    expect(cited(g)).toEqual(['VZ 1105.1', 'VZ 1105.1']);
  });

  it('VZ 1106.1 / VZ 1106.2 / VZ 102.5: draw from the top, as many as there are', () => {
    const g = board(players({ deck: ['VZ-C01', 'VZ-C02'] }));
    withCtx(g, (ctx) => expect(draw(ctx, 0, 3)).toBe(2));
    expect(cards(g, 0, 'hand')).toEqual(['VZ-C02', 'VZ-C01']);
  });

  it('VZ 1108.1 / VZ 1108.2: a revealed card is seen by both and stays where it is', () => {
    const g = board(players({ hand: [{ card: 'VZ-C01', tag: 'h' }] }));
    withCtx(g, (ctx) => reveal(ctx, g.tags.h));
    expect(g.state.objects[g.tags.h]).toMatchObject({ zone: 'p0:hand', seenBy: [0, 1] });
  });

  it("VZ 1111.1 / VZ 1111.2: removed from the game into the owner's remove zone, one at a time", () => {
    const g = board(
      players({}, { area: { '1': { card: 'VZ-C25', tag: 'c' }, '2': { card: 'VZ-C17', tag: 'd' } } }),
    );
    withCtx(g, (ctx) => {
      removeFromGame(ctx, g.tags.c);
      removeFromGame(ctx, g.tags.d);
    });
    expect(cards(g, 1, 'remove')).toEqual(['VZ-C25', 'VZ-C17']);
    expect(cited(g)).toEqual(['VZ 1111.1', 'VZ 1111.1']);
  });

  it('VZ 1112.2: a card cannot become EXP of a character that is not on an area', async () => {
    const { makeExp } = await import('../../src/rules/0512-exp.ts');
    const g = board(
      players({
        hand: [
          { card: 'VZ-C01', tag: 'h' },
          { card: 'VZ-C01', tag: 'x' },
        ],
        area: { '1': { card: 'VZ-C04', tag: 'c' } },
      }),
    );
    withCtx(g, (ctx) => {
      expect(makeExp(ctx, g.tags.h, g.tags.x)).toBeNull();
      expect(makeExp(ctx, g.tags.h, g.tags.c)).not.toBeNull();
    });
    expect(cards(g, 0, 'exp')).toEqual(['VZ-C01']);
    expect(cited(g)).toEqual([]);
  });

  it('VZ 1113.2 / VZ 1114.1: checking sleeps a mission (checked); completing turns it face down', () => {
    const g = board(players({ missions: [{ card: 'VZ-M07', tag: 'm' }], deck: ['VZ-C01'] }));
    withCtx(g, (ctx) => {
      expect(checkMission(ctx, g.tags.m)).toBe(true);
      expect(checkMission(ctx, g.tags.m)).toBe(false);
    });
    expect(g.state.objects[g.tags.m].data.sleep).toBe(true);
    expect(queued(g)).toEqual(['VZ-M07#0']);
    withCtx(g, (ctx) => completeMission(ctx, g.tags.m));
    expect(g.state.objects[g.tags.m].faceDown).toBe(true);
    expect(cited(g)).toEqual(['VZ 1113.2', 'VZ 908.1', 'VZ 1114.1']);
  });

  it('VZ 1115.1: a scouted card without the Scout mark goes to the energy zone; one with it may be used free', () => {
    const g = board(players({ deck: ['VZ-C17', 'VZ-C01'] }));
    start(g, 'vz.scout', { player: 0 });
    expect(finished(g)).toBe(true);
    expect(cards(g, 0, 'energy')).toEqual(['VZ-C01']);
    start(g, 'vz.scout', { player: 0 });
    expect(asked(g)).toMatchObject({ kind: 'scout', rule: 'VZ 1115.1' });
    reply(g, 'use');
    reply(g, 'l2');
    expect(cards(g, 0, 'area')).toEqual(['VZ-C17']);
    expect(cards(g, 0, 'energy')).toEqual(['VZ-C01']);
  });

  it('VZ 1116.1: slide to an empty adjacent area (the same zone: the character keeps its id)', () => {
    const g = board(players({ area: { '2': { card: 'VZ-C01', tag: 'c' }, '3': 'VZ-C01' } }));
    start(g, 'vz.slide', { ids: [g.tags.c] });
    expect(options(g)).toEqual(['l0']);
    reply(g, 'l0');
    expect(at(g, 0, 1)).toBe(g.tags.c);
  });

  it('VZ 1117.1: reload puts every character card of the trash into the deck and shuffles', () => {
    const g = board(players({ trash: ['VZ-C01', 'VZ-E02', 'VZ-C03'], deck: ['VZ-C04'] }));
    withCtx(g, (ctx) => expect(reload(ctx, 0)).toBe(2));
    expect(cards(g, 0, 'trash')).toEqual(['VZ-E02']);
    expect(cards(g, 0, 'deck').sort()).toEqual(['VZ-C01', 'VZ-C03', 'VZ-C04']);
  });

  it('VZ 1119.1: same name means exactly the same name', () => {
    expect(sameName('VZ-C07', 'VZ-C07')).toBe(true);
    expect(sameName('VZ-C07', 'VZ-C01')).toBe(false);
  });
});

describe('Accel (VZ 1201)', () => {
  it('VZ 1201.1 / VZ 1201.2: sleep the card, reveal the top card; one with the named feature may be used free', () => {
    const g = board(
      players({ area: { '1': { card: 'VZ-C08', tag: 'dancer' } }, deck: ['VZ-C25', 'VZ-C03'] }),
    );
    start(g, 'vz.activate', { player: 0, source: g.tags.dancer, index: 0 });
    expect(g.state.objects[g.tags.dancer].data.sleep).toBe(true);
    expect(asked(g)).toMatchObject({ kind: 'accel', rule: 'VZ 1201.2' });
    reply(g, 'use');
    reply(g, 'l2');
    expect(cards(g, 0, 'area').sort()).toEqual(['VZ-C03', 'VZ-C08']);
  });

  it('VZ 1201.3: a revealed card without the feature goes to the energy zone', () => {
    const g = board(players({ area: { '1': { card: 'VZ-C08', tag: 'dancer' } }, deck: ['VZ-C25'] }));
    start(g, 'vz.activate', { player: 0, source: g.tags.dancer, index: 0 });
    expect(finished(g)).toBe(true);
    expect(cards(g, 0, 'energy')).toEqual(['VZ-C25']);
    expect(cited(g)).toContain('VZ 1201.3');
    void answer;
    void ids;
  });
});
