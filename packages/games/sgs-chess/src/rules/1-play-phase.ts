/**
 * SGS 1-出牌阶段: the idle points of the play phase. At each, the role may use a card
 * (普【杀】/射【杀】 within the per-phase limit, 【桃】 method ①, tricks, equipment), a conversion skill,
 * an active skill or equipment skill, or end the phase. Only legal choices are offered. Choosing a
 * card starts SGS 2.2 (需要使用) → 2.3 (预使用: name, method, cards, targets) → 2.4 (使用).
 */
import type { Msg, ObjId } from '@arbiter/kernel';
import {
  alive,
  allCardsOf,
  ask,
  type C,
  cardOpt,
  def,
  equipKind,
  equipOf,
  first,
  handOf,
  hasSkill,
  hasWeapon,
  isMale,
  isWounded,
  m,
  newEv,
  type P,
  pt,
  ROLES,
  roleName,
  type S,
} from '../core.ts';
import { isRed, KINDS } from '../data/cards.ts';
import { makeUse } from './2-02-use-card.ts';
import { nextSteps } from './2-18-movement.ts';
import {
  borrowVictims,
  cardTargets,
  isSha,
  kongcheng,
  shaLimitReached,
  shaTargets,
  targetCount,
} from './zt-legality.ts';

type Opt = { id: string; label: any; obj?: number; hint?: any };

/** Cards usable as 普【杀】 through a conversion skill, with whether each leaves a legal target. */
function wushengCards(s: S, r: number): ObjId[] {
  const w = equipOf(s, r, 'weapon');
  const any = shaTargets(s, r, 'sha', 1).length > 0;
  return allCardsOf(s, r).filter((id) => {
    const d = def(s, id);
    if (isSha(d.kind) || !isRed(d.suit)) return false;
    // using the weapon itself as the 【杀】 leaves the role without its range
    return id === w ? shaTargets(s, r, 'sha', 1, true).length > 0 : any;
  });
}

const ROLES_LIST = [0, 1, 2, 3, 4, 5];

/** 〖奇袭〗: black cards usable as 【过河拆桥】. */
function qixiCards(s: S, r: number): ObjId[] {
  if (cardTargets(s, r, 'guohe').length === 0) return [];
  return allCardsOf(s, r).filter((id) => {
    const d = def(s, id);
    return d.kind !== 'guohe' && (d.suit === 'S' || d.suit === 'C');
  });
}

function guoseCards(s: S, r: number): ObjId[] {
  if (cardTargets(s, r, 'le').length === 0) return [];
  return allCardsOf(s, r).filter((id) => def(s, id).suit === 'D' && def(s, id).kind !== 'le');
}

/** 〖离间〗 pairs (A uses 【决斗】 on B): both male, alive, B a legal target of A's 【决斗】 (专题四). */
export function lijianPairs(s: S, r: number): [number, number][] {
  const g = s.g;
  const out: [number, number][] = [];
  for (let a = 0; a < ROLES; a++) {
    if (a === r || !alive(g, a) || !isMale(g, a)) continue;
    for (let b = 0; b < ROLES; b++) {
      if (b === a || b === r || !alive(g, b) || !isMale(g, b)) continue;
      if (kongcheng(s, b)) continue;
      out.push([a, b]);
    }
  }
  return out;
}

export function playOptions(ctx: any, r: number): Opt[] {
  const s: S = ctx.state;
  const g = s.g;
  const opts: Opt[] = [];
  const canSha = !shaLimitReached(s, r);
  // targets depend only on the card's name (and method): compute each once
  const pu = canSha && shaTargets(s, r, 'sha', 1).length > 0;
  let she1: boolean | undefined;
  let she2: boolean | undefined;
  const byKind: Record<string, boolean> = {};
  for (const id of handOf(s, r)) {
    const k = def(s, id).kind;
    const K = KINDS[k];
    if (k === 'sha') {
      if (pu) opts.push(useOpt(ctx, id, ''));
    } else if (k === 'shesha') {
      if (!canSha) continue;
      she1 ??= shaTargets(s, r, 'shesha', 1).length > 0;
      she2 ??= shaTargets(s, r, 'shesha', 2).length > 0;
      if (she1) opts.push(useOpt(ctx, id, ':1'));
      if (she2) opts.push(useOpt(ctx, id, ':2'));
    } else if (k === 'tao') {
      if (isWounded(g, r)) opts.push(useOpt(ctx, id, ''));
    } else if (k === 'shan' || k === 'wuxie') {
      // not usable at an idle point
    } else if (K.type === 'equip' || (byKind[k] ??= cardTargets(s, r, k).length > 0)) {
      opts.push(useOpt(ctx, id, ''));
    }
  }
  const anySha = pu;
  if (canSha && hasSkill(g, r, 'wusheng') && wushengCards(s, r).length) opts.push(skillOpt('wusheng'));
  if (anySha && hasSkill(g, r, 'longdan') && handOf(s, r).some((id) => def(s, id).kind === 'shan'))
    opts.push(skillOpt('longdan'));
  if (anySha && hasWeapon(s, r, 'zhangba') && handOf(s, r).length >= 2)
    opts.push({
      id: 's:zhangba',
      label: m('sgs.use-hook', { h: m('equip.zhangba') }),
      hint: m('ktext.zhangba'),
    });
  if (hasSkill(g, r, 'guose') && guoseCards(s, r).length) opts.push(skillOpt('guose'));
  if (hasSkill(g, r, 'qixi') && qixiCards(s, r).length) opts.push(skillOpt('qixi'));
  const hand = handOf(s, r);
  const others = ROLES_LIST.filter((t) => t !== r && alive(g, t));
  if (hasSkill(g, r, 'rende') && hand.length && others.length) opts.push(skillOpt('rende'));
  if (hasSkill(g, r, 'zhiheng') && !g.t.used.includes('zhiheng') && allCardsOf(s, r).length)
    opts.push(skillOpt('zhiheng'));
  if (hasSkill(g, r, 'kurou') && g.roles[r].hp > 0) opts.push(skillOpt('kurou'));
  if (
    hasSkill(g, r, 'qingnang') &&
    !g.t.used.includes('qingnang') &&
    hand.length &&
    ROLES_LIST.some((t) => alive(g, t) && isWounded(g, t))
  )
    opts.push(skillOpt('qingnang'));
  if (
    hasSkill(g, r, 'jieyin') &&
    !g.t.used.includes('jieyin') &&
    hand.length >= 2 &&
    ROLES_LIST.some((t) => t !== r && alive(g, t) && isMale(g, t) && isWounded(g, t))
  )
    opts.push(skillOpt('jieyin'));
  if (
    hasSkill(g, r, 'lijian') &&
    !g.t.used.includes('lijian') &&
    allCardsOf(s, r).length &&
    lijianPairs(s, r).length
  )
    opts.push(skillOpt('lijian'));
  if (hasSkill(g, r, 'fanjian') && !g.t.used.includes('fanjian') && handOf(s, r).length)
    opts.push(skillOpt('fanjian'));
  if (hasSkill(g, r, 'mashu') && !g.t.used.includes('mashu') && nextSteps(s, r, g.roles[r].cell, 2).length)
    opts.push(skillOpt('mashu'));
  if (
    equipKind(s, r, 'horse') === 'jingong' &&
    !g.t.used.includes('jingong') &&
    nextSteps(s, r, g.roles[r].cell, 1).length
  )
    opts.push({
      id: 's:jingong',
      label: m('sgs.use-hook', { h: m('equip.jingong') }),
      hint: m('ktext.jingong'),
    });
  opts.push({ id: 'end', label: m('sgs.end-play') });
  return opts;
}

function useOpt(ctx: any, id: ObjId, method: string): Opt {
  return {
    hint: m(`ktext.${def(ctx.state, id).kind}`),
    id: `u${id}${method}`,
    label: method
      ? m('sgs.use-card-method', { c: ctx.ref(id), n: Number(method.slice(1)) })
      : m('sgs.use-card', { c: ctx.ref(id) }),
    obj: id,
  };
}
function skillOpt(s: string): Opt {
  return { id: `s:${s}`, label: m('sgs.use-hook', { h: m(`skill.${s}`) }), hint: m(`stext.${s}`) };
}

/** d = {r}. The loop of idle points. */
const play: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const r: number = f.d.r;
  for (;;) {
    switch (f.step) {
      case 0:
        if (!alive(g, r) || g.t.died) {
          ctx.done();
          return;
        }
        // SGS 1-出牌阶段的空闲时间点: no event is in progress here, so last known information of
        // cards that moved earlier is no longer needed
        ctx.forgetLastKnown();
        f.step = 1;
        ask(ctx, r, 'play', m('sgs.idle', { who: roleName(g, r) }), 'SGS 1-出牌阶段', playOptions(ctx, r));
        return;
      case 1: {
        const a = first(input);
        if (a === 'end') {
          // SGS 1-出牌阶段结束时: once, when the role ends the play phase (not at every idle point);
          // nothing acts at it
          pt(ctx, '1-出牌阶段结束时');
          ctx.done();
          return;
        }
        f.step = 0;
        if (a[0] === 'u') {
          const [idPart, method] = a.slice(1).split(':');
          const id = Number(idPart);
          // Back-out (docs/decisions.md D24): until the card is used, its user may take it back.
          ctx.checkpoint();
          ctx.call('sgs.declare', {
            r,
            name: def(s, id).kind,
            method: Number(method ?? 1),
            cards: [id],
            idle: true,
          });
          return;
        }
        const sk = a.slice(2);
        if (ctx.logging)
          ctx.log('SGS 2.1', 'sgs.skill-use', {
            who: roleName(g, r),
            s: m(sk === 'zhangba' || sk === 'jingong' ? `equip.${sk}` : `skill.${sk}`),
          });
        switch (sk) {
          case 'wusheng':
          case 'longdan':
          case 'qixi':
          case 'guose': {
            const cards =
              sk === 'wusheng'
                ? wushengCards(s, r)
                : sk === 'guose'
                  ? guoseCards(s, r)
                  : sk === 'qixi'
                    ? qixiCards(s, r)
                    : handOf(s, r).filter((id) => def(s, id).kind === 'shan');
            f.d.sk = sk;
            ctx.checkpoint(); // taken at step 0: a rollback returns to the idle point (D24)
            f.step = 2;
            ask(
              ctx,
              r,
              'convert',
              m('sgs.pick-convert', { s: m(`skill.${sk}`) }),
              'SGS 2.2-需要使用此牌时❷',
              withCancel(
                ctx,
                cards.map((id) => cardOpt(ctx, id)),
              ),
            );
            return;
          }
          case 'zhangba':
            f.d.sk = sk;
            ctx.checkpoint();
            f.step = 2;
            ask(
              ctx,
              r,
              'convert',
              m('sgs.pick-two'),
              'SGS 2.2-需要使用此牌时❷',
              // exactly two cards, so no "cancel" here: it is offered with the targets next
              handOf(s, r).map((id) => cardOpt(ctx, id)),
              2,
              2,
            );
            return;
          case 'mashu':
          case 'jingong':
            g.t.used.push(sk);
            ctx.call('sgs.move', { r, len: sk === 'mashu' ? 2 : 1, why: sk });
            return;
          case 'rende':
          case 'kurou':
            ctx.call(`sgs.sk.${sk}`, { r });
            return;
          default:
            g.t.used.push(sk);
            ctx.call(`sgs.sk.${sk}`, { r });
            return;
        }
      }
      case 2: {
        if (isCancel(input)) return takeBack(ctx, r);
        const ids = (input as string[]).map((x) => Number(x.slice(1)));
        const sk = f.d.sk;
        f.step = 0;
        ctx.call('sgs.declare', {
          r,
          name: sk === 'guose' ? 'le' : sk === 'qixi' ? 'guohe' : 'sha',
          method: 1,
          cards: ids,
          idle: true,
          noWeapon: ids.includes(equipOf(s, r, 'weapon') ?? -1),
          as: sk,
        });
        return;
      }
    }
  }
};

/**
 * SGS 2.3 牌的预使用事件: the name (and kind of 【杀】, method of 射杀/【桃】) is declared, the
 * cards chosen, then the legal targets. d = {r, name, method, cards, idle, noWeapon, as}.
 */
const declare: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const r: number = f.d.r;
  if (f.step === 0) {
    const name: string = f.d.name;
    const targets = isSha(name)
      ? shaTargets(s, r, name, f.d.method, f.d.noWeapon)
      : cardTargets(s, r, name, f.d.method);
    const tc = targetCount(name);
    if (KINDS[name].type === 'equip') f.d.targets = [r];
    else if (!tc) f.d.targets = targets;
    else {
      f.step = 1;
      ask(
        ctx,
        r,
        'target',
        m('sgs.pick-target', { card: m(`kind.${name}`) }),
        'SGS 专题四',
        tc[0] <= 1
          ? withCancel(
              ctx,
              targets.map((t) => ({ id: `r${t}`, label: roleName(g, t) })),
            )
          : targets.map((t) => ({ id: `r${t}`, label: roleName(g, t) })),
        tc[0],
        Math.min(tc[1], targets.length),
      );
      return;
    }
    f.step = 2;
  }
  if ((f.step === 1 || f.step === 4) && isCancel(input)) return takeBack(ctx, r);
  if (f.step === 1) {
    f.d.targets = (input as string[]).map((x) => Number(x.slice(1)));
    f.step = 2;
    if (f.d.name === 'jiedao') {
      // 专题三 "<A>和<B>": then the second target, a role within A's attack range
      f.step = 4;
      ask(
        ctx,
        r,
        'target',
        m('sgs.borrow-victim'),
        'SGS 专题三',
        withCancel(
          ctx,
          borrowVictims(s, f.d.targets[0]).map((t) => ({ id: `r${t}`, label: roleName(g, t) })),
        ),
      );
      return;
    }
  }
  if (f.step === 4) {
    f.d.victim = Number((input as string[])[0].slice(1));
    f.step = 2;
  }
  if (f.step === 2) {
    // D24: the card is used now (it moves, others may answer): it can no longer be taken back
    if (s.checkpoint !== undefined) ctx.commit();
    // SGS 专题三: a 【杀】 used at an idle point counts against the phase limit
    if (f.d.idle && isSha(f.d.name)) g.t.sha++;
    const ev = makeUse(s, r, f.d.name, f.d.cards, f.d.targets, f.d.method);
    if (f.d.as) ev.as = f.d.as;
    if (f.d.victim !== undefined) ev.victim = f.d.victim;
    f.step = 3;
    ctx.call('sgs.use', { ev: newEv(g, ev) });
    return;
  }
  ctx.done();
};

/**
 * Taking a use back (stand-in, docs/decisions.md D24): while the player still chooses the cards
 * and targets of a card used at an idle point (a checkpoint is open), each choice offers "cancel";
 * choosing it returns the game to the idle point as it was.
 */
function withCancel<T extends { id: string; label: Msg }>(
  ctx: C,
  options: T[],
): (T | { id: string; label: Msg })[] {
  return ctx.state.checkpoint === undefined
    ? options
    : [...options, { id: 'cancel', label: m('sgs.cancel') }];
}

function isCancel(input: unknown): boolean {
  return Array.isArray(input) && input.includes('cancel');
}

function takeBack(ctx: C, r: number): void {
  ctx.rollback('SGS 2.3', { key: 'sgs.cancelled', args: { who: roleName(ctx.g, r) } });
}

export const playProcs: Record<string, P> = { 'sgs.play': play, 'sgs.declare': declare };
