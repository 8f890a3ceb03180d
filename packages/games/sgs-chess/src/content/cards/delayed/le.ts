/** 【乐不思蜀】 (Indulgence). */
import { define } from '../../schema.ts';

export default define({
  id: 'le',
  sort: 'card',
  name: { zh: '乐不思蜀', en: 'Indulgence' },
  text: {
    zh: '延时锦囊。置于一名其他角色的延时区；其延时阶段判定，结果不为♥则跳过其出牌阶段。',
    en: 'Delayed trick. Placed in another role’s delay area; in its delay phase it judges, and unless the result is ♥ it skips its play phase.',
  },
  card: {
    type: 'delay',
    cardName: 'le',
    methods: ['other'],
    effect: [{ op: 'judge-skip', suit: 'H', phase: 'play' }],
    maxCopies: 3,
    prints: 'S6 C6 H6',
  },
});
