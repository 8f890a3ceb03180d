/** 圣赫利尔 (Saint Helier): a 卡灵 without rules text (its effects are named moves, flavour only). */
import { describe, expect, it } from 'vitest';
import { paidSummon } from '../../../test/helpers.ts';
import { CARD_SAINT_HELIER } from './saint-helier.ts';

describe('saint-helier: 圣赫利尔 (Saint Helier)', () => {
  it('KALING 3.5.1-4: paid-summoned (Lv2), it is on the field with its printed AP 2, DP 5, SP 1', () => {
    expect(paidSummon('saint-helier', 'Saint Helier', 2)).toMatchObject({ ap: 2, dp: 5, sp: 1 });
  });

  it('has no rules text: every effect it lists is a named move (招式), which does nothing by itself', () => {
    expect(CARD_SAINT_HELIER.effects.every((e) => e.kind === 'move')).toBe(true);
  });
});
