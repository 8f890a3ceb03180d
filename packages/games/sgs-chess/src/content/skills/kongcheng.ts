/** 〖空城〗 (Empty Fort). */
import { handOf, hasSkill } from '../../rules/common.ts';
import { isKill } from '../helpers.ts';
import { define } from '../schema.ts';

export default define({
  id: 'kongcheng',
  sort: 'skill',
  name: { zh: '空城', en: 'Empty Fort' },
  text: {
    zh: '若你没有手牌，你不是【杀】和【决斗】的合法目标。',
    en: 'While you have no hand cards, you are not a legal target of Kills or Duels.',
  },
  skill: { kind: 'status' },
  // SGS 专题四: a target restriction from a skill
  rules: {
    protectedFrom: (s, t, kind) =>
      hasSkill(s.g, t, 'kongcheng') && handOf(s, t).length === 0 && (isKill(kind) || kind === 'juedou'),
  },
});
