/** 红镰魔少女 莉莉娅 (Lilia of the Red Scythe): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { at, board, DECK, fld, passChains, passUntil, pick, statAt, tryPick } from '../../../test/helpers.ts';

describe('lilia: 红镰魔少女 莉莉娅 (Lilia of the Red Scythe)', () => {
  it('KALING 5-6, lilia: 恶灵诅咒 DP −2; 血镰索魂 clears a 卡灵 whose DP it brought to 0', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('lilia', 'B2')] },
        { deck: DECK, field: [fld('penguin-dudu', 'A3'), fld('cloud-sparky', 'E5')] },
      ],
    });
    pick(s, 0, 'Evil Spirit Curse');
    tryPick(s, 0, 'Penguin Dudu');
    passChains(s);
    expect(statAt(s, 'A3').dp).toBe(1);
    const b = board({
      players: [
        { deck: DECK, field: [fld('lilia', 'B2')] },
        { deck: DECK, field: [fld('captain-argo', 'A3')] },
      ],
    }).s;
    pick(b, 0, 'Evil Spirit Curse');
    tryPick(b, 0, 'Captain Argo');
    passUntil(b, 0, 'Blood Scythe');
    passChains(b);
    expect(at(b, 'A3')).toBeNull();
  });
});
