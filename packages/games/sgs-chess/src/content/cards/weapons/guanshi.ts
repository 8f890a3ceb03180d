/** 【贯石斧】 (Stone Axe). */
import type { ObjId } from '@arbiter/kernel';
import { eventAt } from '../../../rules/0001-timings.ts';
import type { UseEvent } from '../../../rules/0204-use.ts';
import { discardCards } from '../../../rules/0208-moving-cards.ts';
import { allCardsOf, cardOption, choose, equipOf, hasWeapon, pickedAll } from '../../../rules/common.ts';
import { msg, type P, type S } from '../../../state.ts';
import { isKill, only } from '../../helpers.ts';
import { define } from '../../schema.ts';

/** The cards the axe's cost may come from: every card but the axe. */
function costs(s: S, r: number): ObjId[] {
  const w = equipOf(s, r, 'weapon');
  return allCardsOf(s, r).filter((id) => id !== w);
}

/** Discard two cards (not the axe): the 【杀】 takes effect anyway. */
const hitAnyway: P = (ctx, f, input) => {
  const r: number = f.d.role;
  if (f.step === 0) {
    f.step = 1;
    choose(
      ctx,
      r,
      'cost',
      msg('sgs.pick-two'),
      'SGS 2.4-被抵消后',
      costs(ctx.state, r).map((id) => cardOption(ctx, id)),
      2,
      2,
    );
    return;
  }
  discardCards(ctx, pickedAll<ObjId>(input), 'SGS 2.4-被抵消后', r);
  (eventAt(ctx, f.d.at) as UseEvent).takesEffect = true;
  ctx.done();
};

export default define({
  id: 'guanshi',
  sort: 'card',
  name: { zh: '贯石斧', en: 'Stone Axe' },
  text: {
    zh: '武器（攻击范围3）。你的【杀】被抵消后，你可弃置两张牌令其依然生效。',
    en: 'Weapon (range 3). After your Kill is cancelled, you may discard two cards so that it takes effect anyway.',
  },
  card: {
    type: 'equip',
    cardName: 'guanshi',
    slot: 'weapon',
    range: 3,
    methods: ['self'],
    effect: [],
    maxCopies: 2,
    prints: 'D5',
  },

  triggers: [
    {
      // SGS 2.4-被抵消后
      at: '2.4-被抵消后',
      optional: true,
      who: (s, ev: UseEvent) =>
        only(isKill(ev.kind) && hasWeapon(s, ev.user, 'guanshi') && costs(s, ev.user).length >= 2, ev.user),
      proc: 'hitAnyway',
    },
  ],
  procedures: { hitAnyway },
});
