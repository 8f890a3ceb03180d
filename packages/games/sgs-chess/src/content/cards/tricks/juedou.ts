/** 【决斗】 (Duel). */
import { define } from '../../schema.ts';

export default define({
  id: 'juedou',
  sort: 'card',
  name: { zh: '决斗', en: 'Duel' },
  text: {
    zh: '锦囊。对一名其他角色使用；由其开始，双方轮流打出【杀】，先不打出者受到另一方造成的1点伤害。',
    en: 'Trick. Use on another role: starting with it, the two take turns playing a Kill; the first who does not takes 1 damage from the other.',
  },
  card: {
    type: 'trick',
    cardName: 'juedou',
    methods: ['other'],
    effect: [{ op: 'duel', card: 'sha' }],
    maxCopies: 4,
    prints: 'SA CA DA',
  },
});
