import { describe, expect, it } from 'vitest';
import {
  act,
  board,
  ch,
  dealt,
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

describe('earth cards', () => {
  it('E01 Stone Guard: FFTCG 11.12.5: damage to it is reduced by 2000 instead', () => {
    const b = board({ players: [{ hand: [h('F05', 's'), 'F01'] }, { field: [h('E01', 'g')] }] });
    act(b, `s${tag(b, 's')}`);
    payAll(b);
    resolveAll(b);
    expect(dealt(b, tag(b, 'g'))).toBe(3000);
    expect(logged(b, 'FFTCG 11.12.5.1')).toBe(true);
  });

  it('E02 Earth Titan: Brave attackers do not dull (FFTCG 15.2.1.2); its EX Burst gives +2000', () => {
    const b = board({ start: 'attack', players: [{ field: [h('E02', 't')] }, {}] });
    act(b, `a${tag(b, 't')}`);
    expect(ch(b, tag(b, 't'), 'dull')).toBe(false);
    const e = board({
      start: 'main2',
      players: [{ deck: [...Array(8).fill('F01'), 'E02'], field: [h('F01', 'f')] }, { field: ['M05'] }],
    });
    passUntil(e, () => false);
    expect(pending(e).kind).toBe('ex-burst');
    act(e, 'yes');
    expect(power(e, tag(e, 'f'))).toBe(7000);
  });

  it('E03 Quake: 3000 damage to every Forward, both sides', () => {
    const b = board({
      players: [{ hand: [h('E03', 's'), 'E04', 'E04'], field: [h('F02', 'm')] }, { field: [h('I01', 'o')] }],
    });
    act(b, `s${tag(b, 's')}`);
    payAll(b);
    resolveAll(b);
    expect(dealt(b, tag(b, 'm'))).toBe(3000);
    expect(dealt(b, tag(b, 'o'))).toBe(3000);
  });

  it('E04 Miner: generic Backup, any number on the field (5-Backup limit, rules-gaps §1.2)', () => {
    const b = board({ players: [{ hand: [h('E04', 'x'), 'F01'], field: ['E04', 'E04', 'E04', 'E04'] }, {}] });
    expect(options(b)).toContain(`c${tag(b, 'x')}`);
    const full = board({
      players: [{ hand: [h('E04', 'x'), 'F01'], field: ['E04', 'E04', 'E04', 'E04', 'E04'] }, {}],
    });
    expect(options(full)).not.toContain(`c${tag(full, 'x')}`);
  });

  it("E05 Bulwark Priest: FFTCG 11.12.5.7: the affected card's controller orders two replacements", () => {
    const b = board({
      players: [{ hand: [h('F05', 's'), 'F01'] }, { field: [h('E01', 'g'), h('E05', 'p')] }],
    });
    act(b, `s${tag(b, 's')}`);
    payAll(b);
    resolveAll(b);
    expect(pending(b).kind).toBe('choose-replacement');
    expect(pending(b).player).toBe(1);
    act(b, `r${tag(b, 'p')}:0`); // halve first: 2500, then -2000: 500
    expect(dealt(b, tag(b, 'g'))).toBe(500);
    const c = board({
      players: [{ hand: [h('F05', 's'), 'F01'] }, { field: [h('E01', 'g'), h('E05', 'p')] }],
    });
    act(c, `s${tag(c, 's')}`);
    payAll(c);
    resolveAll(c);
    act(c, `r${tag(c, 'g')}:0`); // -2000 first: 3000, then halve: 1500
    expect(dealt(c, tag(c, 'g'))).toBe(1500);
  });

  it('E06 Golem: searches the deck for an Earth Backup of cost 2 or less (FFTCG 15.1.1.8)', () => {
    const b = board({ players: [{ hand: [h('E06', 'g'), 'E04'], deck: ['F01', 'E04', 'E05', 'F01'] }, {}] });
    act(b, `c${tag(b, 'g')}`);
    payAll(b);
    resolveAll(b);
    expect(pending(b).kind).toBe('search');
    expect(options(b).length).toBe(1);
    act(b, options(b)[0]);
    expect(zoneCards(b, 'p0:hand')).toContain('E04');
    expect(b.s.zones['p0:deck'].objects.length).toBe(3);
  });

  it('E07 Rock Smasher: Damage 5 gives +3000 and First Strike', () => {
    const b = board({
      players: [{ field: [h('E07', 'r')], damage: ['F01', 'F01', 'F01', 'F01', 'F01'] }, {}],
    });
    expect(power(b, tag(b, 'r'))).toBe(10000);
    expect(ch(b, tag(b, 'r'), 'keywords')).toContain('firstStrike');
  });

  it('E08 Landslide: breaks a Forward with 5000 power or less only', () => {
    const b = board({
      players: [{ hand: [h('E08', 's'), 'E04'] }, { field: [h('F01', 'a'), h('E01', 'b')] }],
    });
    act(b, `s${tag(b, 's')}`);
    payAll(b);
    resolveAll(b);
    expect(zoneCards(b, 'p1:break')).toEqual(['F01']);
  });
});

describe('lightning cards', () => {
  it('L01 Thunder Blade: generic Haste Forward', () => {
    const b = board({
      start: 'attack',
      players: [
        {
          field: [
            { card: 'L01', tag: 'a', sick: true },
            { card: 'L01', sick: true },
          ],
        },
        {},
      ],
    });
    expect(options(b)).toContain(`a${tag(b, 'a')}`);
  });

  it('L02 Bolt Knight: special ability discards a same-name card and breaks a Forward (FFTCG 11.7)', () => {
    const b = board({
      players: [{ hand: ['L02', 'L01'], field: [h('L02', 'k')] }, { field: [h('E02', 't')] }],
    });
    act(b, `a${tag(b, 'k')}.0`);
    payAll(b);
    resolveAll(b);
    expect(zoneCards(b, 'p1:break')).toEqual(['E02']);
    expect(zoneCards(b, 'p0:break').sort()).toEqual(['L01', 'L02']);
  });

  it('L03 Lightning Strike: FFTCG 11.12.5.6: the self-replacement makes it 7000 against a dull Forward', () => {
    const b = board({
      players: [{ hand: [h('L03', 's'), 'L01'] }, { field: [{ card: 'E02', tag: 't', dull: true }] }],
    });
    act(b, `s${tag(b, 's')}`);
    payAll(b);
    resolveAll(b);
    expect(dealt(b, tag(b, 't'))).toBe(7000);
    expect(logged(b, 'FFTCG 11.12.5.6')).toBe(true);
    const a = board({ players: [{ hand: [h('L03', 's'), 'L01'] }, { field: [h('E02', 't')] }] });
    act(a, `s${tag(a, 's')}`);
    payAll(a);
    resolveAll(a);
    expect(dealt(a, tag(a, 't'))).toBe(4000);
  });

  it('L04 Chain Lightning: mode 2 deals 2000 to each opposing Forward', () => {
    const b = board({
      players: [
        { hand: [h('L04', 's'), 'L01', 'L01'], field: [h('F01', 'm')] },
        { field: [h('I01', 'a'), h('A01', 'b')] },
      ],
    });
    act(b, `s${tag(b, 's')}`);
    act(b, 'm1');
    payAll(b);
    resolveAll(b);
    expect(dealt(b, tag(b, 'a'))).toBe(2000);
    expect(dealt(b, tag(b, 'b'))).toBe(2000);
    expect(dealt(b, tag(b, 'm'))).toBe(0);
  });

  it('L05 Volt Hound: a Monster may use its dull ability the turn it enters (rules-gaps §1.2)', () => {
    const b = board({ players: [{ field: [{ card: 'L05', tag: 'v', sick: true }, h('F01', 'f')] }, {}] });
    act(b, `a${tag(b, 'v')}.0`);
    resolveAll(b);
    expect(ch(b, tag(b, 'f'), 'keywords')).toContain('firstStrike');
  });

  it('L06 Spark Engineer: generic Backup; FFTCG 11.6.2.2: a Backup that just entered cannot use dull abilities', () => {
    const b = board({
      players: [
        { hand: ['F01'], field: ['L06', 'L06', { card: 'F04', tag: 's', sick: true }] },
        { field: ['I01'] },
      ],
    });
    expect(zoneCards(b, 'p0:field').filter((c) => c === 'L06').length).toBe(2);
    expect(options(b)).not.toContain(`a${tag(b, 's')}.0`);
  });

  it('L07 Storm Rider: deals 2000 damage when it attacks', () => {
    const b = board({ start: 'attack', players: [{ field: [h('L07', 'r')] }, { field: [h('I01', 't')] }] });
    act(b, `a${tag(b, 'r')}`);
    resolveAll(b);
    expect(dealt(b, tag(b, 't'))).toBe(2000);
  });

  it('L08 Magnet Mage: gains control without re-entering (FFTCG 6.2.6, FFTCG 6.2.6.1)', () => {
    const b = board({
      players: [{ hand: [h('L08', 'm'), 'L01', 'L01'] }, { field: [h('A02', 'x'), h('W02', 't')] }],
    });
    act(b, `c${tag(b, 'm')}`);
    payAll(b);
    resolveAll(b);
    const t = tag(b, 't');
    expect(ch(b, t, 'controller')).toBe(0);
    expect(ch(b, t, 'owner')).toBe(1);
    expect(b.s.zones['p0:field'].objects).toContain(t);
    expect(logged(b, 'FFTCG 6.2.6')).toBe(true);
  });

  it('L09 Ambusher: Back Attack, and +2000 when it blocks', () => {
    const b = board({ start: 'attack', players: [{ field: [h('F03', 'a')] }, { field: [h('L09', 'd')] }] });
    act(b, `a${tag(b, 'a')}`);
    passUntil(b, () => pending(b).kind === 'block');
    act(b, `b${tag(b, 'd')}`);
    resolveAll(b);
    expect(power(b, tag(b, 'd'))).toBe(8000);
  });
});
