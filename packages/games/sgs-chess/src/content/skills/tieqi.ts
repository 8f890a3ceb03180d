/** 〖铁骑〗 (Iron Cavalry). */
import { eventAt } from '../../rules/0001-timings.ts';
import type { UseEvent } from '../../rules/0204-use.ts';
import type { JudgeEvent } from '../../rules/0210-judgement.ts';
import { hasSkill } from '../../rules/common.ts';
import type { P } from '../../state.ts';
import { isKill, only } from '../helpers.ts';
import { define, isRed } from '../schema.ts';

/** Judge; on red the target cannot respond to this 【杀】. */
const judge: P = (ctx, f, input) => {
  const ev: UseEvent = eventAt(ctx, f.d.at);
  if (f.step === 0) {
    f.d.target = ev.current;
    f.step = 1;
    ctx.event({ type: 'judge', role: f.d.role, reason: 'tieqi', card: -1, keep: false } satisfies JudgeEvent);
    return;
  }
  if (isRed((input as JudgeEvent).result!.suit)) ev.noResponse.push(f.d.target);
  ctx.done();
};

export default define({
  id: 'tieqi',
  sort: 'skill',
  name: { zh: '铁骑', en: 'Iron Cavalry' },
  text: {
    zh: '你的【杀】指定目标后，你可判定；结果为红色则其不能使用【闪】响应此【杀】。',
    en: 'After your Kill targets a role, you may judge: on red it cannot use a Dodge against this Kill.',
  },
  skill: { kind: 'trigger' },
  triggers: [
    {
      // SGS 2.4-指定目标后
      at: '2.4-指定目标后',
      optional: true,
      who: (s, ev: UseEvent) => only(isKill(ev.kind) && hasSkill(s.g, ev.user, 'tieqi'), ev.user),
      proc: 'judge',
    },
  ],
  procedures: { judge },
});
