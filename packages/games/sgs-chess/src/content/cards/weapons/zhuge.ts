/** 【诸葛连弩】 (Repeating Crossbow). */
import { hasWeapon } from '../../../rules/common.ts';
import { define } from '../../schema.ts';

export default define({
  id: 'zhuge',
  sort: 'card',
  name: { zh: '诸葛连弩', en: 'Repeating Crossbow' },
  text: {
    zh: '武器（攻击范围1）。你于出牌阶段使用【杀】无次数限制。',
    en: 'Weapon (range 1). Your Kills in the play phase have no use limit.',
  },
  card: {
    type: 'equip',
    cardName: 'zhuge',
    slot: 'weapon',
    range: 1,
    methods: ['self'],
    effect: [],
    maxCopies: 2,
    prints: 'CA DA',
  },

  rules: {
    // 专题三: no per-phase limit on 【杀】 while the crossbow works
    useLimit: (s, r, cardName) =>
      cardName === 'sha' && hasWeapon(s, r, 'zhuge') ? Number.POSITIVE_INFINITY : undefined,
  },
});
