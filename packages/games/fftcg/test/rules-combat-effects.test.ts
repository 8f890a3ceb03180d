import { computeCharacteristics } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { LAYERS } from '../src/rules/11-layers.ts';
import {
  act,
  advance,
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

describe('the attack phase (FFTCG 10)', () => {
  it('FFTCG 10, FFTCG 10.1, FFTCG 10.1.1, FFTCG 10.1.1.1, FFTCG 10.1.1.2, FFTCG 10.1.2, FFTCG 10.1.2.1.1, FFTCG 10.1.2.1.2, FFTCG 10.1.2.2, FFTCG 10.1.2.4, FFTCG 10.1.2.5, FFTCG 10.1.2.6, FFTCG 10.1.3, FFTCG 10.1.3.1, FFTCG 10.1.3.1.1, FFTCG 10.1.3.5, FFTCG 10.1.3.6, FFTCG 10.1.4, FFTCG 10.1.4.1, FFTCG 10.1.4.4, FFTCG 10.1.4.6, FFTCG 6.1.1, FFTCG 6.1.2, FFTCG 6.1.3: one unblocked attack', () => {
    const b = board({
      start: 'attack',
      players: [
        {
          field: [
            h('F01', 'k'),
            { card: 'I01', tag: 'sick', sick: true },
            { card: 'E02', tag: 'dull', dull: true },
          ],
        },
        { field: [h('I01', 'b'), { card: 'A01', tag: 'bd', dull: true }] },
      ],
    });
    expect(logged(b, 'FFTCG 10.1.1.1')).toBe(true);
    expect(b.s.g.tp).toBe(0);
    expect(options(b)).toEqual(['end', `a${tag(b, 'k')}`]);
    act(b, `a${tag(b, 'k')}`);
    expect(ch(b, tag(b, 'k'), 'dull')).toBe(true);
    expect(b.s.g.combat).toMatchObject({ ids: [tag(b, 'k')], blk: null });
    expect(pending(b)).toMatchObject({ kind: 'priority', player: 0 });
    passUntil(b, () => pending(b).kind === 'block');
    expect(pending(b).player).toBe(1);
    expect(options(b)).toEqual(['none', `b${tag(b, 'b')}`]);
    act(b, 'none');
    expect(pending(b)).toMatchObject({ kind: 'priority', player: 0 });
    passUntil(b, () => zoneCards(b, 'p1:damage').length > 0);
    expect(zoneCards(b, 'p1:damage').length).toBe(1);
    expect(pending(b)).toMatchObject({ kind: 'priority', player: 0 });
    passUntil(b, () => b.s.g.phase === 'main2');
    expect(b.s.g.phase).toBe('main2');
  });

  it('FFTCG 10.1.3.3, FFTCG 10.1.3.2.1: a blocker removed before damage deals and takes none', () => {
    const b = board({
      start: 'attack',
      players: [{ field: [h('F01', 'k')], hand: [h('F05', 's'), 'F01'] }, { field: [h('I01', 'b')] }],
    });
    act(b, `a${tag(b, 'k')}`);
    passUntil(b, () => pending(b).kind === 'block');
    act(b, `b${tag(b, 'b')}`);
    act(b, `s${tag(b, 's')}`);
    act(b, `t${tag(b, 'b')}`);
    payAll(b);
    resolveAll(b);
    passUntil(b, () => b.s.g.combat === null);
    expect(dealt(b, tag(b, 'k'))).toBe(0);
    expect(zoneCards(b, 'p1:damage')).toEqual([]);
  });

  it('FFTCG 15.1.1.9, FFTCG 15.1.1.9.3, FFTCG 15.1.1.9.4, FFTCG 15.1.1.9.5, FFTCG 15.1.1.9.9: party members must be able to attack; any number; a member leaving', () => {
    const b = board({
      start: 'attack',
      players: [
        {
          field: [h('F01', 'a'), h('F02', 'b'), h('F09', 'c'), { card: 'F03', tag: 'sick', sick: true }],
          hand: [],
        },
        { hand: [h('F05', 's'), 'F01'], field: [h('I01', 'blk')] },
      ],
    });
    act(b, 'party');
    expect(options(b)).not.toContain(`p${tag(b, 'sick')}`);
    act(b, `p${tag(b, 'a')}`);
    act(b, `p${tag(b, 'b')}`);
    act(b, `p${tag(b, 'c')}`);
    expect(b.s.g.combat!.ids.length).toBe(3);
    act(b, 'pass');
    act(b, `s${tag(b, 's')}`);
    act(b, `t${tag(b, 'a')}`);
    payAll(b);
    resolveAll(b);
    passUntil(b, () => pending(b).kind === 'block');
    expect(b.s.g.combat!.ids.length).toBe(2);
    act(b, 'none');
    passUntil(b, () => b.s.g.combat === null);
    expect(zoneCards(b, 'p1:damage').length).toBe(1);
    expect(logged(b, 'FFTCG 10.1.4.5')).toBe(true);
  });
});

describe('damage, EX Burst, rule processes (FFTCG 6.5, FFTCG 11.10, FFTCG 12)', () => {
  const TWO = {
    id: 'X01',
    name: { zh: '双击', en: 'Double Hit' },
    type: 'summon',
    els: ['fire'],
    cost: 1,
    play: { fx: [{ op: 'pdmg', who: 'opp', n: 2 }] },
    text: { zh: '对手受到2点伤害。', en: 'Your opponent takes 2 damage.' },
  };

  it('FFTCG 6.5, FFTCG 6.5.1, FFTCG 6.5.2, FFTCG 6.5.2.1, FFTCG 6.5.3, FFTCG 11.10, FFTCG 11.10.1, FFTCG 11.10.2, FFTCG 11.10.3, FFTCG 7.8.1, FFTCG 7.8.2: all damage first, then EX Bursts in reveal order', () => {
    const b = board(
      {
        players: [
          { hand: [h('X01', 'x'), 'F01'], field: [h('F01', 'mine')] },
          { deck: ['I01', 'I01', 'A02', 'F05'] },
        ],
      },
      [TWO],
    );
    act(b, `s${tag(b, 'x')}`);
    payAll(b);
    resolveAll(b);
    expect(pending(b)).toMatchObject({ kind: 'ex-burst', player: 1 });
    expect(zoneCards(b, 'p1:damage')).toEqual(['F05', 'A02']);
    expect((pending(b).prompt.args as any).c.card).toBe('F05');
    act(b, 'yes');
    expect(zoneCards(b, 'p0:break')).toContain('F01');
    expect(pending(b)).toMatchObject({ kind: 'ex-burst', player: 1 });
    act(b, 'yes');
    expect(zoneCards(b, 'p1:hand').length).toBe(1);
  });

  it('FFTCG 12, FFTCG 12.1, FFTCG 12.2, FFTCG 12.4, FFTCG 3.1.2, FFTCG 12.4.2: a player who must draw from an empty deck loses', () => {
    const b = board({ start: 'turn', players: [{ deck: [] }, {}] });
    expect(b.s.result).toMatchObject({ winners: [1], rule: 'FFTCG 12.4.2' });
  });

  it('FFTCG 3.1.3, FFTCG 12.4.3: taking damage with an empty deck loses', () => {
    const b = board({ start: 'main2', players: [{ field: ['M05'] }, { deck: [] }] });
    advance(b, () => b.s.result !== null);
    expect(b.s.result).toMatchObject({ winners: [0], rule: 'FFTCG 12.4.3' });
  });

  it('FFTCG 4.3, FFTCG 12.4.4, FFTCG 15.1.1.3, FFTCG 15.1.1.3.2: negative power counts while modified; 0 or less is put into the Break Zone, which is not breaking', () => {
    const b = board({
      players: [
        { hand: [h('H02', 's'), 'F01', 'F01', h('A07', 'r'), 'A01'] },
        { field: [h('D01', 'v')], hand: ['I01'] },
      ],
    });
    act(b, `s${tag(b, 's')}`);
    payAll(b);
    resolveAll(b);
    expect(power(b, tag(b, 'v'))).toBe(3000);
    act(b, `s${tag(b, 'r')}`);
    payAll(b);
    resolveAll(b);
    expect(zoneCards(b, 'p1:break')).toEqual(['D01']);
    expect(logged(b, 'FFTCG 12.4.4')).toBe(true);
    expect(zoneCards(b, 'p1:hand')).toEqual(['I01']); // "when broken" did not trigger
  });

  it('FFTCG 15.1.1.3.1, FFTCG 12.4.5, FFTCG 12.3: several Forwards broken by damage at once', () => {
    const b = board({
      players: [
        { hand: [h('E03', 's'), 'E04', 'E04'], field: [h('W01', 'a')] },
        {
          field: [
            { card: 'I01', tag: 'b', dmg: 2000 },
            { card: 'A01', tag: 'c', dmg: 2000 },
          ],
        },
      ],
    });
    act(b, `s${tag(b, 's')}`);
    payAll(b);
    resolveAll(b);
    expect(zoneCards(b, 'p0:field')).toContain('W01');
    expect(zoneCards(b, 'p1:break')).toEqual(['I01', 'A01']);
    expect(logged(b, 'FFTCG 12.4.5')).toBe(true);
  });

  it("FFTCG 7.3, FFTCG 7.4, FFTCG 7.10.1, FFTCG 6.7.1, FFTCG 6.7.2, FFTCG 6.7.3, FFTCG 15.1.1.10.1: a card goes to its owner's zone as a new object without its counters", () => {
    const b = board({
      players: [
        { hand: [h('F05', 's'), 'F01'] },
        { field: [{ card: 'I08', tag: 'c', ctr: { crystal: 1 }, stolen: true, dmg: 1000 }] },
      ],
    });
    const old = tag(b, 'c');
    expect(ch(b, old, 'counters')).toEqual({ crystal: 1 });
    expect(power(b, old)).toBe(6000);
    act(b, `s${tag(b, 's')}`);
    payAll(b);
    resolveAll(b);
    const now = find(b, 'p0:break', 'I08')!;
    expect(now).toBeDefined();
    expect(now).not.toBe(old);
    expect(b.s.objects[now].prev).toBe(old);
    expect(b.s.objects[now].data).toEqual({});
  });

  it('FFTCG 7.7.1, FFTCG 7.11.1, FFTCG 2.3, FFTCG 11.11.5, FFTCG 11.11.5.1, FFTCG 11.11.5.1.1, FFTCG 15.1.1.4, FFTCG 15.1.1.4.1: an instruction that cannot be carried out is skipped; choices made on resolution', () => {
    const b = board({ players: [{ hand: [h('I07', 's'), 'I01', 'I01'] }, { field: ['F01'] }] });
    act(b, `s${tag(b, 's')}`);
    act(b, 'm1');
    payAll(b);
    resolveAll(b);
    expect(b.s.result).toBeNull();
    expect(pending(b).kind).toBe('priority');
  });
});

describe('effects and layers (FFTCG 11.12)', () => {
  it('FFTCG 11.12, FFTCG 11.12.1, FFTCG 11.12.2, FFTCG 11.12.3, FFTCG 11.12.3.1, FFTCG 11.12.4, FFTCG 11.12.4.1, FFTCG 11.12.4.2, FFTCG 11.12.4.9: a continuous effect is locked to the objects it affected when it began', () => {
    const b = board({
      players: [{ hand: ['W01', h('F01', 'n'), 'F01'], field: [h('W07', 'm'), h('F02', 'f')] }, {}],
    });
    act(b, `a${tag(b, 'm')}.0`);
    payAll(b);
    resolveAll(b);
    expect(power(b, tag(b, 'f'))).toBe(9000);
    act(b, `c${tag(b, 'n')}`);
    payAll(b);
    expect(power(b, find(b, 'p0:field', 'F01')!)).toBe(5000);
    expect(b.s.effects[0].ts).toBeGreaterThan(b.s.objects[tag(b, 'f')].ts);
  });

  it('FFTCG 11.12.4.6, FFTCG 11.12.4.8, FFTCG 11.12.4.10: text changes come before power: a Roc that lost its text gives no bonus', () => {
    const b = board({
      players: [{ hand: [h('D03', 's'), 'F01'], field: [h('W08', 'roc'), h('W05', 'f')] }, {}],
    });
    expect(power(b, tag(b, 'f'))).toBe(6000);
    void b;
    const c = board({
      players: [
        { hand: [h('D03', 's'), 'F01', 'F01'] },
        { field: [h('W08', 'roc'), h('W05', 'f'), h('E01', 'g')] },
      ],
    });
    act(c, `s${tag(c, 's')}`);
    act(c, `t${tag(c, 'g')}`);
    payAll(c);
    resolveAll(c);
    expect(ch(c, tag(c, 'g'), 'noText')).toBe(true);
    expect(power(c, tag(c, 'f'))).toBe(6000);
  });

  it('FFTCG 11.12.4.7, FFTCG 11.12.4.11, FFTCG 11.12.4.12, FFTCG 11.12.4.13, FFTCG 11.3.10: "becomes N" first, then effects on their own card, then by timestamp; dependent effects after what they depend on', () => {
    const b = board({ players: [{ field: [h('E02', 't'), h('I08', 'c')] }, {}] });
    const t = tag(b, 't');
    const c = tag(b, 'c');
    b.s.effects.push(
      {
        id: 'late-set',
        ts: 900,
        source: null,
        controller: 0,
        layer: 'power',
        op: 'set',
        params: { n: 3000 },
        targets: [t],
        until: 'turn',
      },
      {
        id: 'early-mod',
        ts: 800,
        source: null,
        controller: 0,
        layer: 'power',
        op: 'mod',
        params: { n: 2000 },
        targets: [t],
        until: 'turn',
      },
    );
    b.s.objects[c].data.counters = { crystal: 3 };
    b.s.version++;
    const cm = computeCharacteristics(b.s, LAYERS);
    expect(cm[t].power).toBe(5000);
    expect(cm[c].power).toBe(8000);
  });

  it('FFTCG 11.12.4.12, FFTCG 11.12.4.13, M10 Underdog Banner: an effect that depends on another applies after it, whatever the timestamps', () => {
    // Banner (older) gives +1000 to Forwards of 5000 or less; the Monk's +2000 (newer) raises the
    // Scout to 6000 first, because the Banner's targets depend on it: 4000 + 2000 = 6000, no bonus.
    const b = board({ players: [{ hand: ['W01'], field: ['M10', h('W07', 'm'), h('W01', 's')] }, {}] });
    expect(power(b, tag(b, 's'))).toBe(5000);
    act(b, `a${tag(b, 'm')}.0`);
    payAll(b);
    resolveAll(b);
    expect(power(b, tag(b, 's'))).toBe(6000);
    const other = board({ players: [{ field: ['M10', h('F01', 'f'), h('F02', 'g')] }, {}] });
    expect(power(other, tag(other, 'f'))).toBe(6000);
    expect(power(other, tag(other, 'g'))).toBe(7000);
  });

  it('FFTCG 11.12.5.2, FFTCG 11.12.5.3, FFTCG 11.12.5.4, FFTCG 11.8.15: a replaced event happens only as replaced', () => {
    const b = board({ players: [{ hand: ['F01'], field: [h('F04', 's')] }, { field: [h('E01', 'g')] }] });
    act(b, `a${tag(b, 's')}.0`);
    payAll(b);
    resolveAll(b);
    expect(dealt(b, tag(b, 'g'))).toBe(0);
    expect(logged(b, 'FFTCG 11.12.5.1')).toBe(true);
  });

  it('FFTCG 11.11.8, FFTCG 11.11.9, FFTCG 4.1, FFTCG 11.12.4.3: X is chosen from 0 up and fixed for the resolution', () => {
    const b = board({ players: [{ hand: [h('F07', 's'), 'F01'] }, { field: [h('E02', 't')] }] });
    act(b, `s${tag(b, 's')}`);
    expect(options(b)[0]).toBe('x0');
    act(b, 'x1');
    payAll(b);
    expect(b.s.stack![0].data.x).toBe(1);
    resolveAll(b);
    expect(dealt(b, tag(b, 't'))).toBe(2000);
  });
});

describe('keywords (FFTCG 15)', () => {
  const HASTY = {
    id: 'X02',
    name: { zh: '急行术士', en: 'Hasty Caster' },
    type: 'forward',
    els: ['fire'],
    cost: 2,
    power: 3000,
    kw: ['haste'],
    ab: [{ k: 'action', cost: { cp: 0, dull: true }, fx: [{ op: 'pdmg', who: 'opp', n: 1 }] }],
    text: { zh: '加速。【休止】：对手受到1点伤害。', en: 'Haste. [Dull]: your opponent takes 1 damage.' },
  };

  it('FFTCG 15.2.2.1, FFTCG 15.2.2.3, FFTCG 11.6.2.2: Haste lets a character use dull abilities the turn it enters', () => {
    const b = board(
      {
        players: [
          {
            field: [
              { card: 'X02', tag: 'x', sick: true },
              { card: 'F04', tag: 'p', sick: true },
            ],
          },
          { field: ['I01'] },
        ],
      },
      [HASTY],
    );
    expect(options(b)).toContain(`a${tag(b, 'x')}.0`);
    expect(options(b)).not.toContain(`a${tag(b, 'p')}.0`);
  });

  it('FFTCG 15.2.1.1, FFTCG 15.2.3, FFTCG 15.2.3.1, FFTCG 15.2.3.3: first-strike damage, then rule processes, then normal damage', () => {
    const b = board({ start: 'attack', players: [{ field: [h('F03', 'd')] }, { field: [h('E02', 't')] }] });
    act(b, `a${tag(b, 'd')}`);
    passUntil(b, () => pending(b).kind === 'block');
    act(b, `b${tag(b, 't')}`);
    passUntil(b, () => b.s.g.combat === null);
    expect(logged(b, 'FFTCG 15.2.3.3')).toBe(true);
    expect(dealt(b, tag(b, 't'))).toBe(8000);
    expect(zoneCards(b, 'p0:break')).toEqual(['F03']);
  });

  it('FFTCG 15.2.3.3, FFTCG 15.2.5.2: in the first-strike window only Back Attack characters can be played, and triggers wait', () => {
    const b = board({
      start: 'attack',
      players: [
        { field: [h('F03', 'd')], hand: [h('F05', 's'), 'F01'] },
        { field: [h('A01', 'k')], hand: [h('L09', 'amb'), 'L01', 'L01'] },
      ],
    });
    act(b, `a${tag(b, 'd')}`);
    passUntil(b, () => pending(b).kind === 'block');
    act(b, `b${tag(b, 'k')}`);
    passUntil(b, () => logged(b, 'FFTCG 15.2.3.3'));
    expect(zoneCards(b, 'p1:break')).toEqual(['A01']);
    expect(pending(b)).toMatchObject({ kind: 'priority', player: 0 });
    expect(options(b)).toEqual(['pass']); // no summon in this window
    act(b, 'pass');
    expect(options(b)).toContain(`c${tag(b, 'amb')}`);
    act(b, `c${tag(b, 'amb')}`);
    payAll(b);
    expect(zoneCards(b, 'p1:field')).toContain('L09');
  });

  it('FFTCG 15.2.4, FFTCG 15.2.4.1, FFTCG 15.1.1.2.1, FFTCG 15.1.1.2.2, FFTCG 15.1.1.1.1, FFTCG 15.1.1.1.2: dulling a dull Forward and activating an active one are allowed', () => {
    const b = board({
      players: [{ hand: [h('I03', 's'), 'I01'] }, { field: [{ card: 'F01', tag: 't', dull: true }] }],
    });
    act(b, `s${tag(b, 's')}`);
    payAll(b);
    resolveAll(b);
    expect(ch(b, tag(b, 't'), 'dull')).toBe(true);
    expect(ch(b, tag(b, 't'), 'frozen')).toBe(true);
    const c = board({ players: [{ hand: [h('W03', 's'), 'W01'], field: [h('F01', 'f')] }, {}] });
    act(c, `c${tag(c, 's')}`);
    payAll(c);
    resolveAll(c);
    act(c, 'yes');
    expect(ch(c, tag(c, 'f'), 'dull')).toBe(false);
    expect(logged(c, 'FFTCG 15.1.1.1.1')).toBe(true);
  });

  it('FFTCG 15.2.5.1, FFTCG 15.2.5.3, FFTCG 15.2.5.4: Back Attack in response to a summon, without the stack', () => {
    const b = board({
      players: [{ hand: [h('F05', 's'), 'F01'] }, { hand: [h('W05', 'd'), 'W01'], field: [h('I01', 't')] }],
    });
    act(b, `s${tag(b, 's')}`);
    payAll(b);
    act(b, 'pass');
    expect(pending(b).player).toBe(1);
    act(b, `c${tag(b, 'd')}`);
    payAll(b);
    expect(b.s.stack!.length).toBe(1);
    expect(zoneCards(b, 'p1:field')).toContain('W05');
  });

  it('FFTCG 15.2.6, FFTCG 15.2.6.1, FFTCG 15.1.1, FFTCG 15.1.1.5.1, FFTCG 15.1.1.8.1: Damage N abilities; removing and searching are keyword actions', () => {
    const b = board({ players: [{ field: [h('F09', 'w')], damage: ['F01', 'F01', 'F01'] }, {}] });
    expect(ch(b, tag(b, 'w'), 'keywords')).toContain('brave');
    const c = board({
      players: [{ hand: [h('M08', 'x'), 'F01', 'F01'] }, { field: [{ card: 'E02', dull: true }] }],
    });
    act(c, `c${tag(c, 'x')}`);
    payAll(c);
    resolveAll(c);
    expect(logged(c, 'FFTCG 15.1.1.5.1')).toBe(true);
    const e = board({ players: [{ hand: [h('E06', 'g'), 'E04'], deck: ['E04'] }, {}] });
    act(e, `c${tag(e, 'g')}`);
    payAll(e);
    resolveAll(e);
    act(e, options(e)[0]);
    expect(logged(e, 'FFTCG 15.1.1.8.1')).toBe(true);
  });

  it('FFTCG 2.2: a "cannot be blocked" restriction beats the permission to block', () => {
    const b = board({ start: 'attack', players: [{ field: [h('M09', 'r')] }, { field: [h('F02', 'x')] }] });
    act(b, `a${tag(b, 'r')}`);
    advance(b, () => b.s.g.combat === null);
    expect(zoneCards(b, 'p1:damage').length).toBe(1);
  });
});
