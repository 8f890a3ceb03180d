/** 〖苦肉〗 (Self-Injury). */
import { draw } from '../../rules/0208-moving-cards.ts';
import { alive, hasSkill } from '../../rules/common.ts';
import type { P } from '../../state.ts';
import { define } from '../schema.ts';

/** Lose 1 HP (SGS 2.12), then draw two if still alive. */
const injure: P = (ctx, f) => {
  const r: number = f.d.role;
  if (f.step === 0) {
    f.step = 1;
    ctx.event({ type: 'lose-hp', role: r, amount: 1 });
    return;
  }
  if (alive(ctx.g, r)) draw(ctx, r, 2, 'SGS 2.1');
  ctx.done();
};

export default define({
  id: 'kurou',
  sort: 'skill',
  name: { zh: '苦肉', en: 'Self-Injury' },
  text: {
    zh: '出牌阶段，你可失去1点体力，然后摸两张牌。',
    en: 'In your play phase you may lose 1 HP, then draw two cards.',
  },
  skill: { kind: 'active' },
  actions: [
    { menu: 32, available: (s, r) => hasSkill(s.g, r, 'kurou') && s.g.roles[r].hp > 0, proc: 'injure' },
  ],
  procedures: { injure },
});
