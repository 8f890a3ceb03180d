/** Ornn's Forge (SFD-213/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn } from '../../../test/card-kit.ts';
import mod from './213-ornns-forge.ts';

const ID = mod.card.id;

describe("Ornn's Forge (SFD-213/221)", () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('while you control it, your first non-token gear each turn costs 1 less', () => {
    const b = board({
      battlefields: [ID, 'ogn-288-298'],
      control: [0, null],
      p0: { hand: [{ card: 'sfd-019-221', as: 'rig' }] },
    });
    expect(costOn(b, 'rig').energy).toBe(3);
    b.s.g.record[0].gearPlayed = 1;
    expect(costOn(b, 'rig').energy).toBe(4);
    const b2 = board({
      battlefields: [ID, 'ogn-288-298'],
      control: [1, null],
      p0: { hand: [{ card: 'sfd-019-221', as: 'rig' }] },
    });
    expect(costOn(b2, 'rig').energy).toBe(4);
  });
});
