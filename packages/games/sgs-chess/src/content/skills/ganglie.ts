/** 〖刚烈〗 (Unyielding). */
import type { ObjId } from '@arbiter/kernel';
import { eventAt } from '../../rules/0001-timings.ts';
import { discardCards } from '../../rules/0208-moving-cards.ts';
import type { JudgeEvent } from '../../rules/0210-judgement.ts';
import { type DamageEvent, damageEvent } from '../../rules/0211-damage.ts';
import { alive, cardOption, choose, handOf, hasSkill, picked, pickedAll } from '../../rules/common.ts';
import { msg, type P } from '../../state.ts';
import { only } from '../helpers.ts';
import { define } from '../schema.ts';

/** Judge; unless ♥, the source discards two hand cards or takes 1 damage. */
const judge: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const source: number = f.step === 0 ? (eventAt(ctx, f.d.at) as DamageEvent).source : f.d.source;
  switch (f.step) {
    case 0:
      f.d.source = source;
      f.step = 1;
      ctx.event({
        type: 'judge',
        role: f.d.role,
        reason: 'ganglie',
        card: -1,
        keep: false,
      } satisfies JudgeEvent);
      return;
    case 1:
      if ((input as JudgeEvent).result!.suit === 'H' || !alive(g, source)) {
        ctx.done();
        return;
      }
      if (handOf(s, source).length < 2) {
        f.step = 4;
        ctx.event(damageEvent(f.d.role, source, 1, null));
        return;
      }
      f.step = 2;
      choose(ctx, source, 'ganglie', msg('sgs.ganglie'), 'SGS 2.11-受到伤害后', [
        { id: 'discard', label: msg('sgs.discard-two'), value: 'discard' },
        { id: 'damage', label: msg('sgs.take-damage'), value: 'damage' },
      ]);
      return;
    case 2:
      if (picked(input) === 'damage') {
        f.step = 4;
        ctx.event(damageEvent(f.d.role, source, 1, null));
        return;
      }
      f.step = 3;
      choose(
        ctx,
        source,
        'cost',
        msg('sgs.pick-two'),
        'SGS 2.11-受到伤害后',
        handOf(s, source).map((id) => cardOption(ctx, id)),
        2,
        2,
      );
      return;
    case 3:
      discardCards(ctx, pickedAll<ObjId>(input), 'SGS 2.11-受到伤害后', source);
      ctx.done();
      return;
    default:
      ctx.done();
  }
};

export default define({
  id: 'ganglie',
  sort: 'skill',
  name: { zh: '刚烈', en: 'Unyielding' },
  text: {
    zh: '你受到伤害后，可判定；若结果不为♥，来源选择弃置两张手牌或受到你造成的1点伤害。',
    en: 'After you take damage you may judge; unless the result is ♥, the source discards two hand cards or takes 1 damage from you.',
  },
  skill: { kind: 'trigger' },
  triggers: [
    {
      // SGS 2.11-受到伤害后
      at: '2.11-受到伤害后',
      optional: true,
      who: (s, ev: DamageEvent) =>
        only(
          hasSkill(s.g, ev.target, 'ganglie') &&
            ev.source >= 0 &&
            ev.source !== ev.target &&
            alive(s.g, ev.source),
          ev.target,
        ),
      proc: 'judge',
    },
  ],
  procedures: { judge },
  messages: {
    'sgs.ganglie': { zh: '〖刚烈〗：选择一项', en: 'Unyielding: choose one' },
    'sgs.discard-two': { zh: '弃置两张手牌', en: 'Discard two hand cards' },
    'sgs.take-damage': { zh: '受到1点伤害', en: 'Take 1 damage' },
  },
});
