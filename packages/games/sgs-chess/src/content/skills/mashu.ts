/** 〖马术〗 (Horsemanship). */
import type { MoveEvent } from '../../rules/0218-movement.ts';
import { nextSteps } from '../../rules/0218-movement.ts';
import { hasSkill, roleName } from '../../rules/common.ts';
import type { P, S } from '../../state.ts';
import { current, only } from '../helpers.ts';
import { define } from '../schema.ts';

/** A move of up to two steps (SGS 2.18). */
const move: P = (ctx, f) => {
  if (f.step === 0) {
    f.step = 1;
    ctx.event({ type: 'move', role: f.d.role, length: 2, via: 'mashu' } satisfies MoveEvent);
    return;
  }
  ctx.done();
};

/** The same move at the end of the move phase (once per turn: marked used here). */
const moveAtPhaseEnd: P = (ctx, f) => {
  if (f.step === 0) ctx.g.turn.actionsUsed.push('mashu');
  move(ctx, f, undefined);
};

const canMove = (s: S, r: number) =>
  hasSkill(s.g, r, 'mashu') &&
  !s.g.turn.actionsUsed.includes('mashu') &&
  nextSteps(s, r, s.g.roles[r].cell, 2).length > 0;

export default define({
  id: 'mashu',
  sort: 'skill',
  name: { zh: '马术', en: 'Horsemanship' },
  text: {
    zh: '每回合限一次，移动阶段结束时或出牌阶段，你可移动至多两步；此移动结束后，你本回合攻击范围+1。',
    en: 'Once per turn, at the end of your move phase or in your play phase, you may move up to two steps; after that move your attack range is +1 this turn.',
  },
  skill: { kind: 'active', designed: true },
  triggers: [
    {
      // SGS 1-移动阶段结束时
      at: '1-移动阶段结束时',
      optional: true,
      who: (s) => only(canMove(s, current(s)), current(s)),
      proc: 'moveAtPhaseEnd',
    },
    {
      // SGS 2.18-移动结算结束后: its delayed effect, +1 attack range this turn
      at: '2.18-移动结算结束后',
      optional: false,
      who: (_s, ev: MoveEvent) => only(ev.via === 'mashu', ev.role),
      apply: (ctx, r) => {
        const marks = ctx.g.turn.marks;
        marks.mashu = { range: (marks.mashu?.range ?? 0) + 1 };
        if (ctx.logging) ctx.log('SGS 2.18-移动结算结束后', 'sgs.mashu-range', { who: roleName(ctx.g, r) });
      },
    },
  ],
  actions: [{ menu: 40, limited: true, available: canMove, proc: 'move' }],
  rules: {
    attackRange: (s, r) => (s.g.current === r ? (s.g.turn.marks.mashu?.range ?? 0) : 0),
  },
  procedures: { move, moveAtPhaseEnd },
  messages: { 'sgs.mashu-range': { zh: '{who}本回合攻击范围+1', en: '{who} has +1 attack range this turn' } },
});
