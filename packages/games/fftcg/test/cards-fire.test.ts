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

describe('fire cards', () => {
  it('F01 Ember Knight: generic, several may be on the field (FFTCG 7.7.3)', () => {
    const b = board({ players: [{ hand: [h('F01', 'k'), 'F02'], field: ['F01', 'F04'] }, {}] });
    expect(options(b)).toContain(`c${tag(b, 'k')}`);
  });

  it('F02 Blaze Lancer: Haste lets it attack the turn it enters (FFTCG 15.2.2.2)', () => {
    const b = board({
      start: 'attack',
      players: [
        {
          field: [
            { card: 'F02', tag: 'l', sick: true },
            { card: 'F01', tag: 'k', sick: true },
          ],
        },
        {},
      ],
    });
    expect(options(b)).toContain(`a${tag(b, 'l')}`);
    expect(options(b)).not.toContain(`a${tag(b, 'k')}`);
  });

  it('F03 Scarlet Duelist: First Strike kills the blocker before it strikes back (FFTCG 15.2.3.2)', () => {
    const b = board({ start: 'attack', players: [{ field: [h('F03', 'd')] }, { field: [h('A06', 'g')] }] });
    act(b, `a${tag(b, 'd')}`);
    passUntil(b, () => pending(b).kind === 'block');
    act(b, `b${tag(b, 'g')}`);
    passUntil(b, () => b.s.g.combat === null);
    expect(zoneCards(b, 'p1:break')).toContain('A06');
    expect(dealt(b, tag(b, 'd'))).toBe(0);
  });

  it('F04 Pyre Sage: dull + 1 Fire CP deals 2000 damage', () => {
    const b = board({ players: [{ hand: ['F01'], field: [h('F04', 's')] }, { field: [h('I01', 't')] }] });
    act(b, `a${tag(b, 's')}.0`);
    payAll(b);
    resolveAll(b);
    expect(dealt(b, tag(b, 't'))).toBe(2000);
    expect(ch(b, tag(b, 's'), 'dull')).toBe(true);
  });

  it('F05 Flame Burst: 5000 damage breaks a 5000 Forward (FFTCG 12.4.5)', () => {
    const b = board({ players: [{ hand: [h('F05', 's'), 'F01'] }, { field: [h('I01', 't')] }] });
    act(b, `s${tag(b, 's')}`);
    payAll(b);
    resolveAll(b);
    expect(zoneCards(b, 'p1:break')).toContain('I01');
    expect(zoneCards(b, 'p0:break')).toContain('F05');
  });

  it('F06 Inferno Rain: the caster splits 6000 among up to 3 Forwards, at least 1000 each (FFTCG 11.3.6)', () => {
    const b = board({
      players: [
        { hand: [h('F06', 's'), 'F01', 'F01'] },
        { field: [h('I01', 'a'), h('A01', 'b'), h('E02', 'c')] },
      ],
    });
    act(b, `s${tag(b, 's')}`);
    act(b, `t${tag(b, 'a')}`);
    act(b, `t${tag(b, 'b')}`);
    act(b, 'done');
    expect(pending(b).kind).toBe('distribute');
    act(b, { [`t${tag(b, 'a')}`]: 5000, [`t${tag(b, 'b')}`]: 1000 });
    payAll(b);
    resolveAll(b);
    expect(zoneCards(b, 'p1:break')).toEqual(['I01']);
    expect(dealt(b, tag(b, 'b'))).toBe(1000);
  });

  it('F07 Kindling: X is chosen by the player and the damage is X × 2000 (FFTCG 4.5, FFTCG 11.3.5)', () => {
    const b = board({ players: [{ hand: [h('F07', 's'), 'F01', 'F01'] }, { field: [h('E02', 't')] }] });
    act(b, `s${tag(b, 's')}`);
    expect(pending(b).kind).toBe('x');
    expect(options(b)).toEqual(['x0', 'x1', 'x2', 'x3']);
    act(b, 'x3');
    payAll(b);
    resolveAll(b);
    expect(dealt(b, tag(b, 't'))).toBe(6000);
  });

  it('F08 Salamander: becomes a 6000 Forward until end of turn (type layer, FFTCG 11.12.4.6)', () => {
    const b = board({ players: [{ hand: ['F01'], field: [h('F08', 'm')] }, {}] });
    expect(ch(b, tag(b, 'm'), 'type')).toBe('monster');
    act(b, `a${tag(b, 'm')}.0`);
    payAll(b);
    resolveAll(b);
    expect(ch(b, tag(b, 'm'), 'type')).toBe('forward');
    expect(power(b, tag(b, 'm'))).toBe(6000);
  });

  it('F09 Fire Warden: Damage 3 gives +2000 and Brave (FFTCG 15.2.6.2)', () => {
    const b = board({ players: [{ field: [h('F09', 'w')], damage: ['F01', 'F01'] }, {}] });
    expect(power(b, tag(b, 'w'))).toBe(6000);
    const c = board({ players: [{ field: [h('F09', 'w')], damage: ['F01', 'F01', 'F01'] }, {}] });
    expect(power(c, tag(c, 'w'))).toBe(8000);
    expect(ch(c, tag(c, 'w'), 'keywords')).toContain('brave');
  });

  it('F10 Phoenix Acolyte: from the field to the Break Zone, it may return to hand (FFTCG 11.8.16.1)', () => {
    const b = board({
      players: [{ field: [h('F10', 'p')] }, { hand: [h('F05', 's'), 'F01'] }],
      turnPlayer: 1,
    });
    act(b, `s${tag(b, 's')}`);
    payAll(b);
    resolveAll(b);
    expect(pending(b).kind).toBe('optional');
    act(b, 'yes');
    expect(zoneCards(b, 'p0:hand')).toContain('F10');
    expect(logged(b, 'FFTCG 11.8.16.1')).toBe(true);
  });

  it('M05 Volcano Giant: the opponent takes 1 damage at the start of each End Phase (FFTCG 9.5.1.1)', () => {
    const b = board({ start: 'main2', players: [{ field: ['M05'] }, {}] });
    passUntil(b, () => zoneCards(b, 'p1:damage').length > 0);
    expect(zoneCards(b, 'p1:damage').length).toBe(1);
  });
});
