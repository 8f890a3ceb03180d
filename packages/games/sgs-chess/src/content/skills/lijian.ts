/** 〖离间〗 (Sow Discord). */
import type { ObjId } from '@arbiter/kernel';
import { newUse } from '../../rules/0204-use.ts';
import { discardCards } from '../../rules/0208-moving-cards.ts';
import {
  alive,
  allCardsOf,
  cardOption,
  choose,
  hasSkill,
  isMale,
  picked,
  roleOptions,
} from '../../rules/common.ts';
import { isProtected } from '../../rules/zt4-targets.ts';
import { msg, type P, ROLES, type S } from '../../state.ts';
import { define } from '../schema.ts';

/** Pairs (A uses 【决斗】 on B): both male, alive, B a legal target of A's 【决斗】 (专题四). */
export function pairs(s: S, r: number): [number, number][] {
  const g = s.g;
  const out: [number, number][] = [];
  for (let a = 0; a < ROLES; a++) {
    if (a === r || !alive(g, a) || !isMale(g, a)) continue;
    for (let b = 0; b < ROLES; b++) {
      if (b === a || b === r || !alive(g, b) || !isMale(g, b)) continue;
      if (isProtected(s, b, 'juedou')) continue;
      out.push([a, b]);
    }
  }
  return out;
}

/** Discard a card; choose two males; the first uses a 【决斗】 with no physical card on the second. */
const duel: P = (ctx, f, input) => {
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
        allCardsOf(s, r).map((id) => cardOption(ctx, id)),
      );
      return;
    case 1: {
      discardCards(ctx, [picked<ObjId>(input)], 'SGS 2.1', r);
      const users = [...new Set(pairs(s, r).map((p) => p[0]))];
      if (users.length === 0) {
        ctx.done();
        return;
      }
      f.step = 2;
      choose(ctx, r, 'target', msg('sgs.lijian-user'), 'SGS 专题四', roleOptions(g, users));
      return;
    }
    case 2: {
      f.d.user = picked<number>(input);
      const bs = pairs(s, r)
        .filter((p) => p[0] === f.d.user)
        .map((p) => p[1]);
      f.step = 3;
      choose(ctx, r, 'target', msg('sgs.lijian-target'), 'SGS 专题四', roleOptions(g, bs));
      return;
    }
    case 3:
      f.step = 4;
      ctx.event(newUse(s, f.d.user, 'juedou', [], [picked<number>(input)]));
      return;
    default:
      ctx.done();
  }
};

export default define({
  id: 'lijian',
  sort: 'skill',
  name: { zh: '离间', en: 'Sow Discord' },
  text: {
    zh: '出牌阶段限一次，你可弃置一张牌并选择两名男性角色，令其中一名对另一名使用一张无对应实体牌的【决斗】。',
    en: 'Once per play phase you may discard a card and choose two male roles: one uses a Duel with no physical card on the other.',
  },
  skill: { kind: 'active' },
  actions: [
    {
      menu: 35,
      limited: true,
      available: (s, r) =>
        hasSkill(s.g, r, 'lijian') && allCardsOf(s, r).length > 0 && pairs(s, r).length > 0,
      proc: 'duel',
    },
  ],
  procedures: { duel },
  messages: {
    'sgs.lijian-user': { zh: '选择使用【决斗】的男性角色', en: 'Choose the male role who uses the Duel' },
    'sgs.lijian-target': { zh: '选择【决斗】的目标', en: 'Choose the Duel’s target' },
  },
});
