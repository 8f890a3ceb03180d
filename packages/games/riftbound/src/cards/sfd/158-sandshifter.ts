/** Sandshifter (SFD-158/221) — order unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-158-221',
  code: 'SFD-158/221',
  name: { en: 'Sandshifter', zh: '流沙塑形者' },
  type: 'unit',
  domains: ['order'],
  cost: { energy: 5, power: ['order', 'order'] },
  might: 6,
  tags: ['Shurima'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'play', who: 'me' },
      targets: [{ sel: { kind: 'unit', side: 'enemy', mightAtMost: 3 } }],
      steps: [{ do: 'kill', what: 0 }],
    },
  ],
  text: {
    zh: '打出后，摧毁一名战力不高于3的敌方单位。',
    en: 'After it is played, destroy one enemy unit whose Might is 3 or less.',
  },
});
