/** 〖奸雄〗 (Treachery). */
import type { DamageEvent } from '../../rules/0211-damage.ts';
import { hasSkill } from '../../rules/common.ts';
import { Z } from '../../state.ts';
import { inProcessing, only } from '../helpers.ts';
import { define } from '../schema.ts';

export default define({
  id: 'jianxiong',
  sort: 'skill',
  name: { zh: '奸雄', en: 'Treachery' },
  text: {
    zh: '你受到伤害后，可获得对你造成伤害的牌。',
    en: 'After you take damage, you may take the card that caused it.',
  },
  skill: { kind: 'trigger' },
  triggers: [
    {
      // SGS 2.11-受到伤害后: take the cards that caused it (still in the processing area)
      at: '2.11-受到伤害后',
      optional: true,
      who: (s, ev: DamageEvent) =>
        only(hasSkill(s.g, ev.target, 'jianxiong') && inProcessing(s, ev.cards).length > 0, ev.target),
      apply: (ctx, r, ev: DamageEvent) => {
        for (const id of inProcessing(ctx.state, ev.cards)) ctx.move(id, Z.hand(r));
      },
    },
  ],
});
