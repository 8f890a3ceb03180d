/**
 * Taking a declaration back (stand-in, docs/decisions.md "Taking a declaration back"): a summon,
 * set or attack chosen from the action menu (KALING 3.5-1) offers "cancel" until its first
 * irreversible step, and cancelling puts the game back exactly as it was before the declaration.
 */
import { openDecisions } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { at, board, cardsIn, DECK, fld, labels, P1, pending, pick } from './helpers.ts';

const ids = (s: Parameters<typeof labels>[0]) => labels(s, 0).map((l) => l.split('|')[0]);

describe('KALING 3.5-1: taking a declaration back', () => {
  it('a paid summon taken back at the cell choice refunds the energy and keeps the card in hand', () => {
    const { s } = board({ players: [{ deck: DECK, hand: ['sun-child'] }, P1] });
    const before = JSON.stringify({ g: s.g, zones: s.zones, objects: s.objects });
    const energy = s.g.energy[0];
    pick(s, 0, 'Pay to summon Sun Child');
    expect(s.g.energy[0]).toBe(energy - 2);
    expect(ids(s)).toContain('cancel');
    const log: any[] = [];
    pick(s, 0, 'cancel', log);
    expect(s.g.energy[0]).toBe(energy);
    expect(cardsIn(s, 'p0:hand')).toEqual(['sun-child']);
    expect(pending(s).kind).toBe('action');
    expect(log.some((e) => e.msg.key === 'kl.cancelled' && e.rule === 'KALING 3.5-1')).toBe(true);
    expect(s.checkpoint).toBeUndefined();
    // The same position as before the declaration.
    expect(JSON.stringify({ g: s.g, zones: s.zones, objects: s.objects })).toBe(before);
  });

  it('a summon with materials taken back returns the materials to the field', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['flame-horn'], field: [fld('sun-child', 'C1'), fld('lava-sprite', 'D1')] },
        P1,
      ],
    });
    pick(s, 0, 'Pay to summon Flame Horn');
    pick(s, 0, 'C1');
    expect(ids(s)).toEqual(['D1', 'cancel']);
    pick(s, 0, 'cancel');
    expect(at(s, 'C1')).toBe('sun-child');
    expect(at(s, 'D1')).toBe('lava-sprite');
    expect(cardsIn(s, 'p0:hand')).toEqual(['flame-horn']);
    expect(cardsIn(s, 'p0:discard')).toEqual([]);
    expect(pending(s).kind).toBe('action');
  });

  it('a set taken back leaves the card in hand; an attack taken back is not used up', () => {
    const { s } = board({ players: [{ deck: DECK, hand: ['arrow'] }, P1] });
    pick(s, 0, 'Set Flying Arrow');
    pick(s, 0, 'cancel');
    expect(cardsIn(s, 'p0:hand')).toEqual(['arrow']);
    const fight = board({
      players: [
        { deck: DECK, field: [fld('fierce-howl', 'C3')] },
        { deck: DECK, field: [fld('lava-sprite', 'B3'), fld('saint-helier', 'C4')] },
      ],
    }).s;
    pick(fight, 0, 'Attack with Fierce');
    pick(fight, 0, 'cancel');
    expect(fight.g.attack).toBeNull();
    expect(ids(fight).some((x) => x.startsWith('atk:'))).toBe(true);
  });

  it('once the attack is declared (the opponent may answer) it can no longer be taken back', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('fierce-howl', 'C3')] },
        { deck: DECK, field: [fld('lava-sprite', 'B3'), fld('saint-helier', 'C4')] },
      ],
    });
    pick(s, 0, 'Attack with Fierce');
    pick(s, 0, 'B3');
    expect(s.checkpoint).toBeUndefined();
    for (const d of openDecisions(s))
      expect(d.domain.type === 'pick' && d.domain.options.some((o) => o.id === 'cancel')).toBe(false);
  });
});

describe('conceding (stand-in, docs/decisions.md)', () => {
  it('KALING 2.4-1: a player who concedes loses; the opponent wins and the game is over', async () => {
    const { default: kaling } = await import('../src/index.ts');
    const { s } = board({ players: [{ deck: DECK, hand: ['sun-child'] }, P1] });
    kaling.concede!(s, 0);
    expect(s.result?.winners).toEqual([1]);
    expect(s.result?.rule).toBe('KALING 2.4-1');
    expect(openDecisions(s)).toEqual([]);
  });
});
