/** 云电仔 (Cloud Sparky): a 卡灵 without rules text (its effects are named moves, flavour only). */
import { describe, expect, it } from 'vitest';
import { paidSummon } from '../../../test/helpers.ts';
import { CARD_CLOUD_SPARKY } from './cloud-sparky.ts';

describe('cloud-sparky: 云电仔 (Cloud Sparky)', () => {
  it('KALING 3.5.1-4: paid-summoned (Lv1), it is on the field with its printed AP 2, DP 0, SP 3', () => {
    expect(paidSummon('cloud-sparky', 'Cloud Sparky', 1)).toMatchObject({ ap: 2, dp: 0, sp: 3 });
  });

  it('has no rules text: every effect it lists is a named move (招式), which does nothing by itself', () => {
    expect(CARD_CLOUD_SPARKY.effects.every((e) => e.kind === 'move')).toBe(true);
  });
});
