/**
 * SGS 2.3 牌的预使用事件: the name (and the method) is declared, the cards chosen, then the legal
 * targets (专题四), and for the "<A>和<B>" form a second target (专题三). A card used at an idle point
 * counts against its name's per-phase limit (专题三). Then the use (SGS 2.4) begins.
 */
import { hasCheckpoint, type ObjId } from '@arbiter/kernel';
import { msg, type P } from '../state.ts';
import { isCancel, takeBack, withCancel } from './0100-play-phase.ts';
import { newUse } from './0204-use.ts';
import { choose, kind, pickedAll, roleOptions } from './common.ts';
import { cardTargets, targetCount } from './zt4-targets.ts';

/** d = { role, kind, method, cards, idle, noWeapon?, via? }. */
const declare: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const r: number = f.d.role;
  const k = kind(f.d.kind);
  if (f.step === 0) {
    const targets = cardTargets(s, r, k.id, f.d.method, f.d.noWeapon);
    const count = targetCount(k.id, f.d.method);
    if (k.type === 'equip') f.d.targets = [r];
    else if (!count) f.d.targets = targets;
    else {
      f.step = 1;
      choose(
        ctx,
        r,
        'target',
        msg('sgs.pick-target', { card: msg(`kind.${k.id}`) }),
        'SGS 专题四',
        count[0] <= 1 ? withCancel(ctx, roleOptions(g, targets)) : roleOptions(g, targets),
        count[0],
        Math.min(count[1], targets.length),
      );
      return;
    }
    f.step = 2;
  }
  // D24: the user takes the use back
  if ((f.step === 1 || f.step === 4) && isCancel(input)) return takeBack(ctx, r);
  if (f.step === 1) {
    f.d.targets = pickedAll<number>(input);
    f.step = 2;
    const second = k.file.secondTarget;
    if (second) {
      // 专题三 "<A>和<B>": then the second target
      f.step = 4;
      choose(
        ctx,
        r,
        'target',
        msg(second.prompt),
        'SGS 专题三',
        withCancel(ctx, roleOptions(g, second.targets(s, f.d.targets[0]))),
      );
      return;
    }
  }
  if (f.step === 4) {
    f.d.secondTarget = pickedAll<number>(input)[0];
    f.step = 2;
  }
  if (f.step === 2) {
    // D24: the card is used now (it moves, others may answer): it can no longer be taken back
    if (hasCheckpoint(s)) ctx.commit();
    // SGS 专题三: a card used at an idle point counts against its name's limit
    if (f.d.idle && k.limitPerPhase !== undefined)
      g.turn.usesThisPhase[k.cardName] = (g.turn.usesThisPhase[k.cardName] ?? 0) + 1;
    // The event gets its own lists: this frame keeps its own (a state is a tree, kernel `sharedInState`).
    const ev = newUse(s, r, k.id, (f.d.cards as ObjId[]).slice(), f.d.targets.slice(), f.d.method);
    if (f.d.via) ev.via = f.d.via;
    if (f.d.secondTarget !== undefined) ev.secondTarget = f.d.secondTarget;
    f.step = 3;
    ctx.event(ev);
    return;
  }
  ctx.done();
};

export const preUseProcs: Record<string, P> = { 'sgs.declare': declare };
