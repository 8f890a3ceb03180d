/** 〖结姻〗 (Marriage). */
import type { ObjId } from '@arbiter/kernel';
import { discardCards } from '../../rules/0208-moving-cards.ts';
import {
  alive,
  cardOption,
  choose,
  handOf,
  hasSkill,
  isMale,
  isWounded,
  livingAll,
  picked,
  pickedAll,
  roleOptions,
} from '../../rules/common.ts';
import { msg, type P } from '../../state.ts';
import { define } from '../schema.ts';

/** Discard two hand cards; you and a wounded male each recover 1. */
const marry: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const r: number = f.d.role;
  switch (f.step) {
    case 0:
      f.step = 1;
      choose(
        ctx,
        r,
        'cost',
        msg('sgs.pick-two'),
        'SGS 2.1',
        handOf(s, r).map((id) => cardOption(ctx, id)),
        2,
        2,
      );
      return;
    case 1:
      discardCards(ctx, pickedAll<ObjId>(input), 'SGS 2.1', r);
      f.step = 2;
      choose(
        ctx,
        r,
        'target',
        msg('sgs.pick-target', { card: msg('skill.jieyin') }),
        'SGS 2.1',
        roleOptions(
          g,
          livingAll(g).filter((t) => t !== r && isMale(g, t) && isWounded(g, t)),
        ),
      );
      return;
    case 2:
      f.d.target = picked<number>(input);
      f.step = 3;
      ctx.event({ type: 'recover', role: r, amount: 1 });
      return;
    case 3:
      f.step = 4;
      ctx.event({ type: 'recover', role: f.d.target, amount: 1 });
      return;
    default:
      ctx.done();
  }
};

export default define({
  id: 'jieyin',
  sort: 'skill',
  name: { zh: '结姻', en: 'Marriage' },
  text: {
    zh: '出牌阶段限一次，你可弃置两张手牌并选择一名受伤的男性角色，你与其各回复1点体力。',
    en: 'Once per play phase you may discard two hand cards and choose a wounded male role: you and it each recover 1 HP.',
  },
  skill: { kind: 'active' },
  actions: [
    {
      menu: 34,
      limited: true,
      available: (s, r) =>
        hasSkill(s.g, r, 'jieyin') &&
        handOf(s, r).length >= 2 &&
        [0, 1, 2, 3, 4, 5].some((t) => t !== r && alive(s.g, t) && isMale(s.g, t) && isWounded(s.g, t)),
      proc: 'marry',
    },
  ],
  procedures: { marry },
});
