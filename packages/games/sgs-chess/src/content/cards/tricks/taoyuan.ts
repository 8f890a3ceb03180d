/** 【桃园结义】 (Peach Garden Oath). */
import { define } from '../../schema.ts';

export default define({
  id: 'taoyuan',
  sort: 'card',
  name: { zh: '桃园结义', en: 'Peach Garden Oath' },
  text: {
    zh: '锦囊。对所有角色使用，每名目标回复1点体力。',
    en: 'Trick. Use on every role: each recovers 1 HP.',
  },
  card: {
    type: 'trick',
    cardName: 'taoyuan',
    methods: ['all'],
    effect: [{ op: 'recover', n: 1 }],
    maxCopies: 2,
    noEffectAtFullHp: true,
    prints: 'HA',
  },
});
