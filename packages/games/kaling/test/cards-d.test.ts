import { describe, expect, it } from 'vitest';
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

/** Activate a tactic from hand in player 0's action phase, placing it on `cell`. */
function play(s: any, name: string, cell = 'E2') {
  pick(s, 0, `Activate ${name}`);
  tryPick(s, 0, cell);
}

describe('tactics and devices', () => {
  it('autumn-leaf: send an own wood 卡灵 away to draw 2', () => {
    const { s } = board({
      players: [{ deck: DECK, hand: ['autumn-leaf'], field: [fld('peony-consort', 'A1')] }, P1],
    });
    play(s, 'One Leaf');
    passChains(s);
    expect(cardsIn(s, 'p0:hand').length).toBe(2);
    expect(cardsIn(s, 'p0:discard')).toEqual(expect.arrayContaining(['peony-consort', 'autumn-leaf']));
  });

  it('swap-places: two own 卡灵 swap cells (a transfer, no move timing point)', () => {
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
        { deck: DECK, hand: ['fire-energy'] },
      ],
    });
    void log;
    pick(s, 0, 'Move Sun Child');
    pick(s, 0, 'Change Places');
    tryPick(s, 0, 'Sun Child');
    tryPick(s, 0, 'Saint Helier');
    passChains(s);
    expect(cardsIn(s, 'field')).toContain('sun-child');
    expect(at(s, 'E1')).toBe('sun-child');
  });

  it('charge-max: pay up to 3 LP for as much AP this turn; or borrow another own 卡灵 AP while only it may attack', () => {
    const { s } = board({
      players: [
        {
          deck: DECK,
          hand: ['charge-max', 'charge-max'],
          field: [fld('sun-child', 'A1'), fld('fierce-howl', 'B1')],
        },
        P1,
      ],
    });
    pick(s, 0, 'Activate Charge MAX');
    tryPick(s, 0, 'E2');
    pick(s, 0, 'Sun Child');
    pick(s, 0, 3);
    passChains(s);
    expect(statAt(s, 'A1').ap).toBe(6);
    expect(s.g.lp[0]).toBe(17);
    const opt = labels(s, 0)
      .filter((l) => l.includes('Activate Charge MAX'))[1]
      .split('|')[0];
    pick(s, 0, opt);
    tryPick(s, 0, 'E3');
    pick(s, 0, 'Sun Child');
    tryPick(s, 0, 'Fierce Howl');
    passChains(s);
    expect(statAt(s, 'A1').ap).toBe(10);
    expect(s.g.onlyAttacker).toBeGreaterThan(0);
  });

  it('light-energy: regain 2 energy (never above 6)', () => {
    const { s } = board({ players: [{ energy: 2, deck: DECK, hand: ['light-energy'] }, P1] });
    play(s, 'Light Energy');
    passChains(s);
    expect(s.g.energy[0]).toBe(4);
  });

  it('ice-energy: a 卡灵 has SP 0 for the turn', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['ice-energy'], field: [fld('jungle-dart-frog', 'A1')] },
        { deck: DECK, field: [fld('sun-child', 'C4')] },
      ],
    });
    pick(s, 0, 'Move Jungle');
    pick(s, 0, 'Ice Energy');
    tryPick(s, 0, 'E2');
    pick(s, 0, 'Jungle Dart Frog');
    passChains(s);
    expect(statAt(s, 'A1').sp).toBe(0);
  });

  it('peace-fruit: the opponent draws 1 and nobody may attack this turn', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['peace-fruit'], field: [fld('fierce-howl', 'C3')] },
        { deck: DECK, field: [fld('sun-child', 'C4')] },
      ],
    });
    pick(s, 0, 'Move Fierce');
    pick(s, 0, 'Fruit of Peace');
    tryPick(s, 0, 'E2');
    finishMove(s);
    expect(cardsIn(s, 'p1:hand').length).toBe(1);
    expect(has(s, 0, 'Attack with')).toBe(false);
  });

  it('earth-energy: 坚守 for the turn keeps a 卡灵 from being cleared in battle', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('fierce-howl', 'C3')] },
        { deck: DECK, field: [fld('captain-argo', 'C4'), fld('earth-energy', 'A4', { faceDown: true })] },
      ],
    });
    pick(s, 0, 'Attack with Fierce');
    passUntil(s, 1, 'Earth Energy');
    tryPick(s, 1, 'Captain Argo');
    passChains(s);
    expect(at(s, 'C4')).toBe('captain-argo');
    expect(s.g.lp[1]).toBe(18);
  });

  it('hope-light: free-summon a 卡灵 from either discard pile', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['hope-light'] },
        { deck: DECK, discard: ['king-kuga'] },
      ],
    });
    play(s, 'Glimmer of Hope');
    passChains(s);
    tryPick(s, 0, 'C1');
    passChains(s);
    const id = s.zones.field.objects.find((x) => s.objects[x].card === 'king-kuga')!;
    expect(s.objects[id].controller).toBe(0);
    expect(s.objects[id].owner).toBe(1);
  });

  it('phantom: a dark 卡灵 cannot be targeted by effects nor attacked this turn', () => {
    const { s } = board({
      players: [
        {
          deck: DECK,
          hand: ['phantom', 'dark-energy'],
          field: [fld('fierce-howl', 'B2'), fld('penguin-dudu', 'C3')],
        },
        { deck: DECK, field: [fld('thorn-rat', 'C4')] },
      ],
    });
    pick(s, 0, 'Move Penguin');
    pick(s, 0, 'Phantom');
    tryPick(s, 0, 'A1');
    pick(s, 0, 'Fierce Howl');
    finishMove(s);
    expect(s.effects.filter((e) => e.params.k === 'untgt').length).toBe(1);
  });

  it('mind-eye: negates an opposing activation and clears its card; may be paid with half the LP', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['wood-energy'] },
        { deck: DECK, energy: 0, field: [fld('mind-eye', 'C4', { faceDown: true })] },
      ],
    });
    play(s, 'Wood Energy');
    pick(s, 0, 'p0');
    pick(s, 1, "Mind's Eye");
    passChains(s);
    expect(s.g.lp).toEqual([20, 10]);
    expect(cardsIn(s, 'p0:discard')).toContain('wood-energy');
  });

  it('take-root: the wood 卡灵 cannot move or return, and a clearing is replaced by shuffling Take Root back', () => {
    const { s } = board({
      players: [{ deck: DECK, hand: ['take-root', 'dark-energy'], field: [fld('peony-consort', 'B2')] }, P1],
    });
    play(s, 'Take Root', 'E2');
    passChains(s);
    expect(has(s, 0, 'Move Peony')).toBe(false);
    play(s, 'Dark Energy', 'A2');
    tryPick(s, 0, 'Peony');
    passChains(s);
    expect(at(s, 'B2')).toBe('peony-consort');
    expect(cardsIn(s, 'p0:deck')).toContain('take-root');
  });

  it('soar: discard 1 to return a 卡灵 from the discard pile to hand', () => {
    const { s } = board({ players: [{ deck: DECK, hand: ['soar', 'arrow'], discard: ['king-kuga'] }, P1] });
    play(s, 'Soar');
    passChains(s);
    expect(cardsIn(s, 'p0:hand')).toEqual(['king-kuga']);
  });

  it('star-wish: send a 卡灵 from the deck to the discard pile, or (+2) add one to hand', () => {
    const { s } = board({
      players: [{ deck: ['arrow', 'king-kuga', 'arrow'], hand: ['star-wish', 'star-wish'] }, P1],
    });
    play(s, 'Star Wish');
    passChains(s);
    tryPick(s, 0, 'kking-kuga');
    expect(cardsIn(s, 'p0:discard')).toContain('king-kuga');
    const b = board({ players: [{ deck: ['arrow', 'king-kuga', 'arrow'], hand: ['star-wish'] }, P1] }).s;
    const opt = labels(b, 0)
      .filter((l) => l.includes('Activate Star Wish'))[1]
      .split('|')[0];
    pick(b, 0, opt);
    tryPick(b, 0, 'E2');
    passChains(b);
    tryPick(b, 0, 'kking-kuga');
    expect(cardsIn(b, 'p0:hand')).toEqual(['king-kuga']);
    expect(b.g.energy[0]).toBe(2);
  });

  it('star-shield: sends a light card away to negate an opposing attack', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('fierce-howl', 'C3')] },
        {
          deck: ['saint-helier'],
          field: [fld('captain-argo', 'C4'), fld('star-shield', 'A4', { faceDown: true })],
        },
      ],
    });
    pick(s, 0, 'Attack with Fierce');
    pick(s, 1, 'Starlight Shield');
    passChains(s);
    tryPick(s, 1, 'ksaint-helier');
    passChains(s);
    expect(at(s, 'C4')).toBe('captain-argo');
    expect(s.g.lp[1]).toBe(20);
  });

  it('star-shield: the deck is offered by card in a fixed order, and shuffled after the search even when the card comes from hand', () => {
    const searchFrom = (deck: string[]) => {
      const { s } = board({
        players: [
          { deck: DECK, field: [fld('fierce-howl', 'C3')] },
          {
            deck,
            hand: ['heart-angel'],
            field: [fld('captain-argo', 'C4'), fld('star-shield', 'A4', { faceDown: true })],
          },
        ],
      });
      pick(s, 0, 'Attack with Fierce');
      pick(s, 1, 'Starlight Shield');
      passChains(s);
      return s;
    };
    const lights = ['saint-helier', 'dream-maker', 'clown-mage', 'light-mage'];
    const a = searchFrom([...lights, 'sun-child']);
    const b = searchFrom(['sun-child', ...lights].reverse());
    const deckOptions = (s: typeof a) => labels(s, 1).filter((l) => l.startsWith('k'));
    // The same list, in card order, whatever the order of the deck.
    expect(deckOptions(a)).toEqual(deckOptions(b));
    expect(deckOptions(a).map((l) => l.split('|')[0])).toEqual([
      'kclown-mage',
      'kdream-maker',
      'klight-mage',
      'ksaint-helier',
    ]);
    // Taking the card from hand: the deck that was looked through is shuffled all the same.
    const before = cardsIn(a, 'p1:deck');
    const hand = labels(a, 1).find((l) => l.startsWith('h'))!;
    pick(a, 1, hand.split('|')[0]);
    expect(cardsIn(a, 'p1:discard')).toContain('heart-angel');
    expect(cardsIn(a, 'p1:deck')).not.toEqual(before);
    expect([...cardsIn(a, 'p1:deck')].sort()).toEqual([...before].sort());
  });

  it('dark-energy: clears a 卡灵 next to where it is placed', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['dark-energy'] },
        { deck: DECK, field: [fld('king-kuga', 'C4')] },
      ],
    });
    play(s, 'Dark Energy', 'C3');
    passChains(s);
    expect(at(s, 'C4')).toBeNull();
  });

  it('wood-energy: a player gains 2 LP', () => {
    const { s } = board({ players: [{ deck: DECK, hand: ['wood-energy'] }, P1] });
    play(s, 'Wood Energy');
    pick(s, 0, 'p1');
    passChains(s);
    expect(s.g.lp[1]).toBe(22);
  });

  it('spring-revival: free-summon a wood 卡灵 from the own discard pile and gain its AP as LP', () => {
    const { s } = board({
      players: [{ deck: DECK, hand: ['spring-revival'], discard: ['dryad-emperor'] }, P1],
    });
    play(s, 'Spring for Dead Wood');
    passChains(s);
    tryPick(s, 0, 'C1');
    passChains(s);
    expect(cardsIn(s, 'field')).toContain('dryad-emperor');
    expect(s.g.lp[0]).toBe(24);
  });

  it('death-bomb: a 卡灵 moving into the [O1] of the set bomb is cleared and both players lose its higher value', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('breeze-swordsman', 'C2')] },
        { deck: DECK, field: [fld('death-bomb', 'C4', { faceDown: true })] },
      ],
    });
    pick(s, 0, 'Move Breeze');
    pick(s, 0, 'C3');
    pick(s, 1, 'Death Bomb');
    passChains(s);
    expect(cardsIn(s, 'p0:discard')).toContain('breeze-swordsman');
    expect(s.g.lp).toEqual([15, 15]);
  });

  it('necro-revival: free-summon from the own discard pile; the opponent draws 1', () => {
    const { s } = board({ players: [{ deck: DECK, hand: ['necro-revival'], discard: ['fierce-howl'] }, P1] });
    play(s, 'Necro Revival');
    passChains(s);
    tryPick(s, 0, 'C1');
    passChains(s);
    expect(cardsIn(s, 'field')).toContain('fierce-howl');
    expect(cardsIn(s, 'p1:hand').length).toBe(1);
  });

  it('water-energy: a 卡灵 has its effects negated this turn', () => {
    const { s } = board({
      players: [
        {
          deck: DECK,
          hand: ['water-energy'],
          field: [fld('volt-magician', 'B2'), fld('cloud-sparky', 'C2'), fld('sun-child', 'A1')],
        },
        P1,
      ],
    });
    pick(s, 0, 'Move Sun Child');
    pick(s, 0, 'Water Energy');
    tryPick(s, 0, 'E2');
    pick(s, 0, 'Volt Magician');
    passChains(s);
    expect(statAt(s, 'C2').ap).toBe(2);
  });

  it('abyss-light: when discarded from hand it free-summons a Lv2+ light 卡灵 from the discard pile', () => {
    const { s } = board({
      players: [{ deck: DECK, hand: ['soar', 'abyss-light'], discard: ['saint-helier', 'clown-mage'] }, P1],
    });
    pick(s, 0, 'Activate Soar');
    tryPick(s, 0, 'E2');
    tryPick(s, 0, 'Saint Helier');
    passUntil(s, 0, 'Light of the Abyss');
    tryPick(s, 0, 'Saint Helier');
    passChains(s);
    tryPick(s, 0, 'C1');
    passChains(s);
    expect(cardsIn(s, 'field').length + cardsIn(s, 'p0:hand').length).toBeGreaterThan(0);
    expect(cardsIn(s, 'p0:discard')).toContain('abyss-light');
  });

  it('fire-energy: AP +1 for the turn, gone at the end of the turn', () => {
    const { s } = board({
      players: [{ deck: DECK, hand: ['fire-energy'], field: [fld('sun-child', 'A1')] }, P1],
    });
    play(s, 'Fire Energy');
    passChains(s);
    expect(statAt(s, 'A1').ap).toBe(4);
    pick(s, 0, 'End the turn');
    passChains(s);
    expect(statAt(s, 'A1').ap).toBe(3);
  });

  it('heat-surge: declare a level; a 卡灵 of that level among the top 5 goes to hand, else all 5 are discarded', () => {
    const { s } = board({
      players: [
        { deck: ['arrow', 'king-kuga', 'arrow', 'arrow', 'arrow', 'arrow'], hand: ['heat-surge'] },
        P1,
      ],
    });
    play(s, 'Heat Surge');
    pick(s, 0, 5);
    passChains(s);
    expect(labels(s, 0).map((l) => l.split('|')[0])).toEqual(['kking-kuga', 'skip']);
    pick(s, 0, 'kking-kuga');
    expect(cardsIn(s, 'p0:hand')).toEqual(['king-kuga']);
    expect(cardsIn(s, 'p0:deck').length).toBe(5);
    const b = board({
      players: [
        { deck: ['arrow', 'king-kuga', 'arrow', 'arrow', 'arrow', 'arrow'], hand: ['heat-surge'] },
        P1,
      ],
    }).s;
    play(b, 'Heat Surge');
    pick(b, 0, 1);
    passChains(b);
    expect(cardsIn(b, 'p0:discard').length).toBe(6);
  });

  it('burning-soul: a fire 卡灵 has double its printed AP this turn and is cleared in the end phase', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['burning-soul'], field: [fld('sun-child', 'A1'), fld('fierce-howl', 'B1')] },
        P1,
      ],
    });
    pick(s, 0, 'Move Fierce');
    pick(s, 0, 'Burning Soul');
    tryPick(s, 0, 'E2');
    finishMove(s);
    expect(statAt(s, 'A1').ap).toBe(6);
    pick(s, 0, 'End the turn');
    passChains(s);
    expect(cardsIn(s, 'p0:discard')).toContain('sun-child');
  });

  it('life-branch: a placed device (GP 1) that stays; an attack with AP ≥ 1 takes its GP and clears it', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('sun-child', 'C3')] },
        { deck: DECK, field: [fld('life-branch', 'C4', { gp: 1 })] },
      ],
    });
    pick(s, 0, 'Attack with Sun Child');
    passChains(s);
    expect(cardsIn(s, 'p1:discard')).toContain('life-branch');
  });

  it('lightning-flash: an own 卡灵 makes an extra move at once', () => {
    const { s } = board({
      players: [{ deck: DECK, hand: ['lightning-flash'], field: [fld('sun-child', 'A1')] }, P1],
    });
    pick(s, 0, 'Move Sun Child');
    pick(s, 0, 'Lightning Flash');
    tryPick(s, 0, 'E2');
    tryPick(s, 0, 'Sun Child');
    passChains(s);
    // The extra move (up to SP 2) happens inside the resolution, then the declared move goes on.
    let steps = 0;
    for (let i = 0; i < 8 && pending(s)?.kind === 'move'; i++) {
      pick(s, 0, labels(s, 0)[0].split('|')[0]);
      if (labels(s, 0)[0]?.startsWith('pass')) passChains(s);
      steps++;
    }
    expect(steps).toBeGreaterThan(2);
    expect(at(s, 'A1')).toBeNull();
    expect(cardsIn(s, 'p0:discard')).toContain('lightning-flash');
  });

  it('volt-energy: SP +1 for the turn', () => {
    const { s } = board({
      players: [{ deck: DECK, hand: ['volt-energy'], field: [fld('sun-child', 'A1')] }, P1],
    });
    pick(s, 0, 'Move Sun Child');
    pick(s, 0, 'Volt Energy');
    tryPick(s, 0, 'E2');
    tryPick(s, 0, 'Sun Child');
    passChains(s);
    expect(statAt(s, 'A1').sp).toBe(3);
  });

  it('flash-draw: draw 2', () => {
    const { s } = board({ players: [{ deck: DECK, hand: ['flash-draw'] }, P1] });
    play(s, 'Flash Draw');
    passChains(s);
    expect(cardsIn(s, 'p0:hand').length).toBe(2);
    expect(s.g.energy[0]).toBe(3);
  });

  it('blood-light: when an own 卡灵 is cleared, gain the higher of its AP and DP (or draw 1)', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('breeze-swordsman', 'C3')] },
        { deck: DECK, field: [fld('saint-helier', 'C4'), fld('blood-light', 'A4', { faceDown: true })] },
      ],
    });
    pick(s, 0, 'Attack with Breeze');
    tryPick(s, 1, 'ap');
    passUntil(s, 1, 'Blood Clot Light');
    passChains(s);
    pick(s, 1, 'c1');
    passChains(s);
    expect(s.g.lp[1]).toBe(20 - 3 + 5);
  });

  it('metal-energy: 防爆 for the turn', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['dark-energy'], field: [] },
        { deck: DECK, field: [fld('king-kuga', 'C4'), fld('metal-energy', 'A4', { faceDown: true })] },
      ],
    });
    play(s, 'Dark Energy', 'C3');
    pick(s, 1, 'Metal Energy');
    tryPick(s, 1, 'King Kuga');
    passChains(s);
    expect(at(s, 'C4')).toBe('king-kuga');
  });

  it('spy-dove: control an opposing 卡灵 for the turn (no direct attack, no material); it goes back at ▶③', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['spy-dove'] },
        { deck: DECK, field: [fld('king-kuga', 'C4')] },
      ],
    });
    play(s, 'Spy Dove');
    passChains(s);
    const id = s.g.cells[17];
    expect(s.objects[id].controller).toBe(0);
    pick(s, 0, 'End the turn');
    passChains(s);
    expect(s.objects[id].controller).toBe(1);
  });

  it('meteor: pay up to 3 energy; the opponent loses as much LP', () => {
    const { s } = board({ players: [{ deck: DECK, hand: ['meteor'] }, P1] });
    play(s, 'Meteor Strike');
    pick(s, 0, 3);
    passChains(s);
    expect(s.g.lp[1]).toBe(17);
    expect(s.g.energy[0]).toBe(3);
  });

  it('wind-energy: returns a 卡灵 diagonal to where it is placed', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['wind-energy'], field: [fld('sun-child', 'A1')] },
        { deck: DECK, field: [fld('king-kuga', 'D4')] },
      ],
    });
    pick(s, 0, 'Move Sun Child');
    pick(s, 0, 'Wind Energy');
    pick(s, 0, 'C3');
    tryPick(s, 0, 'King Kuga');
    passChains(s);
    expect(cardsIn(s, 'p1:hand')).toContain('king-kuga');
  });

  it('wind-rise: every card on the field other than 卡灵 returns to hand', () => {
    const { s } = board({
      players: [
        {
          deck: DECK,
          hand: ['wind-rise'],
          field: [fld('arrow', 'A2', { faceDown: true }), fld('sun-child', 'A1')],
        },
        { deck: DECK, field: [fld('life-branch', 'C4', { gp: 1 })] },
      ],
    });
    play(s, 'Rising Winds');
    passChains(s);
    expect(cardsIn(s, 'p0:hand')).toEqual(['arrow']);
    expect(cardsIn(s, 'p1:hand')).toEqual(['life-branch']);
    expect(at(s, 'A1')).toBe('sun-child');
  });

  it('arrow: clears the card on a cell holding a set card', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('arrow', 'A2', { faceDown: true }), fld('sun-child', 'A1')] },
        { deck: DECK, field: [fld('mind-eye', 'C4', { faceDown: true })] },
      ],
    });
    pick(s, 0, 'Move Sun Child');
    pick(s, 0, 'Flying Arrow');
    passChains(s);
    expect(cardsIn(s, 'p1:discard')).toContain('mind-eye');
  });
});
