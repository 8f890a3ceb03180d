/** 【过河拆桥】 (Dismantle). */
import { define } from '../../schema.ts';

export default define({
  id: 'guohe',
  sort: 'card',
  name: { zh: '过河拆桥', en: 'Dismantle' },
  text: {
    zh: '锦囊。对一名区域里有牌的其他角色使用，弃置其区域里的一张牌。',
    en: 'Trick. Use on another role with a card in any of its areas: discard one of those cards.',
  },
  card: {
    type: 'trick',
    cardName: 'guohe',
    methods: ['other'],
    needsCards: true,
    effect: [{ op: 'dismantle' }],
    maxCopies: 6,
    prints: 'S3 S4 SQ C3 C4 HQ',
  },
});
