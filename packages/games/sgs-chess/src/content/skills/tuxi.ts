/** 〖突袭〗 (Sudden Raid). */
import { eventAt } from '../../rules/0001-timings.ts';
import { handPositionOptions, resolvePick } from '../../rules/0204-effects.ts';
import {
  choose,
  handOf,
  hasSkill,
  livingAll,
  picked,
  pickedAll,
  roleName,
  roleOptions,
} from '../../rules/common.ts';
import { msg, type P, type S, Z } from '../../state.ts';
import { current, only } from '../helpers.ts';

function targets(s: S, r: number): number[] {
  return livingAll(s.g).filter((t) => t !== r && handOf(s, t).length > 0);
}

import { define } from '../schema.ts';

/** Choose one or two roles and take a hand card from each; no draw this phase. */
const raid: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const r: number = f.d.role;
  if (f.step === 0) {
    f.step = 1;
    choose(ctx, r, 'target', msg('sgs.tuxi'), 'SGS 1-摸牌阶段开始时', roleOptions(g, targets(s, r)), 1, 2);
    return;
  }
  if (f.step === 1) {
    f.d.from = pickedAll<number>(input);
    (eventAt(ctx, f.d.at) as { count: number }).count = 0;
    f.step = 2;
  }
  if (f.step === 3) {
    const t: number = f.d.from.shift();
    ctx.move(resolvePick(s, t, picked(input)), Z.hand(r));
    if (ctx.logging)
      ctx.log('SGS 1-摸牌阶段开始时', 'sgs.take', { who: roleName(g, r), from: roleName(g, t) });
  }
  const t = f.d.from[0];
  if (t === undefined) {
    ctx.done();
    return;
  }
  f.step = 3;
  choose(
    ctx,
    r,
    'pick-card',
    msg('sgs.pick-card-of', { who: roleName(g, t) }),
    'SGS 1-摸牌阶段开始时',
    handPositionOptions(s, t),
  );
};

export default define({
  id: 'tuxi',
  sort: 'skill',
  name: { zh: '突袭', en: 'Sudden Raid' },
  text: {
    zh: '摸牌阶段开始时，你可放弃摸牌，改为获得至多两名其他角色的各一张手牌。',
    en: 'At the start of your draw phase you may draw nothing and instead take one hand card each from up to two other roles.',
  },
  skill: { kind: 'trigger' },
  triggers: [
    {
      // SGS 1-摸牌阶段开始时
      at: '1-摸牌阶段开始时',
      optional: true,
      who: (s) => only(hasSkill(s.g, current(s), 'tuxi') && targets(s, current(s)).length > 0, current(s)),
      proc: 'raid',
    },
  ],
  procedures: { raid },
  messages: {
    'sgs.tuxi': {
      zh: '〖突袭〗：选择至多两名有手牌的其他角色',
      en: 'Sudden Raid: choose up to two other roles with hand cards',
    },
  },
});
