/** 征梦者船长 阿尔戈 (Captain Argo): a 卡灵 without rules text (its effects are named moves, flavour only). */
import { describe, expect, it } from 'vitest';
import { paidSummon } from '../../../test/helpers.ts';
import { CARD_CAPTAIN_ARGO } from './captain-argo.ts';

describe('captain-argo: 征梦者船长 阿尔戈 (Captain Argo)', () => {
  it('KALING 3.5.1-4: paid-summoned (Lv2), it is on the field with its printed AP 2, DP 2, SP 2', () => {
    expect(paidSummon('captain-argo', 'Captain Argo', 2)).toMatchObject({ ap: 2, dp: 2, sp: 2 });
  });

  it('has no rules text: every effect it lists is a named move (招式), which does nothing by itself', () => {
    expect(CARD_CAPTAIN_ARGO.effects.every((e) => e.kind === 'move')).toBe(true);
  });
});
