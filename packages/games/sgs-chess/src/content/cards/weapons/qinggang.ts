/** 【青釭剑】 (Qinggang Sword). */
import type { UseEvent } from '../../../rules/0204-use.ts';
import { hasWeapon } from '../../../rules/common.ts';
import { isKill, only } from '../../helpers.ts';
import { define } from '../../schema.ts';

export default define({
  id: 'qinggang',
  sort: 'card',
  name: { zh: '青釭剑', en: 'Qinggang Sword' },
  text: {
    zh: '武器（攻击范围2）。你的【杀】无视目标的防具。',
    en: 'Weapon (range 2). Your Kills ignore the target’s armour.',
  },
  card: {
    type: 'equip',
    cardName: 'qinggang',
    slot: 'weapon',
    range: 2,
    methods: ['self'],
    effect: [],
    maxCopies: 2,
    prints: 'S6',
  },

  triggers: [
    {
      // SGS 2.4-指定目标后: this 【杀】 ignores the target's armour
      at: '2.4-指定目标后',
      optional: false,
      who: (s, ev: UseEvent) => only(isKill(ev.kind) && hasWeapon(s, ev.user, 'qinggang'), ev.user),
      apply: (_ctx, _r, ev: UseEvent) => {
        ev.ignoreArmor = true;
      },
    },
  ],
});
