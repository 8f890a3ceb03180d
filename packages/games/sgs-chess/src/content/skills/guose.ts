/** 〖国色〗 (National Beauty). */
import type { ObjId } from '@arbiter/kernel';
import { allCardsOf, hasSkill, kindOf, suitOf } from '../../rules/common.ts';
import { cardTargets } from '../../rules/zt4-targets.ts';
import type { S } from '../../state.ts';
import { define } from '../schema.ts';

/** ♦ cards usable as 【乐不思蜀】 (when it has a legal target at all). */
function cards(s: S, r: number): ObjId[] {
  if (cardTargets(s, r, 'le').length === 0) return [];
  return allCardsOf(s, r).filter((id) => suitOf(s, id) === 'D' && kindOf(s, id).id !== 'le');
}

export default define({
  id: 'guose',
  sort: 'skill',
  name: { zh: '国色', en: 'National Beauty' },
  text: {
    zh: '出牌阶段，你可将一张♦牌当【乐不思蜀】使用。',
    en: 'In your play phase you may use a ♦ card as Indulgence.',
  },
  skill: { kind: 'convert' },
  actions: [
    {
      menu: 20,
      available: (s, r) => hasSkill(s.g, r, 'guose') && cards(s, r).length > 0,
      convert: { as: 'le', cards },
    },
  ],
});
