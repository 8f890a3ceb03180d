/** 【青龙偃月刀】 (Green Dragon Blade). */

import { eventAt } from '../../../rules/0001-timings.ts';
import { useOutsideIdle, usesOn } from '../../../rules/0204-effects.ts';
import type { UseEvent } from '../../../rules/0204-use.ts';
import { alive, choose, handOf, hasWeapon, picked, roleName } from '../../../rules/common.ts';
import { msg, type P } from '../../../state.ts';
import { isKill, killReaches, only } from '../../helpers.ts';
import { define } from '../../schema.ts';

/**
 * Another 【杀】 on the same target, not at an idle point (so not counted, 专题三). Asked whenever
 * the target is still legal and the user has a hand card (public facts); which 【杀】 comes after.
 */
const useAgain: P = (ctx, f, input) => {
  const r: number = f.d.role;
  if (f.step === 0) {
    const ev: UseEvent = eventAt(ctx, f.d.at);
    f.d.target = ev.current;
    f.step = 1;
    choose(
      ctx,
      r,
      'qinglong',
      msg('sgs.qinglong', { who: roleName(ctx.g, ev.current) }),
      'SGS 2.4-被抵消后',
      [...usesOn(ctx, r, ev.current, 'sha'), { id: 'none', label: msg('sgs.decline'), value: null }],
    );
    return;
  }
  if (f.step === 1) {
    const choice = picked(input);
    if (choice === null) {
      ctx.done();
      return;
    }
    f.step = 2;
    useOutsideIdle(ctx, r, f.d.target, choice);
    return;
  }
  ctx.done();
};

export default define({
  id: 'qinglong',
  sort: 'card',
  name: { zh: '青龙偃月刀', en: 'Green Dragon Blade' },
  text: {
    zh: '武器（攻击范围3）。你的【杀】被【闪】抵消后，你可对同一目标再使用一张【杀】。',
    en: 'Weapon (range 3). After your Kill is cancelled by a Dodge, you may use another Kill on the same target.',
  },
  card: {
    type: 'equip',
    cardName: 'qinglong',
    slot: 'weapon',
    range: 3,
    methods: ['self'],
    effect: [],
    maxCopies: 2,
    prints: 'S5',
  },

  triggers: [
    {
      // SGS 2.4-被抵消后 (专题四: only the same target, which must still be legal — 〖空城〗)
      at: '2.4-被抵消后',
      optional: true,
      who: (s, ev: UseEvent) =>
        only(
          isKill(ev.kind) &&
            !ev.takesEffect &&
            hasWeapon(s, ev.user, 'qinglong') &&
            alive(s.g, ev.user) &&
            handOf(s, ev.user).length > 0 &&
            alive(s.g, ev.current) &&
            killReaches(s, ev.user, ev.current),
          ev.user,
        ),
      proc: 'useAgain',
    },
  ],
  procedures: { useAgain },
  messages: {
    'sgs.qinglong': {
      zh: '〖青龙偃月刀〗：对{who}再使用一张【杀】',
      en: 'Green Dragon Blade: use another Kill on {who}',
    },
  },
});
