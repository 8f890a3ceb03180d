/** 〖渡江〗 (Crossing the River). */
import { hasSkill } from '../../rules/common.ts';
import { define } from '../schema.ts';

export default define({
  id: 'dujiang',
  sort: 'skill',
  name: { zh: '渡江', en: 'Crossing the River' },
  text: {
    zh: '你移动时，可于一步声明此技能，穿过一个山岭方格（不能停留于其上）；每次移动限一次。',
    en: 'When you move you may declare this skill on one step to cross a mountain square (you cannot stop on it); once per move.',
  },
  skill: { kind: 'trigger', designed: true },
  // SGS 2.18: declared on one step of a move to cross a mountain (D11, designed)
  rules: { crossesMountains: (s, r) => hasSkill(s.g, r, 'dujiang') },
});
