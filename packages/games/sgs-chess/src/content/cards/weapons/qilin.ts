/** 【麒麟弓】 (Kirin Bow). */
import { discardCards } from '../../../rules/0208-moving-cards.ts';
import type { DamageEvent } from '../../../rules/0211-damage.ts';
import { equipOf, hasWeapon } from '../../../rules/common.ts';
import { isKill, only } from '../../helpers.ts';
import { define } from '../../schema.ts';

export default define({
  id: 'qilin',
  sort: 'card',
  name: { zh: '麒麟弓', en: 'Kirin Bow' },
  text: {
    zh: '武器（攻击范围5）。你的【杀】造成伤害时，你可弃置目标坐骑区里的牌。',
    en: 'Weapon (range 5). When your Kill deals damage, you may discard the card in the target’s mount slot.',
  },
  card: {
    type: 'equip',
    cardName: 'qilin',
    slot: 'weapon',
    range: 5,
    methods: ['self'],
    effect: [],
    maxCopies: 2,
    prints: 'H5',
  },

  triggers: [
    {
      // SGS 2.11-造成伤害时❷: discard the card in the target's mount slot
      at: '2.11-造成伤害时❷',
      optional: true,
      who: (s, ev: DamageEvent) =>
        only(
          ev.source >= 0 &&
            !ev.prevented &&
            isKill(ev.channel) &&
            hasWeapon(s, ev.source, 'qilin') &&
            equipOf(s, ev.target, 'horse') !== undefined,
          ev.source,
        ),
      apply: (ctx, r, ev: DamageEvent) =>
        discardCards(ctx, [equipOf(ctx.state, ev.target, 'horse')!], 'SGS 2.11-造成伤害时❷', r),
    },
  ],
});
