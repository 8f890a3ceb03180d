import { renderMsg } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../src/text/catalog.ts';
import {
  act,
  board,
  ch,
  find,
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
const FILL = Array.from({ length: 10 }, () => 'F01');

describe('ice cards', () => {
  it('I01 Frost Sentry: generic copies stay; FFTCG 12.4.6: two non-generic copies both go to the Break Zone', () => {
    const b = board({ players: [{ field: ['I01', 'I01', 'I05', 'I05'] }, {}] });
    expect(zoneCards(b, 'p0:field')).toEqual(['I01', 'I01']);
    expect(zoneCards(b, 'p0:break')).toEqual(['I05', 'I05']);
  });

  it('I02 Glacier Mage: entering dulls and freezes an opposing Forward; its EX Burst draws (FFTCG 11.10.2)', () => {
    const b = board({ players: [{ hand: [h('I02', 'm'), 'I01', 'I01'] }, { field: [h('F01', 't')] }] });
    act(b, `c${tag(b, 'm')}`);
    payAll(b);
    expect(ch(b, find(b, 'p0:field', 'I02')!, 'dull')).toBe(true); // Backups enter dull (stand-in)
    resolveAll(b);
    expect(ch(b, tag(b, 't'), 'dull')).toBe(true);
    expect(ch(b, tag(b, 't'), 'frozen')).toBe(true);
    const e = board({ start: 'main2', players: [{ deck: [...FILL, 'I02'] }, { field: ['M05'] }] });
    passUntil(e, () => false);
    expect(pending(e).kind).toBe('ex-burst');
    const before = e.s.zones['p0:hand'].objects.length;
    act(e, 'yes');
    expect(e.s.zones['p0:hand'].objects.length).toBe(before + 1);
  });

  it('I03 Chill Breath: dull and freeze; FFTCG 15.2.4.2: a frozen Forward stays dull in its next Active Phase', () => {
    const b = board({ players: [{ hand: [h('I03', 's'), 'I01'] }, { field: [h('F01', 't')] }] });
    act(b, `s${tag(b, 's')}`);
    payAll(b);
    resolveAll(b);
    expect(ch(b, tag(b, 't'), 'frozen')).toBe(true);
    const t = board({
      start: 'turn',
      players: [
        {
          field: [
            { card: 'F01', tag: 'f', dull: true, frozen: true },
            { card: 'F02', tag: 'g', dull: true },
          ],
        },
        {},
      ],
    });
    expect(ch(t, tag(t, 'f'), 'dull')).toBe(true);
    expect(ch(t, tag(t, 'f'), 'frozen')).toBe(false);
    expect(ch(t, tag(t, 'g'), 'dull')).toBe(false);
  });

  it('I04 Snow Wolf: a Monster that draws a card when it enters', () => {
    const b = board({ players: [{ hand: [h('I04', 'w'), 'I01'] }, {}] });
    act(b, `c${tag(b, 'w')}`);
    payAll(b);
    resolveAll(b);
    expect(b.s.zones['p0:hand'].objects.length).toBe(1);
    expect(ch(b, find(b, 'p0:field', 'I04')!, 'type')).toBe('monster');
  });

  it('I05 Ice Blade: FFTCG 11.8.13: the attack trigger needs 2 Backups', () => {
    const yes = board({
      start: 'attack',
      players: [{ field: [h('I05', 'a'), 'I06', 'I06'] }, { field: [h('F01', 't')] }],
    });
    act(yes, `a${tag(yes, 'a')}`);
    resolveAll(yes);
    expect(ch(yes, tag(yes, 't'), 'frozen')).toBe(true);
    const no = board({
      start: 'attack',
      players: [{ field: [h('I05', 'a'), 'I06'] }, { field: [h('F01', 't')] }],
    });
    act(no, `a${tag(no, 'a')}`);
    resolveAll(no);
    expect(ch(no, tag(no, 't'), 'frozen')).toBe(false);
  });

  it('I06 Rime Scholar: a generic Backup that pays 1 Ice CP by dulling (FFTCG 5.2.1.3)', () => {
    const b = board({ players: [{ hand: [h('I04', 'w')], field: [h('I06', 'b')] }, {}] });
    act(b, `c${tag(b, 'w')}`);
    expect(options(b)).toEqual([`b${tag(b, 'b')}`, 'cancel']);
    act(b, `b${tag(b, 'b')}`);
    expect(ch(b, tag(b, 'b'), 'dull')).toBe(true);
  });

  it('I07 Permafrost: a modal summon; the caster chooses the mode (FFTCG 11.3.4)', () => {
    const b = board({
      players: [{ hand: [h('I07', 's'), 'I01', 'I01'] }, { hand: ['F01', 'F02'], field: ['F01'] }],
    });
    act(b, `s${tag(b, 's')}`);
    expect(options(b)).toEqual(['m0', 'm1']);
    act(b, 'm1');
    payAll(b);
    resolveAll(b);
    expect(pending(b).kind).toBe('discard');
    expect(pending(b).player).toBe(1);
    act(b, [options(b)[0]]);
    expect(b.s.zones['p1:hand'].objects.length).toBe(1);
  });

  it('I08 Crystal Shepherd: counters raise its power; removing one gives First Strike (FFTCG 6.7, FFTCG 15.1.1.10)', () => {
    const b = board({ players: [{ hand: [h('I08', 'c'), 'I01', 'I01'] }, {}] });
    act(b, `c${tag(b, 'c')}`);
    payAll(b);
    resolveAll(b);
    const id = find(b, 'p0:field', 'I08')!;
    expect(ch(b, id, 'counters')).toEqual({ crystal: 2 });
    expect(power(b, id)).toBe(7000);
    act(b, `a${id}.2`);
    resolveAll(b);
    expect(power(b, id)).toBe(6000);
    expect(ch(b, id, 'keywords')).toContain('firstStrike');
  });

  it('I09 Frost Queen: special ability needs a same-name card in hand (FFTCG 11.7.1)', () => {
    const none = board({ players: [{ hand: ['I01', 'I01'], field: [h('I09', 'q')] }, { field: ['F01'] }] });
    expect(options(none)).not.toContain(`a${tag(none, 'q')}.0`);
    const b = board({
      players: [{ hand: ['I09', 'I01'], field: [h('I09', 'q')] }, { field: [h('F01', 'a'), h('F02', 'c')] }],
    });
    act(b, `a${tag(b, 'q')}.0`);
    payAll(b);
    expect(zoneCards(b, 'p0:break')).toContain('I09');
    resolveAll(b);
    expect(ch(b, tag(b, 'a'), 'frozen')).toBe(true);
    expect(ch(b, tag(b, 'c'), 'frozen')).toBe(true);
  });
});

describe('wind cards', () => {
  it('W01 Gale Scout: generic with Haste', () => {
    const b = board({
      start: 'attack',
      players: [
        {
          field: [
            { card: 'W01', tag: 'a', sick: true },
            { card: 'W01', tag: 'b', sick: true },
          ],
        },
        {},
      ],
    });
    expect(options(b)).toEqual(expect.arrayContaining([`a${tag(b, 'a')}`, `a${tag(b, 'b')}`]));
  });

  it('W02 Sky Archer: the party icon lets it join a party of another element (FFTCG 15.1.1.9.2)', () => {
    const b = board({ start: 'attack', players: [{ field: [h('W02', 'w'), h('F01', 'f')] }, {}] });
    expect(options(b)).toContain('party');
    const c = board({ start: 'attack', players: [{ field: [h('I01', 'i'), h('F01', 'f')] }, {}] });
    expect(options(c)).not.toContain('party');
  });

  it('W03 Aero Sprite: may activate a Forward you control (FFTCG 11.8.14)', () => {
    const b = board({
      players: [{ hand: [h('W03', 's'), 'W01'], field: [{ card: 'F01', tag: 'f', dull: true }] }, {}],
    });
    act(b, `c${tag(b, 's')}`);
    payAll(b);
    resolveAll(b);
    expect(pending(b).kind).toBe('optional');
    act(b, 'yes');
    expect(ch(b, tag(b, 'f'), 'dull')).toBe(false);
  });

  it('W04 Tornado: returns an opposing Forward of cost 4 or less to hand', () => {
    const b = board({
      players: [{ hand: [h('W04', 's'), 'W01', 'W01'] }, { field: [h('E02', 'big'), h('F02', 't')] }],
    });
    act(b, `s${tag(b, 's')}`);
    payAll(b);
    resolveAll(b);
    expect(zoneCards(b, 'p1:hand')).toEqual(['F02']);
    expect(zoneCards(b, 'p1:field')).toEqual(['E02']);
  });

  it('W05 Wind Dancer: Back Attack lets the non-turn player play it with priority (FFTCG 15.2.5.2)', () => {
    const b = board({ players: [{}, { hand: [h('W05', 'd'), 'W01'] }] });
    act(b, 'pass');
    expect(pending(b).player).toBe(1);
    expect(options(b)).toContain(`c${tag(b, 'd')}`);
    act(b, `c${tag(b, 'd')}`);
    payAll(b);
    expect(zoneCards(b, 'p1:field')).toEqual(['W05']);
  });

  it('W06 Hawk Rider: cannot be blocked by a Forward of cost 4 or more', () => {
    const b = board({
      start: 'attack',
      players: [{ field: [h('W06', 'r')] }, { field: [h('F01', 'small'), h('F03', 'big')] }],
    });
    act(b, `a${tag(b, 'r')}`);
    passUntil(b, () => pending(b).kind === 'block');
    expect(options(b)).toEqual(['none', `b${tag(b, 'small')}`]);
  });

  it('W07 Zephyr Monk: +2000 power until end of turn', () => {
    const b = board({ players: [{ hand: ['W01'], field: [h('W07', 'm'), h('F01', 'f')] }, {}] });
    act(b, `a${tag(b, 'm')}.0`);
    payAll(b);
    resolveAll(b);
    expect(power(b, tag(b, 'f'))).toBe(7000);
  });

  it('W08 Roc: Forwards you control gain +1000', () => {
    const b = board({ players: [{ field: ['W08', h('F01', 'f')] }, { field: [h('I01', 'o')] }] });
    expect(power(b, tag(b, 'f'))).toBe(6000);
    expect(power(b, tag(b, 'o'))).toBe(5000);
  });

  it('W09 Borrowed Wings: +3000 and Haste, then a delayed ability returns it at end of turn (FFTCG 11.8.17)', () => {
    const b = board({
      players: [{ hand: [h('W09', 's'), 'W01'], field: [{ card: 'F01', tag: 'f', sick: true }] }, {}],
    });
    act(b, `s${tag(b, 's')}`);
    payAll(b);
    resolveAll(b);
    expect(power(b, tag(b, 'f'))).toBe(8000);
    expect(ch(b, tag(b, 'f'), 'keywords')).toContain('haste');
    passUntil(b, () => pending(b).kind === 'attack');
    expect(options(b)).toContain(`a${tag(b, 'f')}`);
    act(b, 'end');
    passUntil(
      b,
      () => b.s.g.phase === 'end' && b.s.stack!.length === 0 && zoneCards(b, 'p0:hand').includes('F01'),
    );
    expect(zoneCards(b, 'p0:hand')).toContain('F01');
  });
});

describe('counter names in the log (FFTCG 6.7.2)', () => {
  it('a counter put on a card is named in the reader language, not by its rules key', () => {
    const b = board({ players: [{ hand: [h('I08', 'c'), 'I01', 'I01'] }, {}] });
    act(b, `c${tag(b, 'c')}`);
    payAll(b);
    resolveAll(b);
    const added = b.log.filter((e) => e.msg.key === 'fftcg.counter-added');
    expect(added.length).toBe(1);
    expect(renderMsg(added[0].msg, 'en', CATALOG)).toContain('2 Crystal counter');
    expect(renderMsg(added[0].msg, 'zh', CATALOG)).toContain('2个水晶指示物');
  });
});
