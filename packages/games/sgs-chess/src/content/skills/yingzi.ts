/** 〖英姿〗 (Heroic Bearing). */
import { hasSkill } from '../../rules/common.ts';
import { current, only } from '../helpers.ts';
import { define } from '../schema.ts';

export default define({
  id: 'yingzi',
  sort: 'skill',
  name: { zh: '英姿', en: 'Heroic Bearing' },
  text: {
    zh: '摸牌阶段，你多摸一张牌。',
    en: 'In your draw phase you draw one more card.',
  },
  skill: { kind: 'trigger' },
  triggers: [
    {
      // SGS 1-摸牌阶段: one more card
      at: '1-摸牌阶段',
      optional: false,
      who: (s) => only(hasSkill(s.g, current(s), 'yingzi'), current(s)),
      apply: (_ctx, _r, ev: { count: number }) => {
        ev.count++;
      },
    },
  ],
});
