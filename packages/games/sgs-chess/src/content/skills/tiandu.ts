/** 〖天妒〗 (Envy of Heaven). */
import type { JudgeEvent } from '../../rules/0210-judgement.ts';
import { hasSkill } from '../../rules/common.ts';
import { Z } from '../../state.ts';
import { only } from '../helpers.ts';
import { define } from '../schema.ts';

export default define({
  id: 'tiandu',
  sort: 'skill',
  name: { zh: '天妒', en: 'Envy of Heaven' },
  text: {
    zh: '你的判定结果确定后，你可获得判定牌。',
    en: 'After your judgement result is fixed, you may take the judgement card.',
  },
  skill: { kind: 'trigger' },
  triggers: [
    {
      // SGS 2.10-判定结果确定后❷: take the own judgement card
      at: '2.10-判定结果确定后❷',
      optional: true,
      who: (s, ev: JudgeEvent) =>
        only(hasSkill(s.g, ev.role, 'tiandu') && s.objects[ev.card]?.zone === Z.processing, ev.role),
      apply: (ctx, r, ev: JudgeEvent) => {
        ctx.move(ev.card, Z.hand(r));
      },
    },
  ],
});
