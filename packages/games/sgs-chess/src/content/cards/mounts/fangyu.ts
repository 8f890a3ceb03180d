/** 【防御坐骑】 (Defensive Mount). */
import { equipKind } from '../../../rules/common.ts';
import { define } from '../../schema.ts';

export default define({
  id: 'fangyu',
  sort: 'card',
  name: { zh: '防御坐骑', en: 'Defensive Mount' },
  text: {
    zh: '坐骑。其他角色与你的距离+1;你移动时可穿过敌方角色所在的方格。',
    en: 'Mount. Other roles are one further from you; when you move you may pass through squares held by enemies.',
  },
  card: {
    type: 'equip',
    cardName: 'fangyu',
    slot: 'horse',
    methods: ['self'],
    effect: [],
    maxCopies: 3,
    prints: 'S5 C5 HK',
  },

  // D7: others are one further from its rider, who may move through squares held by enemies
  rules: {
    distance: (s, a, b) => (a !== b && equipKind(s, b, 'horse') === 'fangyu' ? 1 : 0),
    passThroughEnemies: (s, r) => equipKind(s, r, 'horse') === 'fangyu',
  },
});
