/** 【丈八蛇矛】 (Serpent Spear). */
import { handOf, hasWeapon } from '../../../rules/common.ts';
import { canAttack } from '../../helpers.ts';
import { define } from '../../schema.ts';

export default define({
  id: 'zhangba',
  sort: 'card',
  name: { zh: '丈八蛇矛', en: 'Serpent Spear' },
  text: {
    zh: '武器（攻击范围3）。你可将两张手牌当【杀】使用或打出。',
    en: 'Weapon (range 3). You may use or play two hand cards as a Kill.',
  },
  card: {
    type: 'equip',
    cardName: 'zhangba',
    slot: 'weapon',
    range: 3,
    methods: ['self'],
    effect: [],
    maxCopies: 2,
    prints: 'SQ',
  },

  // two hand cards as one 普【杀】, used at an idle point (SGS 2.2 ❷) or given in response (SGS 2.5 ❷)
  actions: [
    {
      menu: 12,
      available: (s, r) => hasWeapon(s, r, 'zhangba') && handOf(s, r).length >= 2 && canAttack(s, r),
      convert: { as: 'sha', pick: 2 },
    },
  ],
  conversions: [
    {
      as: 'sha',
      prefix: 'zb',
      pick: 2,
      available: (s, r) => hasWeapon(s, r, 'zhangba') && handOf(s, r).length >= 2,
    },
  ],
});
