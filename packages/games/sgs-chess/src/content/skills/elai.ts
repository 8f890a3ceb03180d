/** 〖恶来〗 (Ferocity). */
import { generalHas, roleName } from '../../rules/common.ts';
import { campOf } from '../../state.ts';
import { define } from '../schema.ts';

export default define({
  id: 'elai',
  sort: 'skill',
  name: { zh: '恶来', en: 'Ferocity' },
  text: {
    zh: '你杀死敌方角色时，你方因此获得的分数+1（即使你已死亡）。',
    en: 'When you kill an enemy role, your camp scores one more point for it (even if you are dead).',
  },
  skill: { kind: 'status' },
  rules: {
    // SGS 2.16: even if 典韦 is dead, and only for killing a role of the other camp
    killBonus(ctx, killer, dead) {
      if (campOf(killer) === campOf(dead) || !generalHas(ctx.g, killer, 'elai')) return 0;
      if (ctx.logging) ctx.log('SGS 2.16', 'sgs.elai', { who: roleName(ctx.g, killer) });
      return 1;
    },
  },
  messages: { 'sgs.elai': { zh: '{who}的〖恶来〗：多得1分', en: '{who}’s Ferocity: one extra point' } },
});
