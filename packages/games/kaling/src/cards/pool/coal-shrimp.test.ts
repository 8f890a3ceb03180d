/** 焦炭虾 (Coal Shrimp): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, DECK, fld, labels, passChains, pick } from '../../../test/helpers.ts';

describe('coal-shrimp: 焦炭虾 (Coal Shrimp)', () => {
  it('KALING 5-15, coal-shrimp: 熔岩连弹 only with nothing ahead in its column: 1 energy, opponent −1 LP', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('coal-shrimp', 'B1'), fld('coal-shrimp', 'C1')] },
        { deck: DECK, field: [fld('sun-child', 'C4')] },
      ],
    });
    expect(labels(s, 0).filter((l) => l.includes('Lava Volley')).length).toBe(1);
    pick(s, 0, 'Lava Volley');
    passChains(s);
    expect(s.g.lp[1]).toBe(19);
    expect(s.g.energy[0]).toBe(5);
  });
});
