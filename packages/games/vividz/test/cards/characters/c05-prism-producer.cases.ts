/** VZ-C05 Prism Producer: what the card does. */
import { describe, expect, it } from 'vitest';
import { charsOf } from '../../../src/rules/0911-continuous.ts';
import { board, players } from '../../helpers.ts';

describe('VZ-C05 Prism Producer', () => {
  it('VZ 911.1b / VZ 802.1a: your other characters become idols; it cannot attack', async () => {
    const { canAttackWith } = await import('../../../src/rules/0800-attack.ts');
    const g = board(
      players(
        { area: { '1': { card: 'VZ-C05', tag: 'p' }, '2': { card: 'VZ-C10', tag: 'band' } } },
        { area: { '1': { card: 'VZ-C25', tag: 'theirs' } } },
      ),
    );
    expect(charsOf(g.state, g.tags.band)!.features).toEqual(['band', 'idol']);
    expect(charsOf(g.state, g.tags.theirs)!.features).toEqual(['mecha']);
    expect(canAttackWith(g.state, g.tags.p)).toBe(false);
  });
});
