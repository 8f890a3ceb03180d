/** 〖集智〗 (Ingenuity). */
import type { UseEvent } from '../../rules/0204-use.ts';
import { draw } from '../../rules/0208-moving-cards.ts';
import { hasSkill, kind } from '../../rules/common.ts';
import { only } from '../helpers.ts';
import { define } from '../schema.ts';

export default define({
  id: 'jizhi',
  sort: 'skill',
  name: { zh: '集智', en: 'Ingenuity' },
  text: {
    zh: '你使用非延时锦囊牌时，可摸一张牌。',
    en: 'When you use a non-delayed trick, you may draw a card.',
  },
  skill: { kind: 'trigger' },
  triggers: [
    {
      // SGS 2.4-牌被使用时: a non-delayed trick (a card used against a trick too)
      at: '2.4-牌被使用时',
      optional: true,
      who: (s, ev: UseEvent) =>
        only(ev.user >= 0 && hasSkill(s.g, ev.user, 'jizhi') && kind(ev.kind).type === 'trick', ev.user),
      apply: (ctx, r) => void draw(ctx, r, 1, 'SGS 2.4-牌被使用时'),
    },
  ],
});
