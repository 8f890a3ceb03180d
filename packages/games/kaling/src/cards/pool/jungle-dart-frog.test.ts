/** 丛林雨箭蛙 (Jungle Dart Frog): a 卡灵 without rules text (its effects are named moves, flavour only). */
import { describe, expect, it } from 'vitest';
import { paidSummon } from '../../../test/helpers.ts';
import { CARD_JUNGLE_DART_FROG } from './jungle-dart-frog.ts';

describe('jungle-dart-frog: 丛林雨箭蛙 (Jungle Dart Frog)', () => {
  it('KALING 3.5.1-4: paid-summoned (Lv2), it is on the field with its printed AP 3, DP 1, SP 3', () => {
    expect(paidSummon('jungle-dart-frog', 'Jungle Dart Frog', 2)).toMatchObject({ ap: 3, dp: 1, sp: 3 });
  });

  it('has no rules text: every effect it lists is a named move (招式), which does nothing by itself', () => {
    expect(CARD_JUNGLE_DART_FROG.effects.every((e) => e.kind === 'move')).toBe(true);
  });
});
