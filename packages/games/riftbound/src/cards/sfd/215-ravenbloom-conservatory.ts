/** Ravenbloom Conservatory (SFD-215/221) — colourless battlefield. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-215-221',
  code: 'SFD-215/221',
  name: { en: 'Ravenbloom Conservatory', zh: '鸦花温室' },
  type: 'battlefield',
  domains: [],
  tags: [],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'defend', who: 'here' },
      steps: [{ do: 'reveal-top', ifSpell: 'hand', otherwise: 'recycle' }],
    },
  ],
  text: {
    zh: '当你防守此处时，展示你牌库顶的牌：若为法术则置入手牌，否则置于牌库底。',
    en: 'When you defend it, reveal your top card: a spell goes to your hand, anything else to the bottom of your deck.',
  },
});
