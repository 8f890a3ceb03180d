/** VZ-C21 Smoke Ninja: what the card does. */
import { describe, expect, it } from 'vitest';
import { activatable } from '../../../src/rules/0700-turn.ts';
import { board, cards, players, power, start, withCtx } from '../../helpers.ts';

describe('VZ-C21 Smoke Ninja', () => {
  it("VZ 304.4a: from the hand during the opponent's attack: the attacker gets -2 until the end of the attack", () => {
    const g = board(
      players({ area: { '2': { card: 'VZ-C10', tag: 'a' } } }, { hand: [{ card: 'VZ-C21', tag: 'n' }] }),
    );
    withCtx(g, (ctx) => {
      ctx.state.g.attack = {
        seq: 1,
        player: 0,
        attacker: g.tags.a,
        lane: 1,
        step: 'defence',
        success: false,
        successTriggered: [],
      };
    });
    expect(activatable(g.state, 1)).toEqual([{ kind: 'activate', source: g.tags.n, index: 0 }]);
    start(g, 'vz.activate', { player: 1, source: g.tags.n, index: 0 });
    expect(cards(g, 1, 'trash')).toEqual(['VZ-C21']);
    expect(power(g, g.tags.a)).toBe(3);
    // VZ 1103.3: the lowered power remembers its source's controller.
    expect(g.state.objects[g.tags.a].data.hurtBy).toMatchObject({ player: 1 });
  });
});
