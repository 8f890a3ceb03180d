/** 清风剑士 (Breeze Swordsman): a 卡灵 without rules text (its effects are named moves, flavour only). */
import { describe, expect, it } from 'vitest';
import { paidSummon } from '../../../test/helpers.ts';
import { CARD_BREEZE_SWORDSMAN } from './breeze-swordsman.ts';

describe('breeze-swordsman: 清风剑士 (Breeze Swordsman)', () => {
  it('KALING 3.5.1-4: paid-summoned (Lv3), it is on the field with its printed AP 5, DP 4, SP 2', () => {
    expect(paidSummon('breeze-swordsman', 'Breeze Swordsman', 3)).toMatchObject({ ap: 5, dp: 4, sp: 2 });
  });

  it('has no rules text: every effect it lists is a named move (招式), which does nothing by itself', () => {
    expect(CARD_BREEZE_SWORDSMAN.effects.every((e) => e.kind === 'move')).toBe(true);
  });
});
