import {
  createGame,
  InputError,
  parseScenario,
  playGame,
  replayRecord,
  runScenario,
  viewFor,
} from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import kaling from '../src/index.ts';
import { board, DECK } from './helpers.ts';

describe('module surface', () => {
  it('scenario setup is validated and bad input is refused with a clear message', () => {
    const bad = (setup: unknown) => () =>
      runScenario(kaling, parseScenario(JSON.stringify({ name: 'x', game: 'kaling', setup }), 'x.json'));
    expect(bad({ players: [{}, {}], turn: 0 })).toThrow(InputError);
    expect(bad({ players: [{ hand: ['no-such-card'] }, {}] })).toThrow(/unknown card id/);
    expect(bad({ players: [{ field: [{ card: 'sun-child', cell: 'Z9' }] }, {}] })).toThrow(/A1..E5/);
    expect(bad({ players: [{}] })).toThrow(InputError);
    expect(
      bad({
        players: [
          {
            field: [
              { card: 'sun-child', cell: 'A1' },
              { card: 'arrow', cell: 'A1' },
            ],
          },
          {},
        ],
      }),
    ).toThrow(/two cards on A1/);
  });

  it('characteristics expose computed values for scenario expectations', () => {
    const { s } = board({
      players: [
        {
          deck: DECK,
          field: [
            { card: 'volt-magician', cell: 'B1' },
            { card: 'cloud-sparky', cell: 'C2' },
          ],
        },
        { deck: DECK },
      ],
    });
    const id = s.g.cells[7];
    expect(kaling.scenario!.characteristic!(s, id, 'ap')).toBe(4);
    expect(kaling.scenario!.characteristic!(s, id, 'cell')).toBe('C2');
    expect(() => kaling.scenario!.characteristic!(s, id, 'colour')).toThrow(InputError);
  });

  it('setup refuses illegal decks and a wrong number of players', () => {
    const d = kaling.decks.ready;
    expect(() =>
      createGame(kaling, { seed: 'x', players: 2, decks: [{ name: 'tiny', cards: { arrow: 3 } }, d[1]] }),
    ).toThrow(InputError);
    expect(() => createGame(kaling, { seed: 'x', players: 3, decks: [d[0], d[1], d[2]] })).toThrow(
      InputError,
    );
  });

  it('renderText draws the grid with owners, AP/DP/SP and face-down cards in both languages', () => {
    const { s } = board({
      players: [
        {
          deck: DECK,
          hand: ['arrow'],
          field: [
            { card: 'king-kuga', cell: 'C1' },
            { card: 'arrow', cell: 'A2', faceDown: true },
          ],
        },
        { deck: DECK, field: [{ card: 'death-bomb', cell: 'E4', faceDown: true }] },
      ],
    });
    const en = kaling.renderText!(viewFor(s, kaling, 0), 'en');
    // the name has the cell's first line; whose card it is ("you"/"opp") opens the second
    expect(en).toContain('| King Kuga ');
    expect(en).toContain('you 7/5/2');
    expect(en).toContain('[F. Arrow]');
    expect(en).toContain('opp set');
    expect(en).not.toContain('Death Bomb');
    const zh = kaling.renderText!(viewFor(s, kaling, 1), 'zh');
    expect(zh).toContain('库加王');
    expect(zh).toContain('[?]');
    expect(zh).toContain('[死亡爆弹]');
  });

  it('every rule has a zh title and a status; stand-ins and not-applicable rules explain themselves', () => {
    const rules = kaling.rules!();
    expect(rules.length).toBeGreaterThan(100);
    expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
    for (const r of rules) {
      expect(r.title.zh.length).toBeGreaterThan(0);
      if (r.status !== 'implemented') expect(r.note?.length ?? 0).toBeGreaterThan(10);
    }
    expect(rules.filter((r) => r.status === 'missing')).toEqual([]);
  });

  it('KALING 3.5.5-5: a rule no card of the pool uses is unused with its reason, not a stand-in or not applicable', () => {
    const rules = kaling.rules!();
    const byPool = /\b(no|none of the) cards?\b|\bpool\b/i;
    expect(rules.filter((r) => r.status === 'unused').map((r) => r.id)).toEqual(['3.5.5-5']);
    for (const r of rules.filter((r) => r.status === 'unused')) expect(r.note).toMatch(byPool);
    for (const r of rules.filter((r) => r.status === 'not-applicable' || r.status === 'stand-in'))
      expect(r.note, r.id).not.toMatch(byPool);
  });

  it('card names and catalog messages exist in both languages', () => {
    expect(kaling.cardName('sleep-god-sandman', 'zh')).toBe('睡神沙德曼');
    expect(kaling.cardName('sleep-god-sandman', 'en')).toBe('Sandman the Sleep God');
    for (const [k, t] of Object.entries(kaling.catalog)) {
      expect(t.zh.length, k).toBeGreaterThan(0);
      expect(t.en.length, k).toBeGreaterThan(0);
    }
  });

  it('a status is stored in the state by its full name; records of the game version before the rename are refused in one line', () => {
    // 1.2.0 stores a created status as op 'status' with params.status (1.1.0 wrote op 'kw', params.k).
    let seen = false;
    for (let i = 0; i < 20 && !seen; i++) {
      const { state } = playGame(kaling, { seed: `status-${i}`, maxDecisions: 60 + 37 * i });
      const ops = state.effects.map((e) => e.op);
      expect(ops).not.toContain('kw');
      expect(ops).not.toContain('ctl');
      seen = state.effects.some((e) => e.op === 'status' && typeof e.params.status === 'string');
    }
    expect(seen).toBe(true);
    const { record } = playGame(kaling, { seed: 'status-record', record: true, maxDecisions: 50 });
    expect(replayRecord(kaling, record!).ok).toBe(true);
    const old = { ...record!, gameVersion: '1.1.0' };
    expect(() => replayRecord(kaling, old)).toThrow(InputError);
    expect(() => replayRecord(kaling, old)).toThrow(
      /^record was made with engine .* and kaling 1\.1\.0; .*replay it with the version that made it$/,
    );
  });

  it('a value change is stored as params.amount or params.value, an attribute as params.attribute (1.4.0; were n and a)', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 30 && seen.size === 0; i++) {
      const { state } = playGame(kaling, { seed: `params-${i}`, maxDecisions: 80 + 41 * i });
      for (const e of state.effects) {
        if (['ap', 'dp', 'sp', 'setap', 'setdp', 'setsp', 'attr'].includes(e.op)) {
          expect(Object.keys(e.params).sort(), e.op).toEqual([
            e.op === 'attr' ? 'attribute' : e.op.startsWith('set') ? 'value' : 'amount',
          ]);
          seen.add(e.op.startsWith('set') ? 'set' : e.op);
        }
      }
    }
    expect(seen.size).toBeGreaterThan(0);
  });
});
