/** 【仁王盾】 (Benevolent Shield). */
import type { UseEvent } from '../../../rules/0204-use.ts';
import { hasArmor } from '../../../rules/common.ts';
import { isKill, only } from '../../helpers.ts';
import { define, suitIsBlack } from '../../schema.ts';

export default define({
  id: 'renwang',
  sort: 'card',
  name: { zh: '仁王盾', en: 'Benevolent Shield' },
  text: {
    zh: '防具。黑色【杀】对你无效。',
    en: 'Armour. Black Kills have no effect on you.',
  },
  card: {
    type: 'equip',
    cardName: 'renwang',
    slot: 'armor',
    methods: ['self'],
    effect: [],
    maxCopies: 3,
    prints: 'C2',
  },

  triggers: [
    {
      // SGS 2.4-对当前目标使用结算开始时: a black 【杀】 has no effect on its wearer
      at: '2.4-对当前目标使用结算开始时',
      optional: false,
      who: (s, ev: UseEvent) =>
        only(
          isKill(ev.kind) && !ev.ignoreArmor && suitIsBlack(ev.suit) && hasArmor(s, ev.current, 'renwang'),
          ev.current,
        ),
      apply: (_ctx, _r, ev: UseEvent) => {
        ev.invalidFor.push(ev.current);
      },
    },
  ],
});
