/**
 * Hidden information in 卡灵时代: who is asked in a chain window, what a spectator sees of the
 * chain, and which ids a player sees, must not depend on cards that player cannot see.
 */
import { openDecisions, submit, viewFor } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import kaling from '../src/index.ts';
import { chainLinks } from '../src/rules/04-links.ts';
import type { GView } from '../src/view.ts';
import { board, cardsIn, DECK, fld, passChains, pick, tryPick } from './helpers.ts';

describe('hidden information', () => {
  it('KALING 4.5-3, KALING 4.5-4: a player with set cards is asked at a timing point whether or not one of them can answer', () => {
    // Player 0 moves; player 1 has one set card: Flying Arrow (it can answer: a set card is there to
    // target) or Take Root (it cannot). Who is asked must be the same.
    const askedAfterMove = (setCard: string) => {
      const { s } = board({
        players: [
          { deck: DECK, field: [fld('sun-child', 'A1'), fld('wood-energy', 'E1', { faceDown: true })] },
          { deck: DECK, field: [fld(setCard, 'C4', { faceDown: true })] },
        ],
      });
      pick(s, 0, 'Move Sun Child');
      // Everyone passes: the order in which players are asked is what player 0 can observe.
      const asked: number[] = [];
      for (let d = openDecisions(s)[0]; d?.kind === 'chain'; d = openDecisions(s)[0]) {
        asked.push(d.player);
        submit(s, kaling, { player: d.player, answer: ['pass'] });
      }
      return asked;
    };
    expect(askedAfterMove('arrow')).toContain(1);
    expect(askedAfterMove('take-root')).toEqual(askedAfterMove('arrow'));
  });

  it('a chain link shows its card and id to a viewer exactly when the viewer can see the card', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['arrow'] },
        { deck: DECK, hand: ['shadow-ninja', 'sun-child'] },
      ],
    });
    pick(s, 0, 'Set Flying Arrow');
    pick(s, 0, 'C3');
    pick(s, 1, 'Ambush');
    // The ninja, used from hand, is shown to both players (so to a spectator too) while it waits.
    const link = chainLinks(s)[0];
    expect(link.card).toBe('shadow-ninja');
    for (const viewer of [0, 1, null]) {
      const view = viewFor(s, kaling, viewer);
      const inHand = view.zones['p1:hand'].objects.find((o) => o.id === link.source);
      expect((view.g as GView).chain[0]).toEqual({
        player: 1,
        source: link.source,
        card: 'shadow-ninja',
        effectIndex: link.effectIndex,
      });
      expect(inHand?.card).toBe('shadow-ninja');
    }
    // Hidden again from the spectator (as if it had been shown to player 0 only): neither card nor id.
    s.objects[link.source].seenBy = [0];
    const spectator = viewFor(s, kaling, null);
    expect((spectator.g as GView).chain[0]).toEqual({
      player: 1,
      hidden: true,
      effectIndex: link.effectIndex,
    });
    expect(JSON.stringify(spectator)).not.toContain('shadow-ninja');
    passChains(s);
  });

  it("影狱蛇: the set cards its 融入阴影 chose are not named by id in its controller's view", () => {
    const { s } = board({
      players: [
        {
          deck: DECK,
          field: [fld('shadow-snake', 'C2', { summonedTurn: 3 }), fld('sun-child', 'A1')],
        },
        { deck: DECK, field: [fld('fire-energy', 'B3', { faceDown: true })] },
      ],
    });
    const setCard = s.g.cells[11];
    expect(s.objects[setCard].controller).toBe(1);
    pick(s, 0, 'Melt into Shadow');
    passChains(s);
    expect(s.objects[setCard].linkedTo).toBe(s.g.cells[7]);
    expect(s.objects[s.g.cells[7]].linked).toEqual([setCard]);
    const view = JSON.stringify(viewFor(s, kaling, 0));
    expect(view).not.toMatch(new RegExp(`[\\[,:]${setCard}[\\],}]`));
  });
});

describe('hidden information while a chain link pays its costs', () => {
  // 夜隐 (Shadow Blade, from hand): 2 energy and discard 2 dark 卡灵. Player 1 holds two dark 卡灵 and a
  // third card, dark or not: player 0 and a spectator must not be able to tell which from whether
  // player 1 is asked to choose the cards to discard.
  const afterActivating = (third: string) => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['fire-energy'], field: [fld('sun-child', 'A1')] },
        { deck: DECK, hand: ['shadow-blade', 'fierce-howl', 'grenade-roach', third] },
      ],
    });
    pick(s, 0, 'Activate Fire Energy');
    tryPick(s, 0, 'B1');
    pick(s, 1, 'Night Veil');
    const d = openDecisions(s)[0];
    return { s, asked: [d.player, d.kind] };
  };

  it('KALING 3.5.5-2: the discard cost is asked whether or not the hand holds more cards that would do', () => {
    const dark = afterActivating('shadow-ninja');
    const other = afterActivating('sun-child');
    expect(other.asked).toEqual([1, 'discard']);
    expect(dark.asked).toEqual(other.asked);
    for (const viewer of [0, null]) {
      const a = viewFor(dark.s, kaling, viewer);
      const b = viewFor(other.s, kaling, viewer);
      expect(a.waitingFor).toEqual(b.waitingFor);
      expect(JSON.stringify(a.zones['p1:hand'])).toEqual(JSON.stringify(b.zones['p1:hand']));
    }
  });

  it('KALING 3.5.5-2: a hand of exactly the cards to discard pays without a question (its size is public)', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['fire-energy'], field: [fld('sun-child', 'A1')] },
        { deck: DECK, hand: ['shadow-blade', 'fierce-howl', 'grenade-roach'] },
      ],
    });
    pick(s, 0, 'Activate Fire Energy');
    tryPick(s, 0, 'B1');
    pick(s, 1, 'Night Veil');
    expect(openDecisions(s)[0].kind).not.toBe('discard');
    expect(cardsIn(s, 'p1:discard')).toEqual(expect.arrayContaining(['fierce-howl', 'grenade-roach']));
  });
});
