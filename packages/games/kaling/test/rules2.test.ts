import { createGame } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import kaling from '../src/index.ts';
import { chainLinks } from '../src/rules/04-links.ts';
import {
  at,
  board,
  cardsIn,
  DECK,
  finishMove,
  fld,
  has,
  labels,
  P1,
  passChains,
  passUntil,
  pending,
  pick,
  statAt,
  tryPick,
} from './helpers.ts';

describe('more rules', () => {
  it('KALING 1-5 / KALING 1-7 / KALING 1-8: energy track of 6, public discard piles, hidden shuffled decks', () => {
    const decks = kaling.decks.ready;
    const s = createGame(kaling, { seed: 'zones', players: 2, decks: [decks[0], decks[1]] });
    expect(s.g.energy).toEqual([6, 6]);
    expect(s.zones['p0:discard'].visibility).toBe('public');
    expect(s.zones['p1:deck'].visibility).toBe('hidden');
    const t = createGame(kaling, { seed: 'zones2', players: 2, decks: [decks[0], decks[1]] });
    const order = (x: typeof s) => x.zones['p0:deck'].objects.map((id) => x.objects[id].card).join();
    expect(order(s)).not.toBe(order(t));
  });

  it('KALING 2.1-2: battle damage and effects bring LP down toward 0', () => {
    const { s } = board({ players: [{ deck: DECK, hand: ['meteor'] }, P1] });
    pick(s, 0, 'Activate Meteor');
    tryPick(s, 0, 'E2');
    pick(s, 0, 2);
    passChains(s);
    expect(s.g.lp[1]).toBe(18);
  });

  it('KALING 3.4-1 / KALING 3.5-1: the draw phase and action phase boundaries are timing points; the action phase offers the six kinds of action', () => {
    const { s } = board({
      start: 'turn',
      players: [
        {
          deck: DECK,
          hand: ['sun-child', 'arrow', 'flash-draw'],
          field: [fld('fierce-howl', 'C3'), fld('dream-maker', 'A1')],
        },
        { deck: DECK, field: [fld('volt-energy', 'E5', { faceDown: true }), fld('saint-helier', 'C4')] },
      ],
    });
    // the start of the draw phase is a timing point: Flying Arrow in hand (turn player) and the set
    // Volt Energy may answer it
    expect(pending(s).kind).toBe('chain');
    expect(has(s, 0, 'Flying Arrow')).toBe(true);
    pick(s, 0, 'pass');
    expect(has(s, 1, 'Volt Energy')).toBe(true);
    passChains(s);
    const kinds = new Set(labels(s, 0).map((l) => l.split('|')[0].split(':')[0]));
    for (const k of ['sum', 'act', 'set', 'mv', 'atk', 'end']) expect(kinds.has(k)).toBe(true);
  });

  it("KALING 3.5.2-1 / KALING 3.5.2-2 / KALING 5-2: an ignition effect is activated in one's own action phase, and its activation is a timing point", () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('dream-maker', 'A1')] },
        { deck: DECK, field: [fld('mind-eye', 'E5', { faceDown: true })] },
      ],
    });
    pick(s, 0, 'Dream Energy');
    expect(pending(s).player).toBe(1);
    expect(has(s, 1, "Mind's Eye")).toBe(true);
    const b = board({ active: 1, players: [{ deck: DECK, field: [fld('dream-maker', 'A1')] }, P1] }).s;
    expect(has(b, 0, 'Dream Energy')).toBe(false);
  });

  it('KALING 3.5.4-1 / KALING 3.5.4-2 / KALING 4.1-1 / KALING 4.1-2: one attack per 卡灵 per turn through the three timing points', () => {
    const { s, log } = board({
      players: [
        { deck: DECK, field: [fld('fierce-howl', 'C3'), fld('sun-child', 'A3')] },
        { deck: DECK, field: [fld('captain-argo', 'C4'), fld('penguin-dudu', 'A4')] },
      ],
    });
    pick(s, 0, 'Attack with Fierce', log);
    passChains(s, log);
    expect(has(s, 0, 'Attack with Fierce')).toBe(false);
    expect(has(s, 0, 'Attack with Sun')).toBe(true);
    const atkEvents = log.filter((l) => l.msg.key === 'kl.attack' || l.msg.key === 'kl.calc').length;
    expect(atkEvents).toBe(2);
  });

  it("KALING 4.5-4: a public forced effect comes before the opponent's hidden optional effects", () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('sun-child', 'C2')] },
        { deck: DECK, field: [fld('guard-cactus', 'C4'), fld('death-bomb', 'B4', { faceDown: true })] },
      ],
    });
    pick(s, 0, 'Move Sun Child');
    passChains(s);
    pick(s, 0, 'C3');
    // Guard Cactus (forced, face up) is already link 1 when player 1 may add Death Bomb
    expect(chainLinks(s)[0].card).toBe('guard-cactus');
    expect(has(s, 1, 'Death Bomb')).toBe(true);
  });

  it('KALING 5-3 / KALING 5-4: a move goes cell by cell; a swap of places is a transfer with no move timing points', () => {
    const { s, log } = board({
      players: [
        {
          deck: DECK,
          field: [
            fld('sun-child', 'A1'),
            fld('saint-helier', 'E1'),
            fld('swap-places', 'C2', { faceDown: true }),
          ],
        },
        P1,
      ],
    });
    pick(s, 0, 'Move Sun Child', log);
    pick(s, 0, 'Change Places', log);
    tryPick(s, 0, 'Sun Child', log);
    tryPick(s, 0, 'Saint Helier', log);
    passChains(s, log);
    finishMove(s);
    expect(log.filter((l) => l.msg.key === 'kl.swapped').length).toBe(1);
    expect(log.filter((l) => l.msg.key === 'kl.moved').length).toBe(0);
  });

  it("KALING 5-6: a cleared card goes to its owner's discard pile (also when another player controls it)", () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['dark-energy'], field: [fld('king-kuga', 'C2', { controller: 1 })] },
        P1,
      ],
    });
    pick(s, 0, 'Activate Dark Energy');
    tryPick(s, 0, 'C1');
    tryPick(s, 0, 'King Kuga');
    passChains(s);
    expect(cardsIn(s, 'p0:discard')).toContain('king-kuga');
  });

  it('KALING 5-9: loading takes a chosen card from the deck into the hand', () => {
    const { s } = board({ players: [{ deck: ['arrow', 'lava-sprite', 'arrow'], hand: ['star-wish'] }, P1] });
    const opt = labels(s, 0)
      .filter((l) => l.includes('Activate Star Wish'))[1]
      .split('|')[0];
    pick(s, 0, opt);
    tryPick(s, 0, 'E2');
    passChains(s);
    pick(s, 0, 'klava-sprite');
    expect(cardsIn(s, 'p0:hand')).toEqual(['lava-sprite']);
    expect(cardsIn(s, 'p0:deck').sort()).toEqual(['arrow', 'arrow']);
  });

  it('KALING 5-15 / KALING 5-16 / KALING 5-17: 耗能X, +X and 免能 change what an activation costs', () => {
    const { s } = board({
      players: [{ deck: ['arrow', 'lava-sprite', 'arrow'], hand: ['star-wish'], energy: 3 }, P1],
    });
    // the +2 version costs 4: not affordable with 3 energy
    expect(labels(s, 0).filter((l) => l.includes('Activate Star Wish')).length).toBe(1);
    const b = board({
      players: [{ deck: DECK, hand: ['flash-draw'], field: [fld('e-baby', 'A1')], energy: 0 }, P1],
    }).s;
    expect(has(b, 0, 'Activate Flash Draw')).toBe(false);
    pick(b, 0, 'Electron Charge');
    tryPick(b, 0, 'Flash Draw');
    passChains(b);
    expect(has(b, 0, 'Activate Flash Draw')).toBe(true);
  });

  it('KALING 5-26: a 卡灵 whose values differ from its printed ones is counted (King Kuga), and returns to them when effects end', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['fire-energy'], field: [fld('king-kuga', 'A1'), fld('sun-child', 'B1')] },
        P1,
      ],
    });
    pick(s, 0, 'Activate Fire Energy');
    tryPick(s, 0, 'E2');
    pick(s, 0, 'Sun Child');
    passChains(s);
    pick(s, 0, 'Balancing Punishment');
    passChains(s);
    expect(s.g.lp[1]).toBe(19);
    pick(s, 0, 'End the turn');
    passChains(s);
    expect(statAt(s, 'B1').ap).toBe(3);
    expect(at(s, 'B1')).toBe('sun-child');
  });
});

describe('devices', () => {
  it('KALING 3.5.5-5 (stand-in): every device is a placed device — it stays face up with its GP and may answer again', () => {
    const { s } = board({
      players: [
        {
          deck: DECK,
          hand: ['wood-energy', 'wood-energy', 'life-branch'],
          field: [fld('peony-consort', 'A1')],
        },
        P1,
      ],
    });
    pick(s, 0, 'Activate Wood Energy');
    tryPick(s, 0, 'E2');
    pick(s, 0, 'p0');
    passUntil(s, 0, 'Branch of the Life Tree');
    tryPick(s, 0, 'D2');
    passChains(s);
    const dev = s.zones.field.objects.map((id) => s.objects[id]).find((o) => o.card === 'life-branch')!;
    expect(dev.faceDown).toBeUndefined();
    expect(dev.data.gp).toBe(1);
    expect(s.g.energy[0]).toBe(3);
    pick(s, 0, 'Activate Wood Energy');
    tryPick(s, 0, 'E3');
    pick(s, 0, 'p0');
    passUntil(s, 0, 'Branch of the Life Tree');
    passChains(s);
    expect(s.g.energy[0]).toBe(2);
    expect(statAt(s, 'A1').ap).toBe(4);
  });
});

describe('waiting timing points', () => {
  it('KALING 4.6-1, KALING 4.6-2: several cards cleared at once are one timing point, and no clearing is missed: those no link answered open a window again after the chain', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('sun-child', 'C3'), fld('warlord', 'A1')] },
        {
          deck: DECK,
          field: [
            fld('lava-sprite', 'C4'),
            fld('captain-argo', 'B4'),
            fld('penguin-dudu', 'D4'),
            fld('blood-light', 'A5', { faceDown: true }),
            fld('blood-light', 'E5', { faceDown: true }),
          ],
        },
      ],
    });
    pick(s, 0, 'Attack with Sun Child');
    // Lava Sprite is cleared in battle; its forced Big Bang is link 1, Blood Clot Light link 2.
    passUntil(s, 1, 'Blood Clot Light');
    expect(chainLinks(s).map((l) => l.card)).toEqual(['lava-sprite', 'blood-light']);
    passChains(s);
    pick(s, 1, 'c1');
    // Big Bang clears Sun Child (C3), Argo (B4) and Dudu (D4) by one effect: one timing point of
    // three clearings. Warlord's Soul Eater answers one clearing per chain (4个1); the clearings no
    // link answered come back after each chain until each has been answered, with player 1 chaining
    // the second Blood Clot Light on the way.
    passUntil(s, 0, 'Soul Eater');
    passUntil(s, 0, 'Soul Eater');
    passUntil(s, 1, 'Blood Clot Light');
    passUntil(s, 1, 'c1');
    passUntil(s, 0, 'Soul Eater');
    passChains(s);
    expect(statAt(s, 'A1').ap).toBe(11);
  });
});

describe('restore', () => {
  it('KALING 5-26: 还原 puts a 卡灵 back to its printed values and is a change of values (a timing point)', async () => {
    const { restoreValues } = await import('../src/rules/05-terms.ts');
    const { Ctx } = await import('@arbiter/kernel');
    const { s } = board({
      players: [{ deck: DECK, hand: ['fire-energy'], field: [fld('sun-child', 'A1')] }, P1],
    });
    pick(s, 0, 'Activate Fire Energy');
    tryPick(s, 0, 'E2');
    passChains(s);
    expect(statAt(s, 'A1').ap).toBe(4);
    const ctx = new Ctx(s, kaling, null);
    const id = s.g.cells[0];
    expect(restoreValues(ctx, id)).toBe(true);
    expect(statAt(s, 'A1').ap).toBe(3);
    expect(s.triggers.map((t) => t.event.type)).toEqual(['restored']);
    expect(restoreValues(ctx, id)).toBe(false);
  });
});

describe('public before hidden', () => {
  it('KALING 4.5-4: within a step the public optional effects are offered before the hidden ones', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['fire-energy'] },
        { deck: DECK, field: [fld('light-mage', 'C4'), fld('mind-eye', 'A5', { faceDown: true })] },
      ],
    });
    pick(s, 0, 'Activate Fire Energy');
    tryPick(s, 0, 'C3');
    const first = labels(s, 1).join(';');
    expect(first).toContain('Light Phantom');
    expect(first).not.toContain("Mind's Eye");
    pick(s, 1, 'pass');
    const second = labels(s, 1).join(';');
    expect(second).toContain("Mind's Eye");
    expect(second).not.toContain('Light Phantom');
  });
});
