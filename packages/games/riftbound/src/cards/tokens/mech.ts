/** Mech — colourless token unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'token-mech',
  name: { en: 'Mech', zh: '机甲' },
  type: 'unit',
  supertype: 'token',
  domains: [],
  might: 3,
  tags: ['Mech'],
  text: { en: 'A 3-Might Mech token.', zh: '3战力的机甲衍生物。' },
  standIn:
    'The card data has no Mech token: a 3-Might unit with the Mech tag, as the cards that create it describe it.',
});
