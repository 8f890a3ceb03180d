/**
 * The terminal board (src/text/board.ts) shows the two bases, both battlefields, the chain, Focus
 * and the rune pool in words, and only what the viewer may see (RB 127: hidden cards stay hidden).
 */
import { viewFor } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import riftbound from '../src/index.ts';
import { renderText } from '../src/text/board.ts';
import { type DuelSetup, duel, type PlayerSpec } from './kit.ts';

function boardOf(
  players: [PlayerSpec, PlayerSpec],
  extra: DuelSetup,
  viewer: number,
  lang: 'en' | 'zh' = 'en',
): string {
  const t = duel(players[0], players[1], extra);
  return renderText(viewFor(t.state, riftbound, viewer), lang);
}

describe('arbiter play riftbound: the board as text', () => {
  const players: [PlayerSpec, PlayerSpec] = [
    {
      base: [{ card: 'ogn-049-298', buff: 1 }],
      bf0: ['ogn-052-298'],
      hand: ['ogn-005-298'],
      runes: ['ogn-007-298', { card: 'ogn-166-298', exhausted: true }],
      facedown0: 'ogn-213-298',
      legend: 'ogs-017-024',
    },
    { bf1: [{ card: 'ogn-013-298', damage: 1 }], hand: ['ogn-229-298'], legend: 'ogs-021-024' },
  ];

  it('names the bases, both battlefields and their units with Might, and the runes (en)', () => {
    const text = boardOf(players, { battlefields: ['ogn-288-298', 'ogn-279-298'], control: [0, 1] }, 0);
    expect(text).toContain('Playful Phantom 6 [+1 buff]');
    expect(text).toContain('Battlefield 1: Startipped Peak · held by you');
    expect(text).toContain('Battlefield 2: Fortified Position · held by opponent');
    expect(text).toContain('Pouty Poro 2 [Deflect, 1 damage]');
    expect(text).toContain('Runes (1/2 ready): Fury Rune×1, Chaos Rune×1');
    expect(text).toContain('Chain: empty');
    expect(text).toContain('Dark Child - Starter');
  });

  it('the owner sees their facedown card and hand; the opponent sees neither (RB 127)', () => {
    const mine = boardOf(players, { control: [0, 1] }, 0);
    const theirs = boardOf(players, { control: [0, 1] }, 1);
    expect(mine).toContain('Hidden Blade (you)');
    expect(theirs).not.toContain('Hidden Blade');
    expect(theirs).toContain('face down (opponent)');
    expect(mine).toContain('Disintegrate (4 Energy)');
    expect(mine).not.toContain('Vengeance');
    expect(theirs).not.toContain('Disintegrate');
  });

  it('shows the rune pool, the chain, and in a showdown who has Focus', () => {
    const t = duel(
      {
        hand: ['ogn-005-298', 'ogn-058-298'],
        runes: ['ogn-007-298', 'ogn-007-298', 'ogn-007-298', 'ogn-007-298', 'ogn-007-298'],
      },
      { bf1: ['ogn-142-298', 'ogn-049-298'] },
    );
    t.act('play Disintegrate').act('Mountain Drake');
    const text = renderText(viewFor(t.state, riftbound, 0), 'en');
    expect(text).toContain('1. Disintegrate (you, ');
    expect(text).toContain('Rune pool: ');
    const zh = renderText(viewFor(t.state, riftbound, 1), 'zh');
    expect(zh).toContain('连锁');
    expect(zh).toContain('崩解');
  });
});
