/** Wuju Bladesman - Starter (OGS-019/024): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, might } from '../../../test/card-kit.ts';
import mod from './019-wuju-bladesman-starter.ts';

const ID = mod.card.id;

describe('Wuju Bladesman - Starter (OGS-019/024)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('a unit of yours defending alone gets +2; not when another of yours defends too', () => {
    const b = board({ p0: { legend: ID, bf0: [{ card: 'ogn-130-298', as: 'u', designation: 'defender' }] } });
    expect(might(b.s, b.id.u)).toBe(5);
    b.ctx.create('ogn-013-298', 0, 'bf0', { designation: 'defender' });
    b.ctx.touch();
    expect(might(b.s, b.id.u)).toBe(3);
  });
});
