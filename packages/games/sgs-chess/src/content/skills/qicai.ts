/** 〖奇才〗 (Genius). */
import { hasSkill } from '../../rules/common.ts';
import { define } from '../schema.ts';

export default define({
  id: 'qicai',
  sort: 'skill',
  name: { zh: '奇才', en: 'Genius' },
  text: {
    zh: '你使用锦囊牌无距离限制。',
    en: 'Your tricks have no distance limit.',
  },
  skill: { kind: 'status' },
  // SGS 专题四: the distance limit of its tricks is lifted
  rules: { ignoresDistance: (s, r) => hasSkill(s.g, r, 'qicai') },
});
