/** 〖裸衣〗 (Bare-Chested). */
import type { DamageEvent } from '../../rules/0211-damage.ts';
import { hasSkill } from '../../rules/common.ts';
import { current, isKill, only } from '../helpers.ts';
import { define } from '../schema.ts';

export default define({
  id: 'luoyi',
  sort: 'skill',
  name: { zh: '裸衣', en: 'Bare-Chested' },
  text: {
    zh: '摸牌阶段，你可少摸一张牌；若如此做，本回合你的【杀】或【决斗】造成伤害时，伤害+1。',
    en: 'In your draw phase you may draw one card fewer; then this turn your Kills and Duels deal 1 extra damage.',
  },
  skill: { kind: 'trigger' },
  triggers: [
    {
      // SGS 1-摸牌阶段: one card fewer; then this turn its 【杀】 and 【决斗】 deal 1 more (marks.luoyi)
      at: '1-摸牌阶段',
      optional: true,
      who: (s, ev: { count: number }) => only(hasSkill(s.g, current(s), 'luoyi') && ev.count > 0, current(s)),
      apply: (ctx, _r, ev: { count: number }) => {
        ev.count--;
        ctx.g.turn.marks.luoyi = true;
      },
    },
    {
      // SGS 2.11-造成伤害时❶: the delayed effect
      at: '2.11-造成伤害时❶',
      optional: false,
      who: (s, ev: DamageEvent) =>
        only(
          ev.source >= 0 &&
            ev.source === s.g.current &&
            s.g.turn.marks.luoyi === true &&
            (isKill(ev.channel) || ev.channel === 'juedou'),
          ev.source,
        ),
      apply: (_ctx, _r, ev: DamageEvent) => {
        ev.amount++;
      },
    },
  ],
});
