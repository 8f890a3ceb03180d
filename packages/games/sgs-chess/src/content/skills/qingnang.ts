/** 〖青囊〗 (Green Satchel). */
import type { ObjId } from '@arbiter/kernel';
import { discardCards } from '../../rules/0208-moving-cards.ts';
import {
  alive,
  cardOption,
  choose,
  handOf,
  hasSkill,
  isWounded,
  livingAll,
  picked,
  roleOptions,
} from '../../rules/common.ts';
import { msg, type P } from '../../state.ts';
import { define } from '../schema.ts';

/** Discard a hand card; a wounded role recovers 1. */
const heal: P = (ctx, f, input) => {
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
        msg('sgs.discard-one'),
        'SGS 2.1',
        handOf(s, r).map((id) => cardOption(ctx, id)),
      );
      return;
    case 1:
      discardCards(ctx, [picked<ObjId>(input)], 'SGS 2.1', r);
      f.step = 2;
      choose(
        ctx,
        r,
        'target',
        msg('sgs.pick-target', { card: msg('skill.qingnang') }),
        'SGS 2.1',
        roleOptions(
          g,
          livingAll(g).filter((t) => isWounded(g, t)),
        ),
      );
      return;
    case 2:
      f.step = 3;
      ctx.event({ type: 'recover', role: picked<number>(input), amount: 1 });
      return;
    default:
      ctx.done();
  }
};

export default define({
  id: 'qingnang',
  sort: 'skill',
  name: { zh: '青囊', en: 'Green Satchel' },
  text: {
    zh: '出牌阶段限一次，你可弃置一张手牌，令一名受伤的角色回复1点体力。',
    en: 'Once per play phase you may discard a hand card so that a wounded role recovers 1 HP.',
  },
  skill: { kind: 'active' },
  actions: [
    {
      menu: 33,
      limited: true,
      available: (s, r) =>
        hasSkill(s.g, r, 'qingnang') &&
        handOf(s, r).length > 0 &&
        [0, 1, 2, 3, 4, 5].some((t) => alive(s.g, t) && isWounded(s.g, t)),
      proc: 'heal',
    },
  ],
  procedures: { heal },
});
