/** 湖泊 (lake). */
import { terrainAt } from '../../rules/common.ts';
import type { P } from '../../state.ts';
import { current, only } from '../helpers.ts';
import { define } from '../schema.ts';

/** 〖湖泊①〗: recover 1 (SGS 2.14). */
const recover: P = (ctx, f) => {
  if (f.step === 0) {
    f.step = 1;
    ctx.event({ type: 'recover', role: f.d.role, amount: 1 });
    return;
  }
  ctx.done();
};

export default define({
  id: 'lake',
  sort: 'terrain',
  name: { zh: '湖泊', en: 'lake' },
  text: {
    zh: '湖泊：站在其上的角色跳过摸牌阶段（②），并于结束阶段回复1点体力（①）。',
    en: 'Lake: a role on it skips its draw phase (②) and recovers 1 HP in its end phase (①).',
  },
  triggers: [
    {
      // SGS 1-结束阶段: a wounded role on a lake recovers 1
      key: 'lake1',
      label: { zh: '湖泊①', en: 'Lake ①' },
      at: '1-结束阶段',
      optional: false,
      who: (s) =>
        only(
          terrainAt(s.g, current(s)) === 'lake' && s.g.roles[current(s)].hp < s.g.roles[current(s)].maxHp,
          current(s),
        ),
      proc: 'recover',
    },
    {
      // SGS 1-摸牌阶段开始前: a role on a lake skips its draw phase
      key: 'lake2',
      label: { zh: '湖泊②', en: 'Lake ②' },
      at: '1-摸牌阶段开始前',
      optional: false,
      who: (s) => only(terrainAt(s.g, current(s)) === 'lake', current(s)),
      apply: (ctx) => {
        ctx.g.turn.skipDraw = true;
      },
    },
  ],
  procedures: { recover },
});
