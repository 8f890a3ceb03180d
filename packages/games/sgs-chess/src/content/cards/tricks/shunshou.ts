/** 【顺手牵羊】 (Snatch). */
import { define } from '../../schema.ts';

export default define({
  id: 'shunshou',
  sort: 'card',
  name: { zh: '顺手牵羊', en: 'Snatch' },
  text: {
    zh: '锦囊。对距离1的一名区域里有牌的其他角色使用，获得其区域里的一张牌。',
    en: 'Trick. Use on another role at distance 1 with a card in any of its areas: take one of those cards.',
  },
  card: {
    type: 'trick',
    cardName: 'shunshou',
    methods: ['distance-1'],
    needsCards: true,
    effect: [{ op: 'snatch' }],
    maxCopies: 5,
    prints: 'S3 S4 SJ D3 D4',
  },
});
