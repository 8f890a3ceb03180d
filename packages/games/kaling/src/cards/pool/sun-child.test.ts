/** 阳耀子 (Sun Child): a 卡灵 without rules text (its effects are named moves, flavour only). */
import { describe, expect, it } from 'vitest';
import { paidSummon } from '../../../test/helpers.ts';
import { CARD_SUN_CHILD } from './sun-child.ts';

describe('sun-child: 阳耀子 (Sun Child)', () => {
  it('KALING 3.5.1-4: paid-summoned (Lv2), it is on the field with its printed AP 3, DP 3, SP 2', () => {
    expect(paidSummon('sun-child', 'Sun Child', 2)).toMatchObject({ ap: 3, dp: 3, sp: 2 });
  });

  it('has no rules text: every effect it lists is a named move (招式), which does nothing by itself', () => {
    expect(CARD_SUN_CHILD.effects.every((e) => e.kind === 'move')).toBe(true);
  });
});
