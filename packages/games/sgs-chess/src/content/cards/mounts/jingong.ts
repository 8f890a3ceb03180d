/** 【进攻坐骑】 (Offensive Mount). */
import { nextSteps } from '../../../rules/0218-movement.ts';
import { equipKind } from '../../../rules/common.ts';
import type { P } from '../../../state.ts';
import { define } from '../../schema.ts';

/** One step (SGS 2.18), once per play phase. */
const step: P = (ctx, f) => {
  if (f.step === 0) {
    f.step = 1;
    ctx.event({ type: 'move', role: f.d.role, length: 1, via: 'jingong' });
    return;
  }
  ctx.done();
};

export default define({
  id: 'jingong',
  sort: 'card',
  name: { zh: '进攻坐骑', en: 'Offensive Mount' },
  text: {
    zh: '坐骑。出牌阶段限一次,你可移动一步。',
    en: 'Mount. Once per play phase you may move one step.',
  },
  card: {
    type: 'equip',
    cardName: 'jingong',
    slot: 'horse',
    methods: ['self'],
    effect: [],
    maxCopies: 3,
    prints: 'SK H5 DK',
  },

  // D7: an equipment skill used at a play-phase idle point
  actions: [
    {
      menu: 41,
      limited: true,
      available: (s, r) =>
        equipKind(s, r, 'horse') === 'jingong' && nextSteps(s, r, s.g.roles[r].cell, 1).length > 0,
      proc: 'step',
    },
  ],
  procedures: { step },
});
