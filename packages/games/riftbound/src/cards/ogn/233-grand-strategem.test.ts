/** Grand Strategem (OGN-233/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, namesOf, parsed, standardBoard, timings } from '../../../test/card-kit.ts';
import mod from './233-grand-strategem.ts';

const ID = mod.card.id;

describe('Grand Strategem (OGN-233/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Action (RB 732)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown']);
  });

  it('cost: 6 Energy and order, order, order Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(6);
    expect(parsed(mod).cost?.power).toEqual(['order', 'order', 'order']);
  });

  it('+5 to every unit of yours this turn', async () => {
    const { resolveRef } = await import('../../rules/vocabulary.ts');
    const { characteristics } = await import('../../rules/450-layers.ts');
    const b = standardBoard(ID);
    const to = (parsed(mod).abilities[0] as any).steps[0].to;
    expect(
      namesOf(b, resolveRef(b.s, characteristics(b.s), to, { controller: 0, source: null, here: null })),
    ).toEqual(['myBase', 'myBf']);
  });
});
