/** 【南蛮入侵】 (Barbarian Invasion). */
import { define } from '../../schema.ts';

export default define({
  id: 'nanman',
  sort: 'card',
  name: { zh: '南蛮入侵', en: 'Barbarian Invasion' },
  text: {
    zh: '锦囊。对所有其他角色使用；每名目标需打出【杀】，否则受到1点伤害。',
    en: 'Trick. Use on every other role: each must play a Kill or take 1 damage.',
  },
  card: {
    type: 'trick',
    cardName: 'nanman',
    methods: ['others-all'],
    effect: [{ op: 'demand', card: 'sha', n: 1 }],
    maxCopies: 3,
    prints: 'S7 SK C7',
  },
});
