/** 〖洛神〗 (Goddess of the Luo). */

import type { JudgeEvent } from '../../rules/0210-judgement.ts';
import { alive, choose, hasSkill, picked, roleName, yesNo } from '../../rules/common.ts';
import { msg, type P, Z } from '../../state.ts';
import { current, only } from '../helpers.ts';
import { define } from '../schema.ts';

/** Judge; on black keep the card (判定结果确定后❶, the delayed effect) and you may repeat. */
const judge: P = (ctx, f, input) => {
  const r: number = f.d.role;
  if (f.step === 0) {
    f.step = 1;
    ctx.event({ type: 'judge', role: r, reason: 'luoshen', card: -1, keep: true } satisfies JudgeEvent);
    return;
  }
  if (f.step === 1) {
    const result = (input as JudgeEvent).result!;
    const black = result.suit === 'S' || result.suit === 'C';
    if (result.card >= 0) ctx.move(result.card, black ? Z.hand(r) : Z.discard);
    if (ctx.logging && black)
      ctx.log('SGS 2.10-判定结果确定后❶', 'sgs.luoshen-keep', { who: roleName(ctx.g, r) });
    if (!black || !alive(ctx.g, r)) {
      ctx.done();
      return;
    }
    f.step = 2;
    choose(
      ctx,
      r,
      'trigger',
      msg('sgs.again'),
      'SGS 1-准备阶段',
      yesNo('sgs.use-hook', { h: msg('skill.luoshen') }),
    );
    return;
  }
  if (picked(input) === true) {
    f.step = 0;
    return;
  }
  ctx.done();
};

export default define({
  id: 'luoshen',
  sort: 'skill',
  name: { zh: '洛神', en: 'Goddess of the Luo' },
  text: {
    zh: '准备阶段，你可判定；结果为黑色则获得判定牌（延时效果），你可重复此流程。',
    en: 'In your preparation phase you may judge; on black you take the card (delayed effect) and may repeat.',
  },
  skill: { kind: 'trigger' },
  triggers: [
    {
      // SGS 1-准备阶段
      at: '1-准备阶段',
      optional: true,
      who: (s) => only(hasSkill(s.g, current(s), 'luoshen'), current(s)),
      proc: 'judge',
    },
  ],
  procedures: { judge },
  messages: {
    'sgs.luoshen-keep': { zh: '{who}获得黑色判定牌', en: '{who} keeps the black judgement card' },
    'sgs.again': { zh: '是否再次判定？', en: 'Judge again?' },
  },
});
