/** 【闪电】 (Lightning). */
import type { ObjId } from '@arbiter/kernel';
import type { UseEvent } from '../../../rules/0204-use.ts';
import { alive, hasDelay, roleName } from '../../../rules/common.ts';
import { type C, Z } from '../../../state.ts';
import { define } from '../../schema.ts';

/**
 * D22: to the next living role in seat order after `from` whose 延时区 has no 闪电; if there is none
 * it stays where it was.
 */
function moveOn(ctx: C, from: number, card: ObjId): void {
  const g = ctx.g;
  for (let i = 1; i <= 6; i++) {
    const t = (from + i) % 6;
    if (!alive(g, t) || hasDelay(ctx.state, t, 'shandian')) continue;
    ctx.move(card, Z.delay(t), { data: { as: 'shandian' } });
    if (ctx.logging) ctx.log('SGS 1-延时阶段', 'sgs.lightning-moves', { who: roleName(g, t) });
    return;
  }
}

export default define({
  id: 'shandian',
  sort: 'card',
  name: { zh: '闪电', en: 'Lightning' },
  text: {
    zh: '延时锦囊。置于你的延时区；其延时阶段判定，结果为♠2至9则受到3点雷电伤害，否则移至下一名角色的延时区。',
    en: 'Delayed trick. Placed in your delay area; in the delay phase it judges: on ♠2–9 its holder takes 3 thunder damage, otherwise it moves on to the next role’s delay area.',
  },
  card: {
    type: 'delay',
    cardName: 'shandian',
    methods: ['self'],
    effect: [{ op: 'lightning', n: 3 }],
    maxCopies: 2,
    prints: 'SA',
  },

  // when it does not strike (or was cancelled) it moves on (D22)
  afterDelayedUse(ctx, ev: UseEvent, holder, cancelled) {
    if ((ev.marks.shandian?.missed || cancelled) && alive(ctx.g, holder)) moveOn(ctx, holder, ev.cards[0]);
  },
  messages: { 'sgs.lightning-moves': { zh: '【闪电】移至{who}的延时区', en: 'Lightning moves on to {who}' } },
});
