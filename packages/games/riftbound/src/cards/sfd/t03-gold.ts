/** Gold (SFD-T03) — colourless token gear. */
import { defineCard } from '../schema.ts';

export default defineCard({
  id: 'sfd-t03',
  code: 'SFD-T03',
  name: { en: 'Gold', zh: '金币' },
  type: 'gear',
  supertype: 'token',
  domains: [],
  tags: [],
  abilities: [
    {
      kind: 'activated',
      cost: { killSelf: true, exhaust: true },
      timing: 'reaction',
      steps: [{ do: 'add', power: ['any'] }],
    },
  ],
  text: {
    zh: '摧毁并横置此牌（反应）：添加1点任意领域的符能。添加资源的技能无法被响应。',
    en: 'Destroy it and exhaust it (Reaction): add 1 Power of any domain. Adding resources cannot be responded to.',
  },
});
