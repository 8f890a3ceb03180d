/** 树林 (forest). */
import type { DamageEvent } from '../../rules/0211-damage.ts';
import { terrainAt } from '../../rules/common.ts';
import { only } from '../helpers.ts';
import { define } from '../schema.ts';

export default define({
  id: 'forest',
  sort: 'terrain',
  name: { zh: '树林', en: 'forest' },
  text: {
    zh: '树林：站在其上的角色受到的火焰伤害+1(①)；其需要【闪】时可判定，♥视为【闪】（②）。',
    en: 'Forest: fire damage to a role on it is +1 (①); when it needs a Dodge it may judge, ♥ counting as one (②).',
  },
  triggers: [
    {
      // SGS 2.11-受到伤害时❶: +1 fire damage on a forest
      key: 'forest1',
      label: { zh: '树林①', en: 'Forest ①' },
      at: '2.11-受到伤害时❶',
      optional: false,
      who: (s, ev: DamageEvent) =>
        only(ev.nature === 'fire' && terrainAt(s.g, ev.target) === 'forest', ev.target),
      apply: (_ctx, _r, ev: DamageEvent) => {
        ev.amount++;
      },
    },
  ],
  // SGS 2.2-需要使用此牌时❶ / SGS 2.5-需要打出此牌时❶: a ♥ judgement stands for a 【闪】
  judgements: [
    {
      as: 'shan',
      id: 'forest',
      label: 'terrain.forest2',
      available: (s, r) => terrainAt(s.g, r) === 'forest',
      succeeds: (suit) => suit === 'H',
    },
  ],
  messages: { 'terrain.forest2': { zh: '树林②', en: 'Forest ②' } },
});
