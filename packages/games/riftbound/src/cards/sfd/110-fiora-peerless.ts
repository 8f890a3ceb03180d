/** Fiora, Peerless (SFD-110/221) — body champion unit. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-110-221',
  code: 'SFD-110/221',
  name: { en: 'Fiora, Peerless', zh: '菲奥娜 - 无双' },
  type: 'unit',
  supertype: 'champion',
  domains: ['body'],
  cost: { energy: 3, power: ['body'] },
  might: 3,
  tags: ['Fiora', 'Demacia'],
  abilities: [
    {
      kind: 'triggered',
      on: { on: 'attack-or-defend', who: 'me', oneOnOne: true },
      steps: [{ do: 'double', what: 'self', until: 'combat' }],
    },
  ],
  text: {
    zh: '当它一对一进攻或防守时，其战力翻倍，直到本次战斗结束。',
    en: 'When it attacks or defends one on one, its Might doubles until the combat ends.',
  },
});
