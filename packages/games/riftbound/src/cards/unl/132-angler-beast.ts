/** Angler Beast (UNL-132/219) — chaos unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'unl-132-219',
  code: 'UNL-132/219',
  name: { en: 'Angler Beast', zh: '鮟鱇巨兽' },
  type: 'unit',
  domains: ['chaos'],
  cost: { energy: 5, power: ['chaos'] },
  might: 5,
  tags: ['Bilgewater'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play', who: 'me' },
      steps: [{ do: 'return', what: { all: { kind: 'unit', mightAtMost: 2 } }, to: 'hand' }],
    },
  ],
  text: {
    zh: '打出后，将所有战力不高于2的单位返回其拥有者的手牌。',
    en: 'After it is played, every unit with 2 Might or less goes back to its owner’s hand.',
  },
});
