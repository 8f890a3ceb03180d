import { describe, expect, it } from 'vitest';
import {
  act,
  board,
  ch,
  dealt,
  find,
  logged,
  options,
  passUntil,
  payAll,
  pending,
  power,
  resolveAll,
  tag,
  zoneCards,
} from './helpers.ts';

const h = (card: string, t?: string) => (t ? { card, tag: t } : card);

describe('water cards', () => {
  it('A01 Tide Warrior: generic 5000 Forward', () => {
    const b = board({ players: [{ field: [h('A01', 'a'), 'A01'] }, {}] });
    expect(power(b, tag(b, 'a'))).toBe(5000);
    expect(zoneCards(b, 'p0:field').length).toBe(2);
  });

  it('A02 Coral Oracle: draws a card when it enters', () => {
    const b = board({ players: [{ hand: [h('A02', 'o'), 'A01'] }, {}] });
    act(b, `c${tag(b, 'o')}`);
    payAll(b);
    resolveAll(b);
    expect(b.s.zones['p0:hand'].objects.length).toBe(1);
  });

  it('A03 Tsunami: returns up to 2 opposing Forwards', () => {
    const b = board({
      players: [
        { hand: [h('A03', 's'), 'A01', 'A01', 'A01'] },
        { field: [h('F01', 'a'), h('F02', 'b'), h('F03', 'c')] },
      ],
    });
    act(b, `s${tag(b, 's')}`);
    act(b, `t${tag(b, 'a')}`);
    act(b, `t${tag(b, 'b')}`);
    payAll(b);
    resolveAll(b);
    expect(zoneCards(b, 'p1:hand').sort()).toEqual(['F01', 'F02']);
    expect(zoneCards(b, 'p1:field')).toEqual(['F03']);
  });

  it('A04 Mist Thief: dealing damage to the opponent makes them discard (FFTCG 10.1.4.3)', () => {
    const b = board({ start: 'attack', players: [{ field: [h('A04', 't')] }, { hand: ['F01'] }] });
    act(b, `a${tag(b, 't')}`);
    passUntil(b, () => b.s.stack!.length > 0);
    resolveAll(b);
    expect(zoneCards(b, 'p1:damage').length).toBe(1);
    expect(zoneCards(b, 'p1:hand')).toEqual([]);
    expect(zoneCards(b, 'p1:break')).toEqual(['F01']);
  });

  it('A05 Water Sprite: FFTCG 11.8.18: triggers when its controller has no cards in hand', () => {
    const b = board({ players: [{ field: ['A05'] }, {}] });
    expect(b.s.stack!.length).toBe(1);
    resolveAll(b);
    expect(zoneCards(b, 'p0:hand').length).toBe(1);
    expect(logged(b, 'FFTCG 11.8.18')).toBe(true);
  });

  it('A06 Deep Sea Knight: FFTCG 10.1.2.1.3: must attack if able, so "stop attacking" is not offered', () => {
    const b = board({ start: 'attack', players: [{ field: [h('A06', 'k')] }, {}] });
    expect(options(b)).toEqual([`a${tag(b, 'k')}`]);
    act(b, `a${tag(b, 'k')}`);
    expect(ch(b, tag(b, 'k'), 'dull')).toBe(false);
  });

  it('A07 Riptide: -4000; FFTCG 12.4.4: power 0 or less goes to the Break Zone (not broken)', () => {
    const b = board({ players: [{ hand: [h('A07', 's'), 'A01'] }, { field: [h('W01', 't')] }] });
    act(b, `s${tag(b, 's')}`);
    payAll(b);
    resolveAll(b);
    expect(zoneCards(b, 'p1:break')).toEqual(['W01']);
    expect(logged(b, 'FFTCG 12.4.4')).toBe(true);
  });

  it('A08 Harbor Master: Forwards you control gain +1000', () => {
    const b = board({ players: [{ field: ['A08', h('A01', 'a')] }, {}] });
    expect(power(b, tag(b, 'a'))).toBe(6000);
  });
});

describe('light and dark cards', () => {
  it('H01 Radiant Paladin: Light is paid with CP of any element; one Light or Dark card per player (FFTCG 11.4.6.1, FFTCG 12.4.7)', () => {
    const b = board({ players: [{ hand: [h('H01', 'p'), 'E04', 'L01', 'W01'] }, {}] });
    expect(options(b)).toContain(`c${tag(b, 'p')}`);
    act(b, `c${tag(b, 'p')}`);
    payAll(b);
    expect(zoneCards(b, 'p0:field')).toEqual(['H01']);
    const two = board({ players: [{ hand: [h('H03', 'x'), 'A01', 'A01'], field: ['H01'] }, {}] });
    expect(options(two)).not.toContain(`c${tag(two, 'x')}`);
    const rp = board({ players: [{ field: ['H01', 'D01'] }, {}] });
    expect(zoneCards(rp, 'p0:break').sort()).toEqual(['D01', 'H01']);
  });

  it('H02 Holy Light: power becomes 3000 measured from the printed power, then modifiers apply (FFTCG 11.5.7)', () => {
    const b = board({
      players: [{ hand: [h('H02', 's'), 'W01', 'W01', 'W01'], field: [h('W07', 'm'), h('E02', 't')] }, {}],
    });
    act(b, `a${tag(b, 'm')}.0`);
    payAll(b);
    resolveAll(b);
    expect(power(b, tag(b, 't'))).toBe(11000);
    act(b, `s${tag(b, 's')}`);
    payAll(b);
    resolveAll(b);
    expect(power(b, tag(b, 't'))).toBe(5000);
  });

  it('H03 Light Herald: a Forward entering under your control gains +1000', () => {
    const b = board({ players: [{ hand: [h('F01', 'f'), 'F01'], field: ['H03'] }, {}] });
    act(b, `c${tag(b, 'f')}`);
    payAll(b);
    resolveAll(b);
    expect(power(b, find(b, 'p0:field', 'F01')!)).toBe(6000);
  });

  it('D01 Void Reaper: when broken, the opponent discards', () => {
    const b = board({
      players: [{ hand: [h('D02', 's'), 'F01', 'F01'] }, { field: ['D01'], hand: ['I01'] }],
    });
    act(b, `s${tag(b, 's')}`);
    payAll(b);
    resolveAll(b);
    expect(zoneCards(b, 'p1:break')).toContain('D01');
    resolveAll(b);
    expect(zoneCards(b, 'p0:hand')).toEqual([]);
  });

  it('D02 Abyss: breaks a Forward; Dark is paid with any CP', () => {
    const b = board({ players: [{ hand: [h('D02', 's'), 'I01', 'I01'] }, { field: [h('E02', 't')] }] });
    act(b, `s${tag(b, 's')}`);
    payAll(b);
    resolveAll(b);
    expect(zoneCards(b, 'p1:break')).toEqual(['E02']);
  });

  it('D03 Hush: the Forward loses all abilities until end of turn (text layer, FFTCG 11.12.4.6)', () => {
    const b = board({ players: [{ hand: [h('D03', 's'), 'A01'] }, { field: [h('E01', 'g')] }] });
    act(b, `s${tag(b, 's')}`);
    payAll(b);
    resolveAll(b);
    expect(ch(b, tag(b, 'g'), 'noText')).toBe(true);
  });
});

describe('multi-element and other cards', () => {
  it('M01 Frostfire Twin: needs 1 Fire and 1 Ice CP (FFTCG 11.4.6.1); deals 3000 on entering', () => {
    const no = board({ players: [{ hand: [h('M01', 'm'), 'F01', 'F01', 'F01'] }, {}] });
    expect(options(no)).not.toContain(`c${tag(no, 'm')}`);
    const b = board({ players: [{ hand: [h('M01', 'm'), 'F01', 'I01'] }, { field: [h('E02', 't')] }] });
    act(b, `c${tag(b, 'm')}`);
    payAll(b);
    resolveAll(b);
    expect(dealt(b, tag(b, 't'))).toBe(3000);
  });

  it('M02 Storm Tide Sage: an ability cost with two elements (FFTCG 11.6.2.1)', () => {
    const b = board({ players: [{ hand: ['W01', 'A01'], field: [h('M02', 's')] }, {}] });
    act(b, `a${tag(b, 's')}.0`);
    payAll(b);
    resolveAll(b);
    expect(zoneCards(b, 'p0:hand').length).toBe(1);
    const no = board({ players: [{ hand: ['W01', 'W01'], field: [h('M02', 's')] }, {}] });
    expect(options(no)).not.toContain(`a${tag(no, 's')}.0`);
  });

  it('M03 Iron Storm: +3000 and First Strike to a Forward you control', () => {
    const b = board({ players: [{ hand: [h('M03', 's'), 'E04', 'L01'], field: [h('F01', 'f')] }, {}] });
    act(b, `s${tag(b, 's')}`);
    payAll(b);
    resolveAll(b);
    expect(power(b, tag(b, 'f'))).toBe(8000);
    expect(ch(b, tag(b, 'f'), 'keywords')).toContain('firstStrike');
  });

  it('M04 Sacrificial Squire: putting itself into the Break Zone is the cost', () => {
    const b = board({ players: [{ field: [h('M04', 'q'), h('F01', 'f')] }, {}] });
    act(b, `a${tag(b, 'q')}.0`);
    expect(zoneCards(b, 'p0:break')).toEqual(['M04']);
    resolveAll(b);
    expect(power(b, tag(b, 'f'))).toBe(8000);
  });

  it('M06 Dawn Scout: at the start of your Main Phase 1 you may draw then discard (FFTCG 9.3.1.3)', () => {
    const b = board({ start: 'turn', players: [{ field: ['M06'] }, {}] });
    expect(b.s.stack!.length).toBe(1);
    resolveAll(b);
    act(b, 'yes');
    expect(pending(b).kind).toBe('discard');
  });

  it('M07 Summoner Apprentice: casting a summon gives your Forwards +1000 (FFTCG 11.3.8)', () => {
    const b = board({
      players: [{ hand: [h('A07', 's'), 'A01'], field: ['M07', h('A01', 'f')] }, { field: [h('E02', 't')] }],
    });
    act(b, `s${tag(b, 's')}`);
    act(b, `t${tag(b, 't')}`);
    payAll(b);
    resolveAll(b);
    expect(power(b, tag(b, 'f'))).toBe(6000);
  });

  it('M08 Exiler: removes a dull opposing Forward from the game (FFTCG 15.1.1.5)', () => {
    const b = board({
      players: [{ hand: [h('M08', 'x'), 'F01', 'F01'] }, { field: [{ card: 'E02', tag: 't', dull: true }] }],
    });
    act(b, `c${tag(b, 'x')}`);
    payAll(b);
    resolveAll(b);
    expect(zoneCards(b, 'p1:removed')).toEqual(['E02']);
  });

  it('M09 Wind Cavalier: cannot be blocked by a Forward of cost 3 or more', () => {
    const b = board({
      start: 'attack',
      players: [{ field: [h('M09', 'r')] }, { field: [h('F01', 'small'), h('F02', 'mid')] }],
    });
    act(b, `a${tag(b, 'r')}`);
    passUntil(b, () => pending(b).kind === 'block');
    expect(options(b)).toEqual(['none', `b${tag(b, 'small')}`]);
  });
});
