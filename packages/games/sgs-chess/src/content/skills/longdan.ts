/** 〖龙胆〗 (Dragon Heart). */
import { handOf, hasSkill, kindOf } from '../../rules/common.ts';
import type { S } from '../../state.ts';
import { canAttack, isKill } from '../helpers.ts';

const dodges = (s: S, r: number) => handOf(s, r).filter((id) => kindOf(s, id).id === 'shan');

import { define } from '../schema.ts';

export default define({
  id: 'longdan',
  sort: 'skill',
  name: { zh: '龙胆', en: 'Dragon Heart' },
  text: {
    zh: '①你可将【杀】当【闪】使用或打出;②你可将【闪】当【普杀】使用或打出。',
    en: '① You may use or play a Kill as a Dodge; ② you may use or play a Dodge as a plain Kill.',
  },
  skill: { kind: 'convert' },
  actions: [
    {
      menu: 11,
      available: (s, r) => hasSkill(s.g, r, 'longdan') && dodges(s, r).length > 0 && canAttack(s, r),
      convert: { as: 'sha', cards: dodges },
    },
  ],
  conversions: [
    {
      // ① a 【杀】 as a 【闪】
      as: 'shan',
      prefix: 'l',
      cards: (s, r) =>
        hasSkill(s.g, r, 'longdan') ? handOf(s, r).filter((id) => isKill(kindOf(s, id).id)) : [],
    },
    {
      // ② a 【闪】 as a 【杀】
      as: 'sha',
      prefix: 'l',
      cards: (s, r) => (hasSkill(s.g, r, 'longdan') ? dodges(s, r) : []),
    },
  ],
});
