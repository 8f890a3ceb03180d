import { describe, expect, it } from 'vitest';
import { def } from '../src/cards/cards.ts';
import {
  feasible,
  needForCard,
  needForCost,
  payOptions,
  type Source,
  shortfall,
} from '../src/rules/05-cp.ts';
import {
  act,
  advance,
  board,
  ch,
  dealt,
  find,
  logged,
  options,
  payAll,
  pending,
  power,
  resolveAll,
  tag,
  zoneCards,
} from './helpers.ts';

const h = (card: string, t?: string) => (t ? { card, tag: t } : card);
const src = (el: any, amt: number, i: number): Source => ({
  id: `${amt === 2 ? 'd' : 'b'}${i}`,
  obj: i,
  els: Array.isArray(el) ? el : [el],
  amt,
});

describe('crystal points (FFTCG 5.2.1.3, FFTCG 11.2)', () => {
  it('FFTCG 5.2.1.3, FFTCG 5.2.1.3.1, FFTCG 11.2, FFTCG 11.2.1, FFTCG 11.2.1.1, FFTCG 11.4.6.1: own element required, overpay at most 1 and only by a discard', () => {
    const need = needForCard(def('F02')); // 3 CP including Fire
    expect(need).toEqual({ t: 3, r: { fire: 1 }, cap: 1 });
    // Two Ice discards make 4 CP but no Fire: impossible.
    expect(feasible(need, {}, [src('ice', 2, 1), src('ice', 2, 2)])).toBe(false);
    // Fire discard + Ice discard = 4: one excess from a discard, allowed.
    expect(feasible(need, {}, [src('fire', 2, 1), src('ice', 2, 2)])).toBe(true);
    // After a Fire discard (2), a Fire Backup (1) completes exactly; a third discard is not offered once covered.
    const opts = payOptions(need, { fire: 2 }, [src('fire', 1, 3), src('ice', 2, 2)]);
    expect(opts.map((o) => o.id).sort()).toEqual(['b3', 'd2']);
    expect(shortfall(need, { fire: 3 })).toBe(0);
    // Single-element cost: Water 2 then Fire 2 would overpay by 2: refused; Fire Backup instead is fine.
    const two = needForCard(def('F01'));
    expect(payOptions(two, { water: 2 }, [src('fire', 2, 4), src('fire', 1, 5)]).map((o) => o.id)).toEqual([
      'b5',
    ]);
  });

  it('FFTCG 5.2.1.3: a multi-element card discarded for CP gives 2 CP of one of its elements, chosen by the player', () => {
    const ice = needForCard(def('I01'));
    const opts = payOptions(ice, {}, [src(['fire', 'ice'], 2, 1)]);
    expect(opts.map((o) => o.id)).toEqual(['d1.ice']);
    const any = needForCard(def('H02'));
    expect(payOptions(any, {}, [src(['fire', 'ice'], 2, 1), src('water', 2, 2)]).map((o) => o.id)).toEqual([
      'd1.fire',
      'd1.ice',
      'd2',
    ]);
    // The same card cannot pay both of its elements.
    expect(feasible(needForCard(def('M01')), {}, [src(['fire', 'ice'], 2, 1)])).toBe(false);
    const b = board({ players: [{ hand: [h('I04', 'w'), h('M01', 'm')] }, {}] });
    act(b, `c${tag(b, 'w')}`);
    expect(options(b)).toEqual([`d${tag(b, 'm')}.ice`, 'cancel']);
    act(b, `d${tag(b, 'm')}.ice`);
    expect(zoneCards(b, 'p0:field')).toEqual(['I04']);
  });

  it('FFTCG 11.6.2.1, FFTCG 11.7.2.1, FFTCG 11.6.2: multi-element costs allow 1 excess per element', () => {
    const need = needForCost(def('M02').ab[0].k === 'action' ? (def('M02').ab[0] as any).cost : null);
    expect(need).toEqual({ t: 2, r: { wind: 1, water: 1 }, cap: 2 });
    expect(feasible(need, {}, [src('wind', 2, 1), src('water', 2, 2)])).toBe(true);
    expect(feasible(need, {}, [src('wind', 2, 1), src('wind', 2, 2)])).toBe(false);
  });

  it('FFTCG 5.2.1.3: Light and Dark cards cannot be discarded for CP; Light and Dark costs take any element', () => {
    const b = board({ players: [{ hand: [h('D02', 's'), 'H02', 'F01', 'I01'] }, { field: ['E02'] }] });
    act(b, `s${tag(b, 's')}`);
    const ids = options(b);
    expect(ids).not.toContain(`d${find(b, 'p0:hand', 'H02')}`);
    expect(ids.length).toBe(3); // F01, I01, cancel
  });

  it('FFTCG 14.1, FFTCG 14.2, FFTCG 14.3, FFTCG 14.4, FFTCG 11.3.1, FFTCG 11.6.3, FFTCG 11.7.3: cancelling a declaration restores everything and returns priority', () => {
    const b = board({ players: [{ hand: [h('F02', 's'), 'F01', 'F01'] }, { field: [h('I01', 't')] }] });
    const before = JSON.stringify([b.s.zones, b.s.objects, b.s.g]);
    act(b, `c${tag(b, 's')}`);
    act(b, options(b)[0]);
    act(b, 'cancel');
    expect(JSON.stringify([b.s.zones, b.s.objects, b.s.g])).toBe(before);
    expect(pending(b).kind).toBe('priority');
    expect(pending(b).player).toBe(0);
    expect(logged(b, 'FFTCG 14.1')).toBe(true);
  });
});

describe('priority and the stack (FFTCG 11.1, FFTCG 7.12)', () => {
  it('FFTCG 11.1.1, FFTCG 11.1.6: whether the opponent is asked for priority depends only on what is public, not on the cards in their hand', () => {
    // Player 0 passes in Main Phase 1; player 1 holds a summon they could cast, a character they
    // cannot play in player 0's turn, or nothing. Holding cards, they are asked either way.
    const askedAfterPass = (hand: string[]) => {
      const c = board({ hold: false, players: [{ hand: ['F01'] }, { hand, field: ['W03', 'W03'] }] });
      expect(pending(c)).toMatchObject({ player: 0, kind: 'priority' });
      act(c, 'pass');
      return pending(c) ? { player: pending(c).player, kind: pending(c).kind } : null;
    };
    const playable = askedAfterPass(['W09']);
    expect(playable).toEqual({ player: 1, kind: 'priority' });
    expect(askedAfterPass(['H01'])).toEqual(playable);
    // With an empty hand (public) and no usable ability, passing is all they can do, and everyone knows it.
    expect(askedAfterPass([])).not.toEqual(playable);
  });

  it('FFTCG 11.1, FFTCG 11.1.1, FFTCG 11.1.5, FFTCG 11.1.6, FFTCG 11.1.7, FFTCG 7.13.3, FFTCG 7.12.1, FFTCG 11.3.8, FFTCG 11.11, FFTCG 11.11.1: last in, first out; the caster keeps priority; after a resolution the turn player gets it', () => {
    const c = board({
      players: [{ hand: [h('F05', 's'), 'F01', 'F01', h('I03', 'i'), 'I01'] }, { field: [h('E02', 't')] }],
    });
    act(c, `s${tag(c, 's')}`);
    payAll(c);
    expect(pending(c).player).toBe(0);
    act(c, `s${tag(c, 'i')}`);
    payAll(c);
    expect(c.s.stack!.map((i) => i.data.card)).toEqual(['F05', 'I03']);
    act(c, 'pass');
    expect(pending(c).player).toBe(1);
    act(c, 'pass');
    expect(c.s.stack!.map((i) => i.data.card)).toEqual(['F05']);
    expect(ch(c, tag(c, 't'), 'frozen')).toBe(true);
    expect(pending(c).player).toBe(0);
  });

  it('FFTCG 11.3, FFTCG 11.3.2, FFTCG 11.3.3, FFTCG 11.3.7, FFTCG 11.3.7.1, FFTCG 11.3.9, FFTCG 11.11.2, FFTCG 11.11.10, FFTCG 7.3, FFTCG 15.1.1.7, FFTCG 15.1.1.7.1: a summon whose only target became illegal does nothing and goes to the Break Zone', () => {
    const b = board({
      players: [{ hand: [h('F05', 's'), 'F01', h('W04', 'w'), 'W01', 'W01'] }, { field: [h('F02', 't')] }],
    });
    expect(zoneCards(b, 'stack')).toEqual([]);
    act(b, `s${tag(b, 's')}`);
    payAll(b);
    expect(zoneCards(b, 'stack')).toEqual(['F05']);
    act(b, `s${tag(b, 'w')}`);
    payAll(b);
    resolveAll(b);
    expect(zoneCards(b, 'p1:hand')).toEqual(['F02']);
    expect(logged(b, 'FFTCG 11.11.2')).toBe(true);
    expect(zoneCards(b, 'p0:break')).toEqual(expect.arrayContaining(['F05', 'W04']));
  });

  it('FFTCG 11.11.2.1.1, FFTCG 11.6.12, FFTCG 11.7.12, FFTCG 11.8.19: with one target still legal the effect applies to it', () => {
    const b = board({
      players: [
        { hand: [h('A03', 's'), 'A01', 'A01', 'A01', h('W04', 'w'), 'W01', 'W01'] },
        { field: [h('F01', 'a'), h('F02', 'b')] },
      ],
    });
    act(b, `s${tag(b, 's')}`);
    act(b, `t${tag(b, 'a')}`);
    act(b, `t${tag(b, 'b')}`);
    payAll(b);
    act(b, `s${tag(b, 'w')}`);
    act(b, `t${tag(b, 'b')}`);
    payAll(b);
    resolveAll(b);
    expect(zoneCards(b, 'p1:hand').sort()).toEqual(['F01', 'F02']);
    expect(logged(b, 'FFTCG 11.11.2')).toBe(false);
  });

  it("FFTCG 11.4, FFTCG 11.4.2, FFTCG 11.4.4, FFTCG 11.4.6, FFTCG 11.4.7, FFTCG 11.4.8, FFTCG 6.2.4, FFTCG 6.2.5, FFTCG 11.9.2: a character enters without the stack under its player's control", () => {
    const b = board({ players: [{ hand: [h('F02', 'c'), 'F01', 'F01'], field: ['W08'] }, {}] });
    act(b, `c${tag(b, 'c')}`);
    payAll(b);
    const id = find(b, 'p0:field', 'F02')!;
    expect(b.s.stack!.length).toBe(0);
    expect(ch(b, id, 'controller')).toBe(0);
    expect(power(b, id)).toBe(8000);
    expect(logged(b, 'FFTCG 11.4.8')).toBe(true);
  });

  it('FFTCG 11.6, FFTCG 11.6.1, FFTCG 11.6.4, FFTCG 11.6.5, FFTCG 11.6.9, FFTCG 11.6.10, FFTCG 11.6.11, FFTCG 11.6.2.2, FFTCG 11.6.2.2.3, FFTCG 11.5.1, FFTCG 11.5.2, FFTCG 11.5.3, FFTCG 11.5.4, FFTCG 11.5.5, FFTCG 6.2.3: an action ability goes on the stack; it resolves even if its source left', () => {
    const b = board({
      players: [
        { hand: ['F01'], field: [h('F04', 's')] },
        { field: [h('E02', 't')], hand: [h('W04', 'w'), 'W01', 'W01'] },
      ],
    });
    act(b, `a${tag(b, 's')}.0`);
    payAll(b);
    expect(b.s.stack![0]).toMatchObject({ data: { kind: 'action' }, controller: 0 });
    expect(ch(b, tag(b, 's'), 'dull')).toBe(true);
    act(b, 'pass');
    // the opponent answers by bouncing... the target; here we simply let it resolve
    act(b, 'pass');
    expect(dealt(b, tag(b, 't'))).toBe(2000);
  });

  it('FFTCG 11.7, FFTCG 11.7.2, FFTCG 11.7.2.2, FFTCG 11.7.2.3, FFTCG 11.7.4, FFTCG 11.7.5, FFTCG 11.7.9, FFTCG 11.7.10, FFTCG 11.7.11: a special ability needs the discard and the CP', () => {
    const b = board({
      players: [{ hand: ['L02', 'F01'], field: [h('L02', 'k')] }, { field: [h('E02', 't')] }],
    });
    expect(options(b)).not.toContain(`a${tag(b, 'k')}.0`); // F01 is not Lightning: no Lightning CP left
    const c = board({
      players: [
        { hand: ['L02', 'L01'], field: [{ card: 'L02', tag: 'k', sick: true }] },
        { field: [h('E02', 't')] },
      ],
    });
    expect(options(c)).toContain(`a${tag(c, 'k')}.0`);
    act(c, `a${tag(c, 'k')}.0`);
    payAll(c);
    expect(c.s.stack![0]).toMatchObject({ data: { kind: 'special' } });
  });

  it('FFTCG 11.7.1: the same-name card to discard is asked for even when the hand holds only one (the opponent cannot count them by the questions)', () => {
    const asked = (hand: string[]) => {
      const b = board({ players: [{ hand, field: [h('L02', 'k')] }, { field: [h('E02', 't')] }] });
      act(b, `a${tag(b, 'k')}.0`);
      return [pending(b).kind, options(b).length];
    };
    expect(asked(['L02', 'L01'])).toEqual(['special-discard', 1]);
    expect(asked(['L02', 'L02', 'L01'])).toEqual(['special-discard', 2]);
  });
});

describe('auto abilities (FFTCG 11.8)', () => {
  it('FFTCG 11.8, FFTCG 11.8.1, FFTCG 11.8.2, FFTCG 11.8.3, FFTCG 11.8.5, FFTCG 11.8.6, FFTCG 11.8.7, FFTCG 11.1.2, FFTCG 11.1.4, FFTCG 6.1.4: the turn player orders simultaneous triggers and they go on the stack before priority', () => {
    const b = board({
      players: [{ hand: [h('M01', 'm'), 'F01', 'I01'], field: ['H03'] }, { field: [h('E02', 't')] }],
    });
    act(b, `c${tag(b, 'm')}`);
    payAll(b);
    expect(pending(b).kind).toBe('order-triggers');
    expect(pending(b).player).toBe(0);
    const items = (pending(b).domain as any).items.map((i: any) => i.id);
    act(b, [...items].reverse());
    expect(b.s.stack!.length).toBe(2);
    expect(pending(b).kind).toBe('priority');
    resolveAll(b);
    expect(dealt(b, tag(b, 't'))).toBe(3000);
    expect(power(b, find(b, 'p0:field', 'M01')!)).toBe(9000);
  });

  it('FFTCG 11.8.4, FFTCG 11.8.9: an auto ability without a legal target leaves the stack', () => {
    const b = board({ players: [{ hand: [h('I02', 'm'), 'I01', 'I01'] }, {}] });
    act(b, `c${tag(b, 'm')}`);
    payAll(b);
    expect(b.s.stack!.length).toBe(0);
    expect(logged(b, 'FFTCG 11.8.4')).toBe(true);
  });

  it('FFTCG 11.8.13, FFTCG 11.11.3: a conditional ability checks its condition again on resolution', () => {
    const b = board({
      start: 'attack',
      players: [{ field: [h('I05', 'a'), 'I06', h('M04', 'sq'), h('F01', 'f')] }, { field: [h('F02', 't')] }],
    });
    act(b, `a${tag(b, 'a')}`);
    expect(b.s.stack!.length).toBe(1);
    act(b, `a${tag(b, 'sq')}.0`);
    act(b, `t${tag(b, 'f')}`);
    resolveAll(b);
    expect(logged(b, 'FFTCG 11.11.3')).toBe(true);
    expect(ch(b, tag(b, 't'), 'frozen')).toBe(false);
  });

  it('FFTCG 11.8.16, FFTCG 11.8.16.2, FFTCG 11.8.16.2.1, FFTCG 6.4.1, FFTCG 6.4.2, FFTCG 11.5.6, FFTCG 11.11.4, FFTCG 11.11.7: zone-move triggers use the last known information of the card', () => {
    const b = board({
      players: [{ hand: [h('D02', 's'), 'F01', 'F01'] }, { field: [h('D01', 'r')], hand: ['I01'] }],
    });
    act(b, `s${tag(b, 's')}`);
    payAll(b);
    resolveAll(b);
    resolveAll(b);
    expect(zoneCards(b, 'p0:hand')).toEqual([]);
    expect(b.s.triggers.length).toBe(0);
  });

  it('FFTCG 11.8.17.1, FFTCG 11.8.17.2, FFTCG 11.8.17.3, FFTCG 11.8.17.4, FFTCG 11.8.17.5, FFTCG 6.4.1.1, FFTCG 6.4.1.2: a delayed ability triggers once and loses an object that left its zone', () => {
    const b = board({ players: [{ hand: [h('W09', 's'), 'W01'], field: [h('F01', 'f')] }, {}] });
    act(b, `s${tag(b, 's')}`);
    payAll(b);
    resolveAll(b);
    expect(b.s.delayed!.length).toBe(1);
    expect(b.s.delayed![0]).toMatchObject({ controller: 0, data: { card: 'W09' } });
    advance(b, () => b.s.g.tp === 1);
    expect(b.s.delayed!.length).toBe(0);
    expect(zoneCards(b, 'p0:hand')).toContain('F01');
    expect(logged(b, 'FFTCG 11.8.17.2')).toBe(true);
  });

  it('FFTCG 11.9, FFTCG 11.9.1, FFTCG 11.9.3, FFTCG 11.12.4.4, FFTCG 11.12.4.5: a field ability applies without the stack, also to cards that arrive later', () => {
    const b = board({ players: [{ hand: [h('F01', 'n'), 'F01'], field: ['A08'] }, {}] });
    act(b, `c${tag(b, 'n')}`);
    payAll(b);
    expect(power(b, find(b, 'p0:field', 'F01')!)).toBe(6000);
  });
});
