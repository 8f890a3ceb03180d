/** 【无中生有】 (Something from Nothing). */
import { define } from '../../schema.ts';

export default define({
  id: 'wuzhong',
  sort: 'card',
  name: { zh: '无中生有', en: 'Something from Nothing' },
  text: {
    zh: '锦囊。对自己使用，摸两张牌。',
    en: 'Trick. Use on yourself: draw two cards.',
  },
  card: {
    type: 'trick',
    cardName: 'wuzhong',
    methods: ['self'],
    effect: [{ op: 'draw', n: 2 }],
    maxCopies: 4,
    prints: 'H7 H8 H9 HJ',
  },
});
