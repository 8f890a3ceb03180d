/** 【无懈可击】 (Nullify). */
import { define } from '../../schema.ts';

export default define({
  id: 'wuxie',
  sort: 'card',
  name: { zh: '无懈可击', en: 'Nullify' },
  text: {
    zh: '锦囊。在一张锦囊牌对一名目标生效前使用，令其对该目标无效（也可抵消另一张【无懈可击】）。',
    en: 'Trick. Used before a trick takes effect on one target, the trick has no effect on it (it can also cancel another Nullify).',
  },
  card: {
    type: 'trick',
    cardName: 'wuxie',
    methods: ['none'],
    idle: false,
    effect: [],
    maxCopies: 6,
    nullifies: true,
    prints: 'SJ CQ CK DQ',
  },
});
