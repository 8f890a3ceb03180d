/** 【朱雀羽扇】 (Vermilion Fan). */
import type { UseEvent } from '../../../rules/0204-use.ts';
import { hasWeapon } from '../../../rules/common.ts';
import { only } from '../../helpers.ts';
import { define } from '../../schema.ts';

export default define({
  id: 'zhuque',
  sort: 'card',
  name: { zh: '朱雀羽扇', en: 'Vermilion Fan' },
  text: {
    zh: '武器(攻击范围4)。你的【普杀】指定目标后,你可令其改为火焰伤害。',
    en: 'Weapon (range 4). After your plain Kill targets, you may make its damage fire damage.',
  },
  card: {
    type: 'equip',
    cardName: 'zhuque',
    slot: 'weapon',
    range: 4,
    methods: ['self'],
    effect: [],
    maxCopies: 2,
    prints: 'DA',
  },

  triggers: [
    {
      // SGS 2.4-指定目标后: a 普【杀】 of normal nature becomes fire
      at: '2.4-指定目标后',
      optional: true,
      who: (s, ev: UseEvent) =>
        only(ev.kind === 'sha' && ev.nature === 'normal' && hasWeapon(s, ev.user, 'zhuque'), ev.user),
      apply: (_ctx, _r, ev: UseEvent) => {
        ev.nature = 'fire';
      },
    },
  ],
});
