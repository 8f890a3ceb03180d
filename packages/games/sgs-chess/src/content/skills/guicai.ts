/** 〖鬼才〗 (Demonic Talent). */
import type { ObjId } from '@arbiter/kernel';
import { eventAt } from '../../rules/0001-timings.ts';
import type { JudgeEvent } from '../../rules/0210-judgement.ts';
import { cardOption, choose, handOf, hasSkill, livingAll, picked, roleName } from '../../rules/common.ts';
import { msg, type P, Z } from '../../state.ts';
import { define } from '../schema.ts';

/** Play a hand card (SGS 2.6/2.7, a specific card) in place of the judgement card. */
const replace: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const r: number = f.d.role;
  if (f.step === 0) {
    f.step = 1;
    choose(
      ctx,
      r,
      'guicai',
      msg('sgs.guicai'),
      'SGS 2.10-判定结果确定前',
      handOf(s, r).map((id) => cardOption(ctx, id)),
    );
    return;
  }
  const ev: JudgeEvent = eventAt(ctx, f.d.at);
  const played = ctx.move(picked<ObjId>(input), Z.processing).id;
  if (ctx.logging)
    ctx.log('SGS 2.7', 'sgs.guicai-play', { who: roleName(g, r), c: ctx.ref(played), old: ctx.ref(ev.card) });
  if (s.objects[ev.card]?.zone === Z.processing) ctx.move(ev.card, Z.discard);
  ev.card = played;
  ctx.done();
};

export default define({
  id: 'guicai',
  sort: 'skill',
  name: { zh: '鬼才', en: 'Demonic Talent' },
  text: {
    zh: '一名角色的判定结果确定前，你可打出一张手牌代替判定牌。',
    en: 'Before any judgement result is fixed, you may play a hand card to replace the judgement card.',
  },
  skill: { kind: 'trigger' },
  triggers: [
    {
      // SGS 2.10-判定结果确定前: any role's judgement
      at: '2.10-判定结果确定前',
      optional: true,
      who: (s) => livingAll(s.g).filter((r) => hasSkill(s.g, r, 'guicai') && handOf(s, r).length > 0),
      proc: 'replace',
    },
  ],
  procedures: { replace },
  messages: {
    'sgs.guicai': {
      zh: '〖鬼才〗：打出一张手牌代替判定牌',
      en: 'Demonic Talent: play a hand card as the judgement card',
    },
    'sgs.guicai-play': { zh: '{who}打出{c}代替{old}', en: '{who} plays {c} in place of {old}' },
  },
});
