/** 光法师 青辉 (Qinghui the Light Mage): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, DECK, fld, P1, passChains, pick, statAt, tryPick } from '../../../test/helpers.ts';

describe('light-mage: 光法师 青辉 (Qinghui the Light Mage)', () => {
  it('KALING 5-15, light-mage: 青辉圣枪击 adds the AP of light 卡灵 at its [↙][↘]', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('light-mage', 'B2'), fld('saint-helier', 'A1'), fld('clown-mage', 'C1')] },
        P1,
      ],
    });
    pick(s, 0, 'Azure Holy Lance');
    passChains(s);
    expect(statAt(s, 'B2').ap).toBe(4 + 2 + 1);
    expect(s.g.energy[0]).toBe(4);
  });

  it('light-mage: 光之幻影 negates an effect that targets it', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['fire-energy'] },
        { deck: DECK, field: [fld('light-mage', 'C4')] },
      ],
    });
    pick(s, 0, 'Activate Fire Energy');
    tryPick(s, 0, 'C2');
    pick(s, 1, 'Light Phantom');
    passChains(s);
    expect(statAt(s, 'C4').ap).toBe(4);
    expect(s.g.energy[1]).toBe(4);
  });
});
