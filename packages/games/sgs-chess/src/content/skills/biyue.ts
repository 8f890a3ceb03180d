/** 〖闭月〗 (Eclipse the Moon). */
import { draw } from '../../rules/0208-moving-cards.ts';
import { hasSkill } from '../../rules/common.ts';
import { current, only } from '../helpers.ts';
import { define } from '../schema.ts';

export default define({
  id: 'biyue',
  sort: 'skill',
  name: { zh: '闭月', en: 'Eclipse the Moon' },
  text: {
    zh: '结束阶段，你可摸一张牌。',
    en: 'In your end phase you may draw a card.',
  },
  skill: { kind: 'trigger' },
  triggers: [
    {
      // SGS 1-结束阶段
      at: '1-结束阶段',
      optional: true,
      who: (s) => only(hasSkill(s.g, current(s), 'biyue'), current(s)),
      apply: (ctx, r) => void draw(ctx, r, 1, 'SGS 1-结束阶段'),
    },
  ],
});
