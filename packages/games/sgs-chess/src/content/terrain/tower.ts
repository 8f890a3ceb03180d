/** 箭塔 (arrow tower), stand-in D8. */
import { clearLine, terrainAt } from '../../rules/common.ts';
import { define } from '../schema.ts';

export default define({
  id: 'tower',
  sort: 'terrain',
  name: { zh: '箭塔', en: 'arrow tower' },
  text: {
    zh: '箭塔：站在其上时武器失效，但本阶段第一张【杀】无距离限制；无武器时【杀】可指定直线上的任意角色。',
    en: 'Arrow tower: on it a weapon does not work but the first Kill of the phase has no distance limit; unarmed, a Kill may target any role in a clear straight line.',
  },
  rules: {
    // D8: a weapon (its range and its skills) does not work on the tower
    weaponDisabled: (s, r) => terrainAt(s.g, r) === 'tower',
    // D8: armed, the first 【杀】 of the phase has no distance limit; unarmed, any clear straight line
    extraTarget: (s, r, t, armed) =>
      terrainAt(s.g, r) === 'tower' &&
      (armed ? s.g.current === r && (s.g.turn.usesThisPhase.sha ?? 0) === 0 : clearLine(s.g, r, t)),
  },
});
