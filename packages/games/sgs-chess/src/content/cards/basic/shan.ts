/** 【闪】 (Dodge). */
import { define } from '../../schema.ts';

export default define({
  id: 'shan',
  sort: 'card',
  name: { zh: '闪', en: 'Dodge' },
  text: {
    zh: '基本牌。在【杀】生效前使用，抵消之。',
    en: 'Basic card. Used before a Kill takes effect, it cancels that Kill.',
  },
  card: {
    type: 'basic',
    cardName: 'shan',
    nameText: { zh: '闪', en: 'Dodge' },
    methods: ['none'],
    idle: false,
    effect: [],
    maxCopies: 24,
    deckMinimum: 5,
    prints: 'H2 H2 HK D2 D2 D3 D4 D5 D6 D7 D8 D9 D10 DJ DJ',
  },
});
