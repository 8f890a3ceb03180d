/** 〖仁德〗 (Benevolence). */
import type { ObjId } from '@arbiter/kernel';
import {
  alive,
  cardOption,
  choose,
  handOf,
  hasSkill,
  livingAll,
  picked,
  pickedAll,
  roleName,
  roleOptions,
} from '../../rules/common.ts';
import { msg, type P, Z } from '../../state.ts';
import { define } from '../schema.ts';

/** Give hand cards to another role; the second card given this turn heals 1 (its count: marks.rende). */
const give: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const r: number = f.d.role;
  switch (f.step) {
    case 0:
      f.step = 1;
      choose(
        ctx,
        r,
        'target',
        msg('sgs.pick-target', { card: msg('skill.rende') }),
        'SGS 2.1',
        roleOptions(
          g,
          livingAll(g).filter((t) => t !== r),
        ),
      );
      return;
    case 1: {
      f.d.target = picked<number>(input);
      f.step = 2;
      const hand = handOf(s, r);
      choose(
        ctx,
        r,
        'give',
        msg('sgs.give-cards'),
        'SGS 2.1',
        hand.map((id) => cardOption(ctx, id)),
        1,
        hand.length,
      );
      return;
    }
    case 2: {
      const ids = pickedAll<ObjId>(input);
      for (const id of ids) ctx.move(id, Z.hand(f.d.target));
      if (ctx.logging)
        ctx.log('SGS 2.1', 'sgs.give-n', { who: roleName(g, r), to: roleName(g, f.d.target), n: ids.length });
      const before: number = g.turn.marks.rende ?? 0;
      g.turn.marks.rende = before + ids.length;
      if (before < 2 && before + ids.length >= 2) {
        f.step = 3;
        ctx.event({ type: 'recover', role: r, amount: 1 });
        return;
      }
      ctx.done();
      return;
    }
    default:
      ctx.done();
  }
};

export default define({
  id: 'rende',
  sort: 'skill',
  name: { zh: '仁德', en: 'Benevolence' },
  text: {
    zh: '出牌阶段，你可将任意张手牌交给一名其他角色；你于此阶段以此法给出第二张牌时，回复1点体力。',
    en: 'In your play phase you may give any number of hand cards to another role; when you have given a second card this phase, you recover 1 HP.',
  },
  skill: { kind: 'active' },
  actions: [
    {
      menu: 30,
      available: (s, r) =>
        hasSkill(s.g, r, 'rende') &&
        handOf(s, r).length > 0 &&
        [0, 1, 2, 3, 4, 5].some((t) => t !== r && alive(s.g, t)),
      proc: 'give',
    },
  ],
  procedures: { give },
  messages: {
    'sgs.give-cards': { zh: '选择交出的手牌', en: 'Choose the hand cards to give' },
    'sgs.give-n': { zh: '{who}将{n}张手牌交给{to}', en: '{who} gives {n} hand card(s) to {to}' },
  },
});
