/** 【桃】 (Peach). */
import { define } from '../../schema.ts';

export default define({
  id: 'tao',
  sort: 'card',
  name: { zh: '桃', en: 'Peach' },
  text: {
    zh: '基本牌。方法①：出牌阶段对受伤的自己使用，回复1点体力；方法②：对距离4以内的濒死角色使用，其回复1点体力。',
    en: 'Basic card. Method ①: in your play phase, on yourself when wounded: recover 1 HP. Method ②: on a dying role within distance 4: it recovers 1 HP.',
  },
  card: {
    type: 'basic',
    cardName: 'tao',
    methods: ['self-wounded'],
    effect: [{ op: 'recover', n: 1 }],
    maxCopies: 12,
    rescues: true,
    deckMinimum: 3,
    prints: 'H3 H4 H6 H7 H8 H9 HQ DQ',
  },
});
