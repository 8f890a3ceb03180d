/** VZ 512 EXP as the kernel's linked objects (link kind `exp`): level up, moves, costs, keyword actions. */
import { kernelChecks, type Ruling, ruling } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import vividz from '../../src/index.ts';
import { expOf } from '../../src/rules/0512-exp.ts';
import { playCost } from '../../src/rules/0905-energy.ts';
import type { G } from '../../src/state.ts';

kernelChecks.windows = true;

const cardsOf = (t: Ruling<G>, ids: readonly number[]) => ids.map((id) => t.state.objects[id].card);

describe('EXP (VZ 512.3)', () => {
  it('VZ 1002.1 / VZ 512.3 / VZ 512.3a: the others become EXP linked under the newest; EXP of EXP stay under it', () => {
    // Area 1: Rookie Idol under Iron Recruit (an earlier level up), then Chorus Leader arrives.
    const t = ruling(vividz, {
      setup: {
        players: [
          { area: { '1': ['VZ-C01', { card: 'VZ-C25', lvup: true }] }, hand: ['VZ-C04'], energy: 3 },
          {},
        ],
      },
    });
    // The setup's area had two characters: they leveled up before the first question.
    const recruit = t.state.zones['p0:area'].objects[0];
    expect(cardsOf(t, expOf(t.state, recruit))).toEqual(['VZ-C01']);
    t.act('Play Chorus Leader').act('area 1');
    const [leader] = t.state.zones['p0:area'].objects;
    expect(t.state.objects[leader].card).toBe('VZ-C04');
    expect(cardsOf(t, expOf(t.state, leader)).sort()).toEqual(['VZ-C01', 'VZ-C25']);
    for (const id of t.state.zones['p0:exp'].objects) expect(t.state.objects[id].linkedTo).toBe(leader);
    expect(t.state.objects[leader].data.lvup).toBe(true);
    expect(t.logged('VZ 1002.1')).toBe(2);
  });

  it('VZ 512.3b / VZ 501.6 / VZ 1110.1 / VZ 908.3c: a retiring character takes its EXP to the energy zone, unlinked; each counts', () => {
    const t = ruling(vividz, {
      setup: {
        players: [
          { hand: ['VZ-E01'], energy: 2 },
          { area: { '1': { card: 'VZ-C15', tag: 'tally' }, '2': ['VZ-C01', 'VZ-C25'] } },
        ],
      },
    });
    t.act('Play Spark Shower').act('Iron Recruit').act('No more');
    expect(t.zone('p1:energy')).toEqual(['VZ-C25', 'VZ-C01']);
    expect(t.zone('p1:exp')).toEqual([]);
    for (const id of t.state.zones['p1:energy'].objects) expect(t.state.objects[id].linkedTo).toBeUndefined();
  });

  it('VZ 512.3b: EXP follow their character to the hand when a replacement moves it there', () => {
    const t = ruling(vividz, {
      setup: { players: [{ hand: ['VZ-E01'], energy: 2 }, { area: { '2': ['VZ-C01', 'VZ-C09'] } }] },
    });
    t.act('Play Spark Shower').act('Phoenix Idol');
    expect(t.zone('p1:hand').sort()).toEqual(['VZ-C01', 'VZ-C09']);
    expect(t.logged('VZ 912.1')).toBeGreaterThan(0);
  });

  it('VZ 1116.1: a slide is no zone change — the EXP stay linked (decisions D1)', () => {
    const t = ruling(vividz, {
      setup: { players: [{ account: 'VZ-A02', area: { '2': ['VZ-C01', 'VZ-C25'] }, energy: 1 }, {}] },
    });
    const recruit = t.state.zones['p0:area'].objects[0];
    t.act("Activate Night Parade's ability 1").act('cost E1 ⤵').act('Iron Recruit').act('lane 1');
    expect(t.state.objects[recruit].data.lane).toBe(0);
    expect(cardsOf(t, expOf(t.state, recruit))).toEqual(['VZ-C01']);
  });

  it('VZ 1112.1: an effect puts the top card of the deck under a character as EXP', () => {
    const t = ruling(vividz, {
      setup: { players: [{ hand: ['VZ-C32'], area: { '2': 'VZ-C25' }, energy: 1, deck: ['VZ-C17'] }, {}] },
    });
    t.act('Play Glitch Cat').act('area 1').act('Iron Recruit');
    const recruit = t.state.zones['p0:area'].objects.find((id) => t.state.objects[id].card === 'VZ-C25')!;
    expect(cardsOf(t, expOf(t.state, recruit))).toEqual(['VZ-C17']);
    expect(t.logged('VZ 1112.1')).toBe(1);
  });

  it('VZ 905.2d: the cost-reduction icon counts the characters of the area and their EXP (decisions D18), never below 0', () => {
    const t = ruling(vividz, {
      setup: {
        players: [{ area: { '1': ['VZ-C01', 'VZ-C25'] }, hand: [{ card: 'VZ-C06', tag: 'ace' }] }, {}],
      },
    });
    const ace = t.state.zones['p0:hand'].objects[0];
    // Spotlight Ace costs 4: Iron Recruit and its one EXP make 2 less in area 1; nothing elsewhere.
    expect(playCost(t.state, 0, ace, 0)).toBe(2);
    expect(playCost(t.state, 0, ace, 1)).toBe(4);
  });
});
