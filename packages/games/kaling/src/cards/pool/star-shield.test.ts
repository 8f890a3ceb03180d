/** 星光盾 (Starlight Shield): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { at, board, cardsIn, DECK, fld, labels, passChains, pick, tryPick } from '../../../test/helpers.ts';

describe('star-shield: 星光盾 (Starlight Shield)', () => {
  it('KALING 4.2-2, star-shield: sends a light card away to negate an opposing attack', () => {
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

  it('KALING 5-8, star-shield: the deck is offered by card in a fixed order, and shuffled after the search even when the card comes from hand', () => {
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
});
