/** Veiled Temple (SFD-221/221) — colourless battlefield. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-221-221',
  code: 'SFD-221/221',
  name: { en: 'Veiled Temple', zh: '隐秘神殿' },
  type: 'battlefield',
  domains: [],
  tags: [],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'conquer', who: 'here' },
      optional: true,
      targets: [{ sel: { kind: 'gear', side: 'friendly' } }],
      steps: [
        { do: 'ready', what: 0 },
        { do: 'if', cond: { isType: [0, 'equipment'] }, steps: [{ do: 'detach', card: 0, may: true }] },
      ],
    },
  ],
  text: {
    zh: '当你征服此处时，你可以使你的一件装备变为活跃；若其为武装，你还可以将其卸除。',
    en: 'When you conquer it, you may ready one of your gear; if that gear is an Equipment, you may also take it off its unit.',
  },
});
