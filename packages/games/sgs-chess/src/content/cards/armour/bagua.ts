/** 【八卦阵】 (Eight Trigrams). */
import { hasArmor } from '../../../rules/common.ts';
import { define, isRed } from '../../schema.ts';

export default define({
  id: 'bagua',
  sort: 'card',
  name: { zh: '八卦阵', en: 'Eight Trigrams' },
  text: {
    zh: '防具。你需要使用或打出【闪】时，你可判定；结果为红色则视为你使用或打出了【闪】。',
    en: 'Armour. When you need to use or play a Dodge, you may judge: on red, you count as having used or played one.',
  },
  card: {
    type: 'equip',
    cardName: 'bagua',
    slot: 'armor',
    methods: ['self'],
    effect: [],
    maxCopies: 3,
    prints: 'S2 C2',
  },

  // SGS 2.2-需要使用此牌时❶ / SGS 2.5-需要打出此牌时❶: a red judgement stands for a 【闪】
  judgements: [
    {
      as: 'shan',
      id: 'bagua',
      label: 'equip.bagua',
      available: (s, r, request) => hasArmor(s, r, 'bagua') && !request.ignoreArmor,
      succeeds: isRed,
    },
  ],
});
