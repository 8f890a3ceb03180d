/**
 * The keyword abilities the rules write, as they resolve (`rb.keyword`, d: { kw, scope, item }):
 * RB 742 Temporary (kill it at the start of its controller's Beginning Phase), RB 743 Vision (look
 * at the top card of your Main Deck; you may recycle it), RB 744 Equip (attach this gear to a unit
 * you control), RB 745 Quick-Draw (attach it to a unit you control as it is played), RB 747
 * Weaponmaster (you may equip one of your Equipment to it, paying its Equip cost less [A]).
 */
import type { ObjId, Option, Procedure } from '@arbiter/kernel';
import { type RbGame, Z } from '../state.ts';
import { def, onBoard } from './105-zones.ts';
import type { Bill } from './354-costs.ts';
import { canPay } from './354-costs.ts';
import { abilityBill, equipCost } from './370-activate.ts';
import { fire } from './375-triggers.ts';
import { recycleToDeck } from './400-actions.ts';
import { attach, canAttach } from './716-attachment.ts';
import type { Scope } from './vocabulary.ts';

/**
 * RB 747.1.c: the Equip cost of `gear` reduced by one [A]. RB 747.1.c.2: determined as the Equip
 * ability's cost would be for this unit (the same bill, with every change to Equip costs).
 * RB 725, RB 725.3: the Equip ability is read from the card's rules text even while that text is Inactive
 * (an Equipment attached to another unit).
 * RB 747.1.c.3: a cost without [A] is paid in full. RB 747.1.c.4: no Equip ability, no cost to pay
 * (null: it cannot be attached this way).
 */
export function weaponmasterBill(s: Parameters<typeof canPay>[0], gear: ObjId): Bill | null {
  const eq = def(s.objects[gear]).abilities.find((a) => a.kind === 'equip');
  if (eq?.kind !== 'equip') return null;
  // RB 744.1.c.4: with the alterations the Equip ability's own text makes to its cost.
  const bill = abilityBill(s, gear, equipCost(s, gear, eq));
  const i = bill.owed.power.indexOf('any');
  if (i >= 0) bill.owed.power.splice(i, 1);
  return bill;
}

export const keywordAbility: Procedure<RbGame> = (ctx, f, input) => {
  const s = ctx.state;
  const d = f.d as { kw: string; scope: Scope; item: number; top?: ObjId };
  const src = d.scope.source;
  const p = d.scope.controller ?? 0;
  const target = d.scope.targets?.[0]?.[0];
  switch (f.step) {
    case 0:
      switch (d.kw) {
        case 'temporary':
          // RB 742.1.b: kill it.
          if (src !== null && onBoard(s, src)) {
            f.step = 9;
            ctx.event({ type: 'kill', objs: [src], rule: 'RB 742.1.b', by: null });
            return;
          }
          break;
        case 'equip':
        case 'quick-draw':
          // RB 744.1.c.2, RB 745.1.d: attach the gear to the chosen unit (RB 421.1). RB 744.1,
          // RB 744.1.b, RB 744.1.b.2: the cost was paid as it was finalized; the unit becomes the
          // top-most card; RB 744.2: it is then equipped by the gear (716-attachment.ts `equipped`).
          // RB 745, RB 745.1: Quick-Draw's trigger, as the gear is played, attaches it the same way.
          if (src !== null && target !== undefined && canAttach(s, src, target)) {
            attach(ctx, src, target);
            // RB 744.2.a: being equipped is an event that triggers can refer to.
            if (d.kw === 'equip') fire(ctx, { type: 'equipped', obj: target, player: p, gear: src });
          }
          break;
        case 'vision': {
          // RB 743.1.b: look at the top card; RB 743.1.c: you may recycle it. RB 743.2.a, RB 743.2.b:
          // each instance looks as it resolves, so one that kept the card leaves it for the next to see.
          const top = s.zones[Z.deck(p)].objects.at(-1);
          if (top === undefined) break;
          ctx.reveal(top, [p]);
          d.top = top;
          f.step = 1;
          ctx.choose({
            player: p,
            kind: 'vision',
            prompt: { key: 'rb.vision', args: { c: ctx.ref(top) } },
            rule: 'RB 743.1.c',
            domain: {
              type: 'pick',
              min: 1,
              max: 1,
              options: [
                { id: 'keep', label: { key: 'rb.keep-top' }, value: false },
                { id: 'recycle', label: { key: 'rb.recycle-top' }, value: true },
              ],
            },
          });
          return;
        }
        case 'weaponmaster': {
          // RB 747.1.c.5: a card that cannot be paid for or attached stays where it is.
          // RB 747.1.c.6: no Equip ability is activated (nothing triggers on one); the unit is not chosen.
          if (src === null || target === undefined || !onBoard(s, src) || !canAttach(s, target, src)) break;
          const bill = weaponmasterBill(s, target);
          if (!bill || !canPay(s, p, bill)) break;
          f.step = 2;
          ctx.call('rb.pay', { p, bill });
          return;
        }
      }
      ctx.done();
      return;
    case 1: {
      const top = d.top!;
      if (s.objects[top]) {
        ctx.unreveal(top);
        if ((input as Option[])[0].value === true) recycleToDeck(ctx, p, [top]);
      }
      ctx.done();
      return;
    }
    case 2:
      if (src !== null && target !== undefined && canAttach(s, target, src)) attach(ctx, target, src);
      ctx.done();
      return;
    default:
      ctx.done();
  }
};
