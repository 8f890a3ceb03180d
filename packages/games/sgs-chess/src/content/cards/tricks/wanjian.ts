/** 【万箭齐发】 (Arrow Barrage). */
import { define } from '../../schema.ts';

export default define({
  id: 'wanjian',
  sort: 'card',
  name: { zh: '万箭齐发', en: 'Arrow Barrage' },
  text: {
    zh: '锦囊。对所有其他角色使用；每名目标需打出【闪】，否则受到1点伤害。',
    en: 'Trick. Use on every other role: each must play a Dodge or take 1 damage.',
  },
  card: {
    type: 'trick',
    cardName: 'wanjian',
    methods: ['others-all'],
    effect: [{ op: 'demand', card: 'shan', n: 1 }],
    maxCopies: 2,
    prints: 'HA',
  },
});
