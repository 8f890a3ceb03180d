/** 〖武圣〗 (Saint of War). */
import type { ObjId } from '@arbiter/kernel';
import { allCardsOf, equipOf, hasSkill, kindOf, suitOf } from '../../rules/common.ts';
import { limitReached } from '../../rules/zt3-usable.ts';
import { cardTargets } from '../../rules/zt4-targets.ts';
import type { S } from '../../state.ts';
import { isKill } from '../helpers.ts';
import { isRed } from '../schema.ts';

const red = (s: S, id: ObjId) => !isKill(kindOf(s, id).id) && isRed(suitOf(s, id));

import { define } from '../schema.ts';

/** Red cards usable as 普杀 at an idle point, each leaving a legal target (the weapon itself too). */
function cards(s: S, r: number): ObjId[] {
  const w = equipOf(s, r, 'weapon');
  const any = cardTargets(s, r, 'sha', 1).length > 0;
  return allCardsOf(s, r).filter(
    // using the weapon itself as the 【杀】 leaves the role without its range
    (id) => red(s, id) && (id === w ? cardTargets(s, r, 'sha', 1, true).length > 0 : any),
  );
}

export default define({
  id: 'wusheng',
  sort: 'skill',
  name: { zh: '武圣', en: 'Saint of War' },
  text: {
    zh: '你可将一张红色牌当【普杀】使用或打出。',
    en: 'You may use or play a red card as a plain Kill.',
  },
  skill: { kind: 'convert' },
  actions: [
    {
      menu: 10,
      available: (s, r) =>
        !limitReached(s, r, 'sha') && hasSkill(s.g, r, 'wusheng') && cards(s, r).length > 0,
      convert: { as: 'sha', cards },
    },
  ],
  conversions: [
    {
      as: 'sha',
      prefix: 'w',
      cards: (s, r) => (hasSkill(s.g, r, 'wusheng') ? allCardsOf(s, r).filter((id) => red(s, id)) : []),
    },
  ],
});
