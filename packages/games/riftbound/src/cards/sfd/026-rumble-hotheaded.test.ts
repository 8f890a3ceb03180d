/** Rumble, Hotheaded (SFD-026/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import { answer, only, returned, runProc } from '../../../test/kit.ts';
import { playBill } from '../../rules/350-play.ts';
import { emptyBill } from '../../rules/354-costs.ts';
import mod from './026-rumble-hotheaded.ts';

const ID = mod.card.id;

describe('Rumble, Hotheaded (SFD-026/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 4 Energy (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(4);
    expect(parsed(mod).cost?.power).toEqual([]);
  });

  it('on the board: Might 4 with assault', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(4);
    expect(keywords(b.s, b.id.u)).toEqual({ assault: 1 });
  });

  it('your Mechs, itself included, have Assault', () => {
    const b = board({
      p0: {
        bf0: [
          { card: ID, as: 'u', designation: 'attacker' },
          { card: 'sfd-062-221', as: 'm', designation: 'attacker' },
          { card: 'ogn-130-298', as: 'x', designation: 'attacker' },
        ],
      },
    });
    expect(might(b.s, b.id.u)).toBe(5);
    expect(might(b.s, b.id.m)).toBe(4);
    expect(might(b.s, b.id.x)).toBe(3);
  });

  it('conquer cost (RB 354.2): recycling the other unit reports its Might for the discount', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }], bf0: [{ card: 'ogn-130-298', as: 'x' }] } });
    const bill = emptyBill();
    bill.self = b.id.u;
    bill.others.push({ recycleFriendly: true });
    runProc(b, 'rb.pay', { p: 0, bill });
    if (only(b.s).kind !== 'idle')
      answer(b.s, [
        only(b.s).domain.type === 'pick'
          ? `${(only(b.s).domain as any).options.find((o: any) => o.obj === b.id.x).id}`
          : 0,
      ]);
    expect(returned(b)).toEqual({ recycledMight: 3 });
    expect(b.s.objects[b.id.x]).toBeUndefined();
    expect(b.s.zones['p0:deck'].objects.length).toBe(1);
  });

  it('conquer (RB 406.3, RB 353.4): plays a Mech from the trash, its Energy cost less the recycled Might', () => {
    const b = board({
      p0: {
        base: [{ card: ID, as: 'u' }],
        trash: ['sfd-062-221', 'ogn-130-298'],
        runes: ['ogn-007-298'],
      },
    });
    const bot = b.s.zones['p0:trash'].objects.find((id) => b.s.objects[id].card === 'sfd-062-221')!;
    // Bubble Bot costs 3 Energy; with 3 recycled Might it costs nothing.
    expect(playBill(b.s, 0, bot, { discount: 3 }).owed.energy).toBe(0);
    expect(playBill(b.s, 0, bot, { discount: 1 }).owed.energy).toBe(2);
    runProc(b, 'rb.exec', {
      at: { card: ID, path: ['abilities', 1, 'steps'] },
      pc: 0,
      scope: { controller: 0, source: b.id.u, here: 'p0:base', recycledMight: 3 },
    });
    // Only Mechs are offered (the Corsair in the trash is not one).
    const d = only(b.s);
    expect(d.kind).toBe('play-from-trash');
    expect((d.domain as any).options.map((o: any) => o.obj)).toEqual([bot]);
    answer(b.s, [(d.domain as any).options[0].id]);
    for (let i = 0; i < 6 && only(b.s).kind !== 'idle'; i++) {
      const o = only(b.s);
      answer(b.s, o.domain.type === 'pick' ? [(o.domain as any).options[0].id] : 0);
    }
    expect(Object.values(b.s.objects).some((o) => o.card === 'sfd-062-221' && o.zone === 'p0:base')).toBe(
      true,
    );
  });

  it('conquer: with too little recycled Might to afford any Mech, nothing is played (RB 356.3.e.6)', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }], trash: ['sfd-062-221'] } });
    runProc(b, 'rb.exec', {
      at: { card: ID, path: ['abilities', 1, 'steps'] },
      pc: 0,
      scope: { controller: 0, source: b.id.u, here: 'p0:base', recycledMight: 1 },
    });
    expect(only(b.s).kind).toBe('idle');
    expect(b.s.zones['p0:trash'].objects.length).toBe(1);
  });
});
