/** 〖奇袭〗 (Surprise Raid). */
import type { ObjId } from '@arbiter/kernel';
import { allCardsOf, hasSkill, kindOf, suitOf } from '../../rules/common.ts';
import { cardTargets } from '../../rules/zt4-targets.ts';
import type { S } from '../../state.ts';
import { define, isBlack } from '../schema.ts';

/** Black cards usable as 【过河拆桥】 (when it has a legal target at all). */
function cards(s: S, r: number): ObjId[] {
  if (cardTargets(s, r, 'guohe').length === 0) return [];
  return allCardsOf(s, r).filter((id) => kindOf(s, id).id !== 'guohe' && isBlack(suitOf(s, id)));
}

export default define({
  id: 'qixi',
  sort: 'skill',
  name: { zh: '奇袭', en: 'Surprise Raid' },
  text: {
    zh: '出牌阶段，你可将一张黑色牌当【过河拆桥】使用。',
    en: 'In your play phase you may use a black card as Dismantle.',
  },
  skill: { kind: 'convert' },
  actions: [
    {
      menu: 21,
      available: (s, r) => hasSkill(s.g, r, 'qixi') && cards(s, r).length > 0,
      convert: { as: 'guohe', cards },
    },
  ],
});
