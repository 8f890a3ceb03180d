/** 恶啸 (Fierce Howl): a 卡灵 without rules text (its effects are named moves, flavour only). */
import { describe, expect, it } from 'vitest';
import { paidSummon } from '../../../test/helpers.ts';
import { CARD_FIERCE_HOWL } from './fierce-howl.ts';

describe('fierce-howl: 恶啸 (Fierce Howl)', () => {
  it('KALING 3.5.1-4: paid-summoned (Lv2), it is on the field with its printed AP 4, DP 0, SP 2', () => {
    expect(paidSummon('fierce-howl', 'Fierce Howl', 2)).toMatchObject({ ap: 4, dp: 0, sp: 2 });
  });

  it('has no rules text: every effect it lists is a named move (招式), which does nothing by itself', () => {
    expect(CARD_FIERCE_HOWL.effects.every((e) => e.kind === 'move')).toBe(true);
  });
});
