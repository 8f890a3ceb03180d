/** 〖流离〗 (Shifting Blame). */
import type { ObjId } from '@arbiter/kernel';
import { eventAt } from '../../rules/0001-timings.ts';
import type { UseEvent } from '../../rules/0204-use.ts';
import { discardCards } from '../../rules/0208-moving-cards.ts';
import {
  alive,
  allCardsOf,
  attackRange,
  cardOption,
  choose,
  dist,
  hasSkill,
  picked,
  roleName,
  roleOptions,
} from '../../rules/common.ts';
import { isProtected } from '../../rules/zt4-targets.ts';
import { msg, type P, ROLES, type S } from '../../state.ts';
import { isKill, only } from '../helpers.ts';
import { define } from '../schema.ts';

/** Roles in r's attack range, other than the user, that could be the card's target. */
function targets(s: S, r: number, user: number, kind: string): number[] {
  const out: number[] = [];
  const range = attackRange(s, r);
  for (let t = 0; t < ROLES; t++)
    if (t !== r && t !== user && alive(s.g, t) && !isProtected(s, t, kind) && dist(s, r, t) <= range)
      out.push(t);
  return out;
}

/** Choose the new target, then discard a card. */
const redirect: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const r: number = f.d.role;
  const ev: UseEvent = eventAt(ctx, f.d.at);
  if (f.step === 0) {
    f.step = 1;
    choose(
      ctx,
      r,
      'target',
      msg('sgs.liuli-to'),
      'SGS 2.4-成为目标时',
      roleOptions(g, targets(s, r, ev.user, ev.kind)),
    );
    return;
  }
  if (f.step === 1) {
    f.d.to = picked<number>(input);
    f.step = 2;
    choose(
      ctx,
      r,
      'cost',
      msg('sgs.discard-one'),
      'SGS 2.4-成为目标时',
      allCardsOf(s, r).map((id) => cardOption(ctx, id)),
    );
    return;
  }
  discardCards(ctx, [picked<ObjId>(input)], 'SGS 2.4-成为目标时', r);
  ev.targets[ev.targetIndex - 1] = f.d.to;
  ev.current = f.d.to;
  if (ctx.logging)
    ctx.log('SGS 2.4-成为目标时', 'sgs.liuli', { who: roleName(g, r), to: roleName(g, f.d.to) });
  ctx.done();
};

export default define({
  id: 'liuli',
  sort: 'skill',
  name: { zh: '流离', en: 'Shifting Blame' },
  text: {
    zh: '你成为【杀】的目标时，可弃置一张牌，将此【杀】转移给你攻击范围内除使用者外的一名角色。',
    en: 'When you become the target of a Kill, you may discard a card to pass it to another role in your attack range other than its user.',
  },
  skill: { kind: 'trigger' },
  triggers: [
    {
      // SGS 2.4-成为目标时: as the target of a 【杀】
      at: '2.4-成为目标时',
      optional: true,
      who: (s, ev: UseEvent) =>
        only(
          isKill(ev.kind) &&
            hasSkill(s.g, ev.current, 'liuli') &&
            allCardsOf(s, ev.current).length > 0 &&
            targets(s, ev.current, ev.user, ev.kind).length > 0,
          ev.current,
        ),
      proc: 'redirect',
    },
  ],
  procedures: { redirect },
  messages: {
    'sgs.liuli-to': { zh: '选择转移【杀】的目标', en: 'Choose where to pass the Kill' },
    'sgs.liuli': { zh: '{who}将【杀】转移给{to}', en: '{who} passes the Kill to {to}' },
  },
});
