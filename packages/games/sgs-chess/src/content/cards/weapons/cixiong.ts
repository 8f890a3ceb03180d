/** 【雌雄双股剑】 (Twin Swords). */
import type { ObjId } from '@arbiter/kernel';
import { eventAt } from '../../../rules/0001-timings.ts';
import type { UseEvent } from '../../../rules/0204-use.ts';
import { discardCards, draw } from '../../../rules/0208-moving-cards.ts';
import { cardOption, choose, handOf, hasWeapon, isMale, picked, roleName } from '../../../rules/common.ts';
import { msg, type P } from '../../../state.ts';
import { isKill, only } from '../../helpers.ts';
import { define } from '../../schema.ts';

/** The target discards a hand card, or lets the user draw one. */
const choice: P = (ctx, f, input) => {
  const s = ctx.state;
  const r: number = f.d.role;
  if (f.step === 0) {
    const t = (eventAt(ctx, f.d.at) as UseEvent).current;
    f.d.target = t;
    if (handOf(s, t).length === 0) {
      draw(ctx, r, 1, 'SGS 2.4-指定目标后');
      ctx.done();
      return;
    }
    f.step = 1;
    choose(ctx, t, 'cixiong', msg('sgs.cixiong'), 'SGS 2.4-指定目标后', [
      { id: 'discard', label: msg('sgs.cixiong-discard'), value: 'discard' },
      { id: 'draw', label: msg('sgs.cixiong-draw', { who: roleName(ctx.g, r) }), value: 'draw' },
    ]);
    return;
  }
  const t: number = f.d.target;
  if (f.step === 1) {
    if (picked(input) === 'draw') {
      draw(ctx, r, 1, 'SGS 2.4-指定目标后');
      ctx.done();
      return;
    }
    f.step = 2;
    choose(
      ctx,
      t,
      'cost',
      msg('sgs.discard-one'),
      'SGS 2.4-指定目标后',
      handOf(s, t).map((id) => cardOption(ctx, id)),
    );
    return;
  }
  discardCards(ctx, [picked<ObjId>(input)], 'SGS 2.4-指定目标后', t);
  ctx.done();
};

export default define({
  id: 'cixiong',
  sort: 'card',
  name: { zh: '雌雄双股剑', en: 'Twin Swords' },
  text: {
    zh: '武器（攻击范围2）。你的【杀】指定异性角色后，你可令其选择弃置一张手牌或令你摸一张牌。',
    en: 'Weapon (range 2). After your Kill targets a role of the other gender, you may have it choose: discard a hand card, or let you draw one.',
  },
  card: {
    type: 'equip',
    cardName: 'cixiong',
    slot: 'weapon',
    range: 2,
    methods: ['self'],
    effect: [],
    maxCopies: 2,
    prints: 'S2',
  },

  triggers: [
    {
      // SGS 2.4-指定目标后: against a role of the other gender
      at: '2.4-指定目标后',
      optional: true,
      who: (s, ev: UseEvent) =>
        only(
          isKill(ev.kind) &&
            hasWeapon(s, ev.user, 'cixiong') &&
            isMale(s.g, ev.user) !== isMale(s.g, ev.current),
          ev.user,
        ),
      proc: 'choice',
    },
  ],
  procedures: { choice },
  messages: {
    'sgs.cixiong': { zh: '〖雌雄双股剑〗：选择一项', en: 'Twin Swords: choose one' },
    'sgs.cixiong-discard': { zh: '弃置一张手牌', en: 'Discard a hand card' },
    'sgs.cixiong-draw': { zh: '令{who}摸一张牌', en: 'Let {who} draw a card' },
  },
});
