import { describe, expect, it } from 'vitest';
import { CARD_LIST, CARDS } from '../src/cards/data.ts';
import { EFFECTS } from '../src/cards/effects.ts';
import { validateEffects } from '../src/cards/vocab.ts';
import { at, board, cardsIn, DECK, labels, P1, passChains, pending, pick, statAt } from './helpers.ts';

describe('card data', () => {
  it('effect definitions are validated: a malformed one is refused with the card named', () => {
    expect(() => validateEffects(EFFECTS)).not.toThrow();
    for (const op of ['restore', 'top5', 'clear', 'search', 'choose'])
      expect(() =>
        validateEffects({
          ok: [{ kind: 'act', text: { zh: '效果', en: 'effect' }, operations: [{ do: op } as never] }],
        }),
      ).not.toThrow();
    const text = { zh: '效果', en: 'effect' };
    expect(() =>
      validateEffects({ bad: [{ kind: 'quick', text, operations: [{ do: 'clear', on: 'firstTarget' }] }] }),
    ).toThrow(/bad.*class/);
    expect(() =>
      validateEffects({
        bad: [
          { kind: 'act', text, limit: 'weekly' as never, operations: [{ do: 'draw', who: 'me', count: 1 }] },
        ],
      }),
    ).toThrow(/bad/);
    expect(() =>
      validateEffects({ bad: [{ kind: 'act', text, operations: [{ do: 'explode' } as never] }] }),
    ).toThrow(/bad/);
    expect(() =>
      validateEffects({
        bad: [
          {
            kind: 'act',
            text,
            targets: [{ k: 'x' } as never],
            operations: [{ do: 'draw', who: 'me', count: 1 }],
          },
        ],
      }),
    ).toThrow(/bad/);
  });

  it('every card has data, effects and texts in both languages', () => {
    expect(CARD_LIST.length).toBeGreaterThanOrEqual(60);
    for (const c of CARD_LIST) {
      const effs = EFFECTS[c.id];
      expect(effs, c.id).toBeDefined();
      for (const e of effs) {
        expect(e.text.zh.length, c.id).toBeGreaterThan(0);
        expect(e.text.en.length, c.id).toBeGreaterThan(0);
      }
    }
  });

  const vanilla = [
    'jungle-dart-frog',
    'cloud-sparky',
    'penguin-dudu',
    'saint-helier',
    'captain-argo',
    'fierce-howl',
    'breeze-swordsman',
    'sun-child',
  ];
  for (const id of vanilla) {
    it(`${id}: a 卡灵 without rules text is summoned with its printed AP/DP/SP`, () => {
      const def = CARDS[id];
      const mats = def.lv >= 3 ? [{ card: 'breeze-swordsman', cell: 'A2' }] : [];
      const { s } = board({ players: [{ hand: [id], deck: DECK, field: mats }, P1] });
      pick(s, 0, `Pay to summon ${def.en}`);
      if (def.lv >= 3) pick(s, 0, 'A2');
      if (pending(s)?.kind === 'cell') pick(s, 0, 'C1');
      passChains(s);
      const cell = def.lv >= 3 && at(s, 'A2') === id ? 'A2' : 'C1';
      expect(at(s, cell)).toBe(id);
      const st = statAt(s, cell);
      expect([st.ap, st.dp, st.sp]).toEqual([def.ap, def.dp, def.sp]);
      expect(EFFECTS[id].every((e) => e.kind === 'move')).toBe(true);
    });
  }
});

describe('卡灵 effects', () => {
  it('dream-maker: 梦幻能量 regains 1 energy, once per turn', () => {
    const { s } = board({
      players: [{ energy: 3, deck: DECK, field: [{ card: 'dream-maker', cell: 'B1' }] }, P1],
    });
    pick(s, 0, 'Dream Energy');
    passChains(s);
    expect(s.g.energy[0]).toBe(4);
    expect(labels(s, 0).some((l) => l.includes('Dream Energy'))).toBe(false);
  });

  it('peony-consort: 芳香治愈 on its summon gives a chosen player 2 LP', () => {
    const { s } = board({ players: [{ hand: ['peony-consort'], deck: DECK }, P1] });
    pick(s, 0, 'Pay to summon Peony Consort');
    pick(s, 0, 'C1');
    pick(s, 0, 'Fragrant Healing');
    pick(s, 0, 'p0');
    passChains(s);
    expect(s.g.lp[0]).toBe(22);
  });

  it('guard-cactus: 自卫反击 (forced) returns an opposing 卡灵 moving into its [O1], and itself', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [{ card: 'sun-child', cell: 'C2' }] },
        { deck: DECK, field: [{ card: 'guard-cactus', cell: 'C4' }] },
      ],
    });
    pick(s, 0, 'Move Sun Child');
    pick(s, 0, 'C3');
    passChains(s);
    expect(cardsIn(s, 'p0:hand')).toContain('sun-child');
    expect(cardsIn(s, 'p1:hand')).toContain('guard-cactus');
    expect(at(s, 'C3')).toBeNull();
  });

  it('lava-sprite: 大爆炸 (forced) when cleared: its controller loses 1 energy and its [O1] is cleared', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [{ card: 'fierce-howl', cell: 'C3' }] },
        {
          deck: DECK,
          energy: 6,
          field: [
            { card: 'lava-sprite', cell: 'C4' },
            { card: 'saint-helier', cell: 'D4' },
          ],
        },
      ],
    });
    pick(s, 0, 'Attack with Fierce Howl');
    passChains(s);
    expect(cardsIn(s, 'p1:discard')).toEqual(expect.arrayContaining(['lava-sprite', 'saint-helier']));
    expect(cardsIn(s, 'p0:discard')).toContain('fierce-howl');
    expect(s.g.energy[1]).toBe(5);
  });

  it('clown-mage: 戏法降临 comes back from the discard pile when discarded from hand', () => {
    const { s } = board({
      players: [
        {
          deck: DECK,
          hand: ['clown-mage', 'nightmare-dragon'],
          field: [{ card: 'nightmare-dragon', cell: 'A1' }],
        },
        { deck: DECK, field: [{ card: 'sun-child', cell: 'C4' }] },
      ],
    });
    pick(s, 0, 'Nightmare Illusion Kill');
    pick(s, 0, 'Clown Star Mage');
    pick(s, 0, 'Trick Arrival');
    passChains(s);
    if (pending(s)?.kind === 'cell') pick(s, 0, 'C3');
    passChains(s);
    expect(cardsIn(s, 'field')).toContain('clown-mage');
  });
});
