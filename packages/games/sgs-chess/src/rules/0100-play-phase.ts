/**
 * SGS 1-出牌阶段: the idle points of the play phase. At each, the role may use a card from its hand
 * (by each method that has a legal target, within the per-phase limits of 专题三), take one of the
 * actions its skills and equipment offer (SGS 2.1: active skills; SGS 2.2 ❷: using cards as another
 * card), or end the phase. Only legal choices are offered. Using a card starts SGS 2.2 (需要使用) →
 * 2.3 (预使用: name, method, cards, targets) → 2.4 (使用).
 */
import { hasCheckpoint, type ObjId, type Option } from '@arbiter/kernel';
import { type RegisteredAction, registry } from '../content/registry.ts';
import { type C, msg, type P, type S } from '../state.ts';
import {
  alive,
  cardOption,
  choose,
  equipOf,
  handOf,
  kindOf,
  picked,
  pickedAll,
  roleName,
  trace,
} from './common.ts';
import { limitReached } from './zt3-usable.ts';
import { cardTargets, targetCount } from './zt4-targets.ts';

/** What a play-menu option stands for. */
type PlayChoice = { use: ObjId; method: number } | { action: string } | { end: true };

const END: Option = Object.freeze({
  id: 'end',
  label: Object.freeze(msg('sgs.end-play')),
  value: Object.freeze({ end: true }),
}) as Option;

/** The play menu of role r at an idle point. */
export function playOptions(ctx: { state: S; ref: (id: ObjId) => any }, r: number): Option[] {
  const s = ctx.state;
  const opts: Option[] = [];
  // legal targets depend only on the kind and method: found once per kind per menu
  // A Map, not an object literal: adding kind ids as properties of a fresh object made V8 build a
  // new hidden class per key at every idle point (measured: this line was 2 % of self-play time).
  // (A module function, not a closure made here: made at every idle point, a closure costs its
  // allocation and, where the sources run with kept names, a property definition; issue 10.)
  const found = new Map<string, boolean[]>();
  for (const id of handOf(s, r)) {
    const k = kindOf(s, id);
    if (!k.idle || limitReached(s, r, k.id)) continue;
    if (k.type === 'equip') opts.push(useOption(ctx, id, k.id, 0));
    else if (k.methods.length === 1) {
      if (hasTargets(found, s, r, k.id, 1)) opts.push(useOption(ctx, id, k.id, 0));
    } else
      for (let m = 1; m <= k.methods.length; m++)
        if (hasTargets(found, s, r, k.id, m)) opts.push(useOption(ctx, id, k.id, m));
  }
  const used = s.g.turn.actionsUsed;
  for (const a of registry().actions)
    if (!(a.limited && used.includes(a.file.id)) && a.available(s, r)) opts.push(actionOption(a));
  opts.push(END);
  return opts;
}

/** Whether a card of this kind used by `method` has a legal target, found once per menu (`found`). */
function hasTargets(found: Map<string, boolean[]>, s: S, r: number, kindId: string, method: number): boolean {
  let list = found.get(kindId);
  if (list === undefined) {
    list = [];
    found.set(kindId, list);
  }
  return (list[method] ??= cardTargets(s, r, kindId, method).length > 0);
}

function useOption(ctx: { ref: (id: ObjId) => any }, id: ObjId, kindId: string, method: number): Option {
  return {
    hint: msg(`ktext.${kindId}`),
    id: method ? `u${id}:${method}` : `u${id}`,
    label: method
      ? msg('sgs.use-card-method', { c: ctx.ref(id), n: method })
      : msg('sgs.use-card', { c: ctx.ref(id) }),
    obj: id,
    value: { use: id, method: method || 1 },
  };
}

const ACTION_OPTIONS = new Map<string, Option>();
function actionOption(a: RegisteredAction): Option {
  let o = ACTION_OPTIONS.get(a.optionId);
  if (!o) {
    o = Object.freeze({
      id: a.optionId,
      label: msg('sgs.use-hook', { h: msg(a.nameKey) }),
      hint: msg(a.hintKey),
      value: { action: a.optionId },
    }) as Option;
    ACTION_OPTIONS.set(a.optionId, o);
  }
  return o;
}

/** d = { role }. The loop of idle points. */
const play: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const r: number = f.d.role;
  for (;;) {
    switch (f.step) {
      case 0:
        if (!alive(g, r) || g.turn.died) {
          ctx.done();
          return;
        }
        // SGS 1-出牌阶段的空闲时间点: no event is in progress here, so last known information of
        // cards that moved earlier is no longer needed
        ctx.forgetLastKnown();
        f.step = 1;
        choose(
          ctx,
          r,
          'play',
          msg('sgs.idle', { who: roleName(g, r) }),
          'SGS 1-出牌阶段',
          playOptions(ctx, r),
        );
        return;
      case 1: {
        const choice = picked<PlayChoice>(input);
        if ('end' in choice) {
          // SGS 1-出牌阶段结束时: once, when the role ends the play phase (not at every idle point);
          // nothing acts at it
          trace(ctx, '1-出牌阶段结束时');
          ctx.done();
          return;
        }
        f.step = 0;
        if ('use' in choice) {
          const k = kindOf(s, choice.use);
          // Taking a use back (D24): until the card is used (SGS 2.4), its user may take it back.
          // A use that asks nothing before it is used (equipment, cards without a target choice)
          // is committed in this same run, so nothing could read or roll back its checkpoint: it
          // takes none (issue 10: 42 % of the checkpoints of a game were such).
          if (asksBeforeUse(k, choice.method)) ctx.checkpoint();
          ctx.call('sgs.declare', {
            role: r,
            kind: k.id,
            method: choice.method,
            cards: [choice.use],
            idle: true,
          });
          return;
        }
        const a = registry().actionById[choice.action];
        // SGS 2.1: the skill (or equipment skill) is used
        if (ctx.logging) ctx.log('SGS 2.1', 'sgs.skill-use', { who: roleName(g, r), s: msg(a.nameKey) });
        if (a.convert) {
          const pick = a.convert.pick ?? 1;
          const cards = pick > 1 ? handOf(s, r) : a.convert.cards!(s, r);
          f.d.action = a.optionId;
          // taken at step 0: taking the use back returns to the idle point (D24)
          ctx.checkpoint();
          f.step = 2;
          const options = cards.map((id) => cardOption(ctx, id));
          choose(
            ctx,
            r,
            'convert',
            pick > 1 ? msg('sgs.pick-two') : msg('sgs.pick-convert', { s: msg(a.nameKey) }),
            'SGS 2.2-需要使用此牌时❷',
            // a choice of exactly several cards has no "cancel": it is offered with the targets next
            pick > 1 ? options : withCancel(ctx, options),
            pick,
            pick,
          );
          return;
        }
        if (a.limited) g.turn.actionsUsed.push(a.file.id);
        ctx.call(a.procName!, { role: r });
        return;
      }
      case 2: {
        if (isCancel(input)) return takeBack(ctx, r);
        // SGS 2.2 ❷ → 2.3: the converted card is declared with the chosen cards
        const ids = pickedAll<ObjId>(input);
        const a = registry().actionById[f.d.action];
        f.step = 0;
        ctx.call('sgs.declare', {
          role: r,
          kind: a.convert!.as,
          method: 1,
          cards: ids,
          idle: true,
          noWeapon: ids.includes(equipOf(s, r, 'weapon') ?? -1),
          via: a.file.id,
        });
        return;
      }
    }
  }
};

/** Whether SGS 2.3 asks the user anything (the targets) for a card of this kind used by `method`. */
function asksBeforeUse(k: ReturnType<typeof kindOf>, method: number): boolean {
  return k.type !== 'equip' && targetCount(k.id, method) !== null;
}

const CANCEL: Option = Object.freeze({
  id: 'cancel',
  label: Object.freeze(msg('sgs.cancel')),
  value: 'cancel',
}) as Option;

/**
 * Taking a use back (stand-in, docs/decisions.md D24): while the user of a card at an idle point
 * still chooses its cards and targets (SGS 2.3, a kernel checkpoint is open), each such choice
 * offers "cancel", which returns the game to the idle point as it was.
 */
export function withCancel(ctx: { state: S }, options: Option[]): Option[] {
  return hasCheckpoint(ctx.state) ? [...options, CANCEL] : options;
}

export function isCancel(input: unknown): boolean {
  return Array.isArray(input) && input.some((o: Option) => o.id === 'cancel');
}

export function takeBack(ctx: C, r: number): void {
  ctx.rollback('SGS 2.3', msg('sgs.cancelled', { who: roleName(ctx.g, r) }));
}

export const playProcs: Record<string, P> = { 'sgs.play': play };
