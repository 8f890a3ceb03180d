/** Sand Soldier — colourless token unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'token-sand-soldier',
  name: { en: 'Sand Soldier', zh: '黄沙士兵' },
  type: 'unit',
  supertype: 'token',
  domains: [],
  might: 2,
  tags: [],
  text: { en: 'A 2-Might Sand Soldier token.', zh: '2战力的黄沙士兵衍生物。' },
  standIn:
    'The card data has no Sand Soldier token: a 2-Might unit without tags, as the cards that create it describe it.',
});
