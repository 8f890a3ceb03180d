/** Reaver's Row (OGN-285/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, targetNames } from '../../../test/card-kit.ts';
import mod from './285-reavers-row.ts';

const ID = mod.card.id;

describe("Reaver's Row (OGN-285/298)", () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('when you defend here: you may move one of your units here to base', () => {
    const b = board({
      battlefields: [ID, 'ogn-288-298'],
      control: [0, null],
      p0: { bf0: [{ card: 'ogn-130-298', as: 'mine' }] },
      p1: { bf0: ['ogn-013-298'] },
    });
    b.id.self = b.id.bf0;
    expect(targetNames(ID, 0, 0, undefined, b)).toEqual(['mine']);
  });
});
