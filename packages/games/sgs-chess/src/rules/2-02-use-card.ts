/**
 * SGS 2.2 需要使用牌事件, 2.3 牌的预使用事件, 2.4 牌的使用事件 (with its loop over current targets
 * between 循环点A and 循环点B), 2.5–2.7 需要打出 / 预打出 / 打出 as responses, the 【无懈可击】 window,
 * and the effects of the cards (作用效果) in the card vocabulary.
 */
import type { ObjId } from '@arbiter/kernel';
import {
  alive,
  allCardsOf,
  ask,
  cardOpt,
  clearProc,
  def,
  discardCards,
  draw,
  equipOf,
  first,
  handOf,
  hasArmor,
  hasSkill,
  hasWeapon,
  kind,
  livingFrom,
  m,
  newEv,
  type P,
  pt,
  roleName,
  type S,
  SLOT_ZONE,
  seatOf,
  terrainAt,
  topOfDeck,
  Z,
} from '../core.ts';
import { isBlack, isRed, KINDS } from '../data/cards.ts';
import { runTiming } from '../timing.ts';
import { isSha, shaTargets } from './zt-legality.ts';

/** A use event (SGS 2.4). */
export interface UseEv {
  user: number;
  /** card kind used (牌名); for 【杀】 'sha' (普杀) or 'shesha' (射杀) */
  name: string;
  method: number;
  /** physical cards (hand/equip ids before the use, processing-area ids after) */
  cards: ObjId[];
  targets: number[];
  /** no physical card (〖离间〗): no colour, suit or rank */
  virtual: boolean;
  suit: string;
  nature: 'normal' | 'fire' | 'thunder';
  /** 五谷丰登: the revealed cards; 借刀杀人: the second target */
  pool?: ObjId[];
  victim?: number;
  /** per-target marks set by skills and equipment */
  noShan: number[];
  need2: number[];
  invalid: number[];
  ignoreArmor: boolean;
  hit: boolean;
  /** current target (循环点A..B) */
  cur: number;
  ti: number;
  /** conversion name for the log ("as") */
  as?: string;
}

export function makeUse(
  s: S,
  user: number,
  name: string,
  cards: ObjId[],
  targets: number[],
  method = 1,
): UseEv {
  let suit = '';
  if (cards.length === 1) suit = def(s, cards[0]).suit;
  else if (cards.length > 1) {
    // SGS 2.3: several cards → colour if all share it, no suit
    const reds = cards.filter((c) => isRed(def(s, c).suit)).length;
    suit = reds === cards.length ? 'red' : reds === 0 ? 'black' : '';
  }
  return {
    user,
    name,
    method,
    cards,
    targets,
    virtual: cards.length === 0,
    suit,
    nature: 'normal',
    noShan: [],
    need2: [],
    invalid: [],
    ignoreArmor: false,
    hit: false,
    cur: -1,
    ti: 0,
  };
}

export function suitIsBlack(suit: string): boolean {
  return suit === 'black' || isBlack(suit as any);
}

/**
 * SGS 2.4 牌的使用事件. d = {ev}. Returns nothing. Timings: 声明使用牌后, 选择目标后, 牌被使用时,
 * 指定目标时, 成为目标时, 指定目标后, 成为目标后, 使用结算准备结束时, then per target 对当前目标使用结算
 * 开始时, 生效前 (responses), 被抵消后, 生效时, 生效后, and finally 使用结算结束后.
 */
const use: P = (ctx, f, input) => {
  const g = ctx.g;
  const ev: UseEv = g.evs[f.d.ev];
  for (;;) {
    switch (f.step) {
      case 0: {
        // SGS 2.4: the physical cards go to the processing area first
        ev.cards = ev.cards.map((id) => ctx.move(id, Z.proc).id);
        if (ctx.logging)
          ctx.log('SGS 2.4', 'sgs.use', {
            who: roleName(g, ev.user),
            card: m(`kind.${ev.name}`),
            cards: ev.cards.map((c) => ctx.ref(c)),
            to: ev.targets.map((t) => roleName(g, t)),
          });
        pt(ctx, '2.4-声明使用牌后');
        pt(ctx, '2.4-选择目标后');
        // SGS 2.4-声明使用牌后 / SGS 2.4-选择目标后: nothing acts here in this card set
        // SGS 2.4-牌被使用时: 〖集智〗
        if (runTiming(ctx, f, '2.4-牌被使用时', f.d.ev, 1)) return;
        continue;
      }
      case 1:
        pt(ctx, '2.4-指定目标时');
        // SGS 2.4-指定目标时: nothing acts. SGS 2.4-成为目标时: 〖流离〗, for each target in turn
        ev.ti = 0;
        f.step = 2;
        continue;
      case 2:
        if (ev.ti >= ev.targets.length) {
          ev.ti = 0;
          f.step = 3;
          continue;
        }
        ev.cur = ev.targets[ev.ti++];
        if (runTiming(ctx, f, '2.4-成为目标时', f.d.ev, 2)) return;
        continue;
      case 3:
        // SGS 2.4-指定目标后: 〖铁骑〗, 〖无双①〗, 〖雌雄双股剑〗, 〖青釭剑〗, 〖朱雀羽扇〗
        if (ev.ti >= ev.targets.length) {
          ev.ti = 0;
          f.step = 4;
          continue;
        }
        ev.cur = ev.targets[ev.ti++];
        if (runTiming(ctx, f, '2.4-指定目标后', f.d.ev, 3)) return;
        continue;
      case 4:
        // SGS 2.4-成为目标后: 〖无双③〗
        if (ev.ti >= ev.targets.length) {
          f.step = 5;
          continue;
        }
        ev.cur = ev.targets[ev.ti++];
        if (runTiming(ctx, f, '2.4-成为目标后', f.d.ev, 4)) return;
        continue;
      case 5: {
        pt(ctx, '2.4-使用结算准备结束时');
        // SGS 2.4-使用结算准备结束时: nothing acts. Then equipment and delayed tricks are placed.
        const k = KINDS[ev.name];
        if (k.type === 'equip') {
          // SGS 2.4: the new equipment replaces the old one in its slot
          const zone = SLOT_ZONE[k.slot!](ev.user);
          const old = ctx.state.zones[zone].objects[0];
          if (old !== undefined) discardCards(ctx, [old], 'SGS 2.4', ev.user);
          ctx.move(ev.cards[0], zone);
          if (ctx.logging)
            ctx.log('SGS 2.4', 'sgs.equip', { who: roleName(g, ev.user), c: ctx.ref(ev.cards[0]) });
          return finish(ctx, f);
        }
        if (k.type === 'delay') {
          const t = ev.targets[0];
          if (ev.cards.length && alive(g, t)) {
            ctx.move(ev.cards[0], Z.delay(t), { data: { as: ev.name } });
          }
          return finish(ctx, f);
        }
        // SGS 2.4: targets whose role is dead leave the list; the rest are ordered into the final
        // list in seat order starting from the user (D21)
        ev.targets = ev.targets.filter((t) => alive(g, t));
        if (ev.targets.length > 1) {
          const u = Math.max(ev.user, 0);
          ev.targets.sort((a, b) => ((a - u + 6) % 6) - ((b - u + 6) % 6));
        }
        if (ev.name === 'wugu') {
          // 五谷丰登: as many cards as targets are revealed into the processing area
          ev.pool = [];
          for (let i = 0; i < ev.targets.length; i++) {
            const top = topOfDeck(ctx);
            if (top === undefined) break;
            ev.pool.push(ctx.move(top, Z.proc).id);
          }
          if (ctx.logging) ctx.log('SGS 2.4', 'sgs.harvest-show', { cards: ev.pool.map((c) => ctx.ref(c)) });
        }
        ev.ti = 0;
        f.step = 6;
        continue;
      }
      case 6: {
        // (循环点A)
        if (ev.ti >= ev.targets.length || (!alive(g, ev.user) && ev.name === 'juedou')) {
          f.step = 20;
          continue;
        }
        ev.cur = ev.targets[ev.ti];
        ev.hit = false;
        if (!alive(g, ev.cur)) {
          ev.ti++;
          continue;
        }
        // SGS 2.4-对当前目标使用结算开始时: 〖仁王盾〗
        if (runTiming(ctx, f, '2.4-对当前目标使用结算开始时', f.d.ev, 7)) return;
        continue;
      }
      case 7: {
        // 【桃园结义】 has no effect on a role at full HP (standard rule; no 【无懈可击】 window then)
        if (ev.name === 'taoyuan' && g.roles[ev.cur].hp >= g.roles[ev.cur].max) ev.invalid.push(ev.cur);
        if (ev.invalid.includes(ev.cur)) {
          if (ctx.logging)
            ctx.log('SGS 2.4', 'sgs.invalid', { who: roleName(g, ev.cur), card: m(`kind.${ev.name}`) });
          ev.ti++;
          f.step = 6;
          continue;
        }
        // SGS 2.4-对当前目标生效前: responses (【闪】 to 【杀】, 【无懈可击】 to tricks)
        pt(ctx, '2.4-对当前目标生效前');
        if (isSha(ev.name)) {
          f.d.shan = 0;
          f.step = 8;
          callShan(ctx, ev);
          return;
        }
        if (KINDS[ev.name].type !== 'trick') {
          f.step = 11;
          continue;
        }
        f.step = 9;
        ctx.call('sgs.wuxie', { ev: f.d.ev, target: ev.cur, cancelled: false });
        return;
      }
      case 8: {
        if (input?.ok && ev.need2.includes(ev.cur) && ++f.d.shan < 2) {
          // 〖无双①〗: the first 【闪】 has no effect; a second 生效前 of this 【杀】 follows
          pt(ctx, '2.4-对当前目标生效前');
          callShan(ctx, ev);
          return;
        }
        if (input?.ok) {
          // SGS 2.4-被抵消后: 〖贯石斧〗, 〖青龙偃月刀〗
          if (ctx.logging) ctx.log('SGS 2.4-被抵消后', 'sgs.offset', { who: roleName(g, ev.cur) });
          if (runTiming(ctx, f, '2.4-被抵消后', f.d.ev, 10)) return;
          continue;
        }
        f.step = 11;
        continue;
      }
      case 9:
        if (input?.cancelled) {
          ev.ti++;
          f.step = 6;
          continue;
        }
        f.step = 11;
        continue;
      case 10:
        // after 被抵消后: only 〖贯石斧〗 makes it take effect anyway
        if (!ev.hit) {
          ev.ti++;
          f.step = 6;
          continue;
        }
        f.step = 11;
        continue;
      case 11:
        // SGS 2.4-对当前目标生效时 → SGS 2.4-对当前目标生效后: the card's effect on the current target
        pt(ctx, '2.4-对当前目标生效时');
        pt(ctx, '2.4-对当前目标生效后');
        f.step = 12;
        ctx.call('sgs.effect', { ev: f.d.ev, t: ev.cur, i: 0 });
        return;
      case 12:
        // (循环点B)
        ev.ti++;
        f.step = 6;
        continue;
      case 20:
        pt(ctx, '2.4-使用结算结束后');
        // SGS 2.4-使用结算结束后: nothing acts
        return finish(ctx, f);
    }
  }
};

/** 对当前目标生效前 of a 【杀】: the target may use one 【闪】 (SGS 2.2 需要使用). */
function callShan(ctx: any, ev: UseEv): void {
  ctx.call('sgs.respond', {
    r: ev.cur,
    card: 'shan',
    mode: 'use',
    n: 1,
    got: 0,
    noShan: ev.noShan.includes(ev.cur),
    ignoreArmor: ev.ignoreArmor,
    tried: [],
  });
}

function finish(ctx: any, f: any): void {
  const ev: UseEv = ctx.g.evs[f.d.ev];
  // SGS 2.8: cards left in the processing area go to the discard pile as the event ends
  clearProc(ctx, ev.cards);
  if (ev.pool) clearProc(ctx, ev.pool);
  delete ctx.g.evs[f.d.ev];
  ctx.done();
}

/**
 * 作用效果: the card's effect on one target, in the card vocabulary (data/cards.ts). d = {ev, t, i}.
 */
const effect: P = (ctx, f, input) => {
  const g = ctx.g;
  const ev: UseEv = g.evs[f.d.ev];
  const t: number = f.d.t;
  const ops = KINDS[ev.name].effect;
  for (;;) {
    if (f.step === 1) {
      // an op that called a procedure has finished
      f.d.i++;
      f.step = 0;
    }
    if (f.step === 2) {
      // answer to a dismantle / snatch choice
      const pick = first(input);
      const id = resolvePick(ctx.state, t, pick);
      if (f.d.op === 'dismantle') discardCards(ctx, [id], 'SGS 2.4-对当前目标生效后', t);
      else {
        ctx.move(id, Z.hand(ev.user));
        if (ctx.logging)
          ctx.log('SGS 2.4-对当前目标生效后', 'sgs.take', {
            who: roleName(g, ev.user),
            from: roleName(g, t),
          });
      }
      f.d.i++;
      f.step = 0;
    }
    if (f.step === 3) {
      // result of a demand
      if (!input?.ok && alive(g, t)) {
        f.step = 1;
        ctx.call('sgs.damage', { ev: newEv(g, dmg(ev.user, t, 1, ev)) });
        return;
      }
      f.d.i++;
      f.step = 0;
    }
    if (f.step === 4) {
      // result of a judgement for a delayed trick
      const op = ops[f.d.i] as any;
      if (input.suit !== op.suit) {
        if (op.phase === 'play') g.t.skipPlay = true;
        else g.t.skipDraw = true;
        // the skip itself is logged when the phase comes (SGS 1-摸牌阶段 / SGS 1-出牌阶段)
      }
      f.d.i++;
      f.step = 0;
    }
    if (f.step === 5) {
      // the harvest choice
      ctx.move(Number(first(input).slice(1)), Z.hand(t));
      f.d.i++;
      f.step = 0;
    }
    if (f.step === 6) {
      const a = first(input);
      if (a === 'give') {
        const w = equipOf(ctx.state, t, 'weapon');
        if (w !== undefined) {
          ctx.move(w, Z.hand(ev.user));
          if (ctx.logging)
            ctx.log('SGS 2.4-对当前目标生效后', 'sgs.take', {
              who: roleName(g, ev.user),
              from: roleName(g, t),
            });
        }
        f.d.i++;
        f.step = 0;
      } else {
        // a 【杀】 used outside an idle point: not counted against any limit (专题三)
        const [idp, mp] = a.slice(1).split(':');
        const id = Number(idp);
        const nev = makeUse(ctx.state, t, def(ctx.state, id).kind, [id], [ev.victim!], Number(mp));
        f.step = 1;
        ctx.call('sgs.use', { ev: newEv(g, nev) });
        return;
      }
    }
    if (f.step === 7) {
      // 闪电: ♠2–9 strikes its holder for 3 thunder damage; otherwise it moves on (delayUse)
      const op = ops[f.d.i] as any;
      if (input.suit === 'S' && input.rank >= 2 && input.rank <= 9) {
        const d = dmg(-1, t, op.n, ev);
        d.nat = 'thunder';
        f.step = 1;
        ctx.call('sgs.damage', { ev: newEv(g, d) });
        return;
      }
      (ev as any).moveOn = true;
      f.d.i++;
      f.step = 0;
    }
    const op = ops[f.d.i];
    if (!op || !alive(g, t) || ctx.state.result) {
      ctx.done();
      return;
    }
    switch (op.op) {
      case 'damage':
        f.step = 1;
        ctx.call('sgs.damage', { ev: newEv(g, dmg(ev.user, t, op.n, ev)) });
        return;
      case 'recover':
        f.step = 1;
        ctx.call('sgs.recover', { r: t, n: op.n, rule: 'SGS 2.4-对当前目标生效后' });
        return;
      case 'draw':
        draw(ctx, t, op.n, 'SGS 2.4-对当前目标生效后');
        f.d.i++;
        continue;
      case 'dismantle':
      case 'snatch': {
        const opts = pickCardOptions(ctx, t, true);
        if (opts.length === 0) {
          f.d.i++;
          continue;
        }
        f.d.op = op.op;
        f.step = 2;
        ask(
          ctx,
          ev.user,
          'pick-card',
          m('sgs.pick-card-of', { who: roleName(g, t) }),
          'SGS 2.4-对当前目标生效后',
          opts,
        );
        return;
      }
      case 'demand':
        f.step = 3;
        ctx.call('sgs.respond', { r: t, card: op.card, mode: 'play', n: op.n, got: 0, tried: [] });
        return;
      case 'duel':
        f.step = 1;
        ctx.call('sgs.duel', { ev: f.d.ev, a: ev.user, b: t, cur: t, n: 0 });
        return;
      case 'judge-skip':
        f.step = 4;
        ctx.call('sgs.judge', { r: t, why: ev.name });
        return;
      case 'harvest': {
        // 五谷丰登: the current target takes one of the revealed cards still there
        const left = (ev.pool ?? []).filter((c) => ctx.state.objects[c]?.zone === Z.proc);
        if (left.length === 0) {
          f.d.i++;
          continue;
        }
        f.step = 5;
        ask(
          ctx,
          t,
          'harvest',
          m('sgs.harvest'),
          'SGS 2.4-对当前目标生效后',
          left.map((c) => cardOpt(ctx, c)),
        );
        return;
      }
      case 'borrow': {
        // 借刀杀人: use a 【杀】 on the second target, or hand the weapon to the user
        const v = ev.victim ?? -1;
        const opts: { id: string; label: any; obj?: number }[] = [];
        if (v >= 0 && alive(g, v))
          for (const id of handOf(ctx.state, t)) {
            const k = def(ctx.state, id).kind;
            if (k === 'sha' && shaTargets(ctx.state, t, 'sha', 1).includes(v))
              opts.push({ ...cardOpt(ctx, id), id: `c${id}:1` });
            else if (k === 'shesha') {
              if (shaTargets(ctx.state, t, 'shesha', 1).includes(v))
                opts.push({ ...cardOpt(ctx, id), id: `c${id}:1` });
              else if (shaTargets(ctx.state, t, 'shesha', 2).includes(v))
                opts.push({ ...cardOpt(ctx, id), id: `c${id}:2` });
            }
          }
        const weapon = equipOf(ctx.state, t, 'weapon');
        if (weapon !== undefined && ev.user >= 0) opts.push({ id: 'give', label: m('sgs.borrow-give') });
        if (opts.length === 0) {
          f.d.i++;
          continue;
        }
        f.step = 6;
        ask(ctx, t, 'borrow', m('sgs.borrow', { who: roleName(g, v) }), 'SGS 2.4-对当前目标生效后', opts);
        return;
      }
      case 'lightning':
        f.step = 7;
        ctx.call('sgs.judge', { r: t, why: ev.name });
        return;
    }
  }
};

export function dmg(src: number, to: number, n: number, ev: UseEv | null) {
  return {
    src,
    to,
    n,
    nat: ev ? ev.nature : 'normal',
    chan: ev ? ev.name : 'skill',
    cards: ev ? ev.cards : [],
    prevented: false,
  };
}

/**
 * Options to pick one card of role t by someone else: hand cards by position only (hidden),
 * equipment and delayed tricks by id (public).
 */
export function pickCardOptions(ctx: any, t: number, withDelay: boolean) {
  const s: S = ctx.state;
  const opts: { id: string; label: any; obj?: number }[] = [];
  const hand = handOf(s, t);
  for (let i = 0; i < hand.length; i++)
    opts.push({ id: `hand:${i}`, label: m('sgs.hand-card', { i: i + 1 }) });
  for (const slot of ['weapon', 'armor', 'horse'] as const) {
    const id = equipOf(s, t, slot);
    if (id !== undefined) opts.push(cardOpt(ctx, id));
  }
  if (withDelay) for (const id of s.zones[Z.delay(t)].objects) opts.push(cardOpt(ctx, id));
  return opts;
}

export function resolvePick(s: S, t: number, pick: string): ObjId {
  if (pick.startsWith('hand:')) return handOf(s, t)[Number(pick.slice(5))];
  return Number(pick.slice(1));
}

/**
 * 决斗 (作用效果): starting with the target, the two alternately play 【杀】; 〖无双②③〗: the opponent
 * of 吕布 must play two each time. d = {ev, a, b, cur}.
 */
const duel: P = (ctx, f, input) => {
  const g = ctx.g;
  const ev: UseEv = g.evs[f.d.ev];
  if (f.step === 0) {
    const cur: number = f.d.cur;
    const other = cur === f.d.a ? f.d.b : f.d.a;
    if (!alive(g, cur) || !alive(g, other)) {
      ctx.done();
      return;
    }
    // SGS 2.4-指定目标后 〖无双②〗 / SGS 2.4-成为目标后 〖无双③〗: two 【杀】 against 吕布
    const n = hasSkill(g, other, 'wushuang') ? 2 : 1;
    f.step = 1;
    ctx.call('sgs.respond', { r: cur, card: 'sha', mode: 'play', n, got: 0, tried: [] });
    return;
  }
  if (f.step === 1) {
    const cur: number = f.d.cur;
    const other = cur === f.d.a ? f.d.b : f.d.a;
    if (!input?.ok) {
      f.step = 2;
      ctx.call('sgs.damage', { ev: newEv(g, dmg(other, cur, 1, ev)) });
      return;
    }
    f.d.cur = other;
    f.step = 0;
    return;
  }
  ctx.done();
};

/**
 * SGS 2.2 / 2.5: a role needs to use (or play) 【闪】 / 【杀】 in response. Timings 需要使用此牌时❶
 * (〖树林②〗, 〖八卦阵〗) then ❷ (〖倾国〗, 〖龙胆①②〗, 〖武圣〗, 〖丈八蛇矛〗), then a plain card.
 * d = {r, card, mode, n, got, noShan, ignoreArmor, tried}. Returns {ok}.
 */
const respond: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const r: number = f.d.r;
  const card: 'shan' | 'sha' = f.d.card;
  const rule = f.d.mode === 'use' ? 'SGS 2.2' : 'SGS 2.5';
  // SGS 2.2-需要使用此牌时❶ / SGS 2.5-需要打出此牌时❶ and SGS 2.2-需要使用此牌时❷ / SGS 2.5-需要打出此牌时❷
  const pt1 = f.d.mode === 'use' ? '2.2-需要使用此牌时❶' : '2.5-需要打出此牌时❶';
  const pt2 = f.d.mode === 'use' ? '2.2-需要使用此牌时❷' : '2.5-需要打出此牌时❷';
  for (;;) {
    switch (f.step) {
      case 0: {
        if (f.d.got >= f.d.n) {
          ctx.done({ ok: true });
          return;
        }
        if (!alive(g, r) || (card === 'shan' && f.d.noShan)) {
          if (f.d.noShan && ctx.logging)
            ctx.log('SGS 2.4-指定目标后', 'sgs.no-shan', { who: roleName(g, r) });
          ctx.done({ ok: false });
          return;
        }
        // ❶: 〖树林②〗 and 〖八卦阵〗 (a judgement standing for a 【闪】)
        pt(ctx, pt1);
        const opts: { id: string; label: any }[] = [];
        if (card === 'shan') {
          if (terrainAt(g, r) === 'forest' && !f.d.tried.includes('forest'))
            opts.push({ id: 'forest', label: m('sgs.use-hook', { h: m('terrain.forest2') }) });
          if (hasArmor(s, r, 'bagua') && !f.d.ignoreArmor && !f.d.tried.includes('bagua'))
            opts.push({ id: 'bagua', label: m('sgs.use-hook', { h: m('equip.bagua') }) });
        }
        if (opts.length === 0) {
          f.step = 2;
          continue;
        }
        opts.push({ id: 'no', label: m('sgs.decline') });
        f.step = 1;
        ask(
          ctx,
          r,
          'respond-judge',
          m('sgs.need', { who: roleName(g, r), card: m(`need.${card}`) }),
          `SGS ${pt1}`,
          opts,
        );
        return;
      }
      case 1: {
        const a = first(input);
        if (a === 'no') {
          f.step = 2;
          continue;
        }
        f.d.tried.push(a);
        f.d.judging = a;
        f.step = 5;
        ctx.call('sgs.judge', { r, why: a });
        return;
      }
      case 5: {
        // 〖树林②〗: ♥ counts; 〖八卦阵〗: red counts
        const ok = f.d.judging === 'forest' ? input.suit === 'H' : isRed(input.suit);
        if (ok) {
          f.d.got++;
          f.d.tried = [];
          if (ctx.logging)
            ctx.log(rule, f.d.mode === 'use' ? 'sgs.use-virtual' : 'sgs.play-virtual', {
              who: roleName(g, r),
              card: m(`need.${card}`),
            });
        }
        f.step = 0;
        continue;
      }
      case 2: {
        // ❷ and the plain way
        pt(ctx, pt2);
        const opts = responseOptions(ctx, r, card);
        opts.push({ id: 'pass', label: m('sgs.no-response') });
        f.step = 3;
        ask(
          ctx,
          r,
          'respond',
          m('sgs.need', { who: roleName(g, r), card: m(`need.${card}`) }),
          `SGS ${pt2}`,
          opts,
        );
        return;
      }
      case 3: {
        const a = first(input);
        if (a === 'pass') {
          ctx.done({ ok: false });
          return;
        }
        if (a === 'zb') {
          // 〖丈八蛇矛〗: two hand cards as one 【杀】
          f.step = 4;
          const hand = handOf(s, r);
          ask(
            ctx,
            r,
            'pick-cards',
            m('sgs.pick-two'),
            'SGS 2.5-需要打出此牌时❷',
            hand.map((id) => cardOpt(ctx, id)),
            2,
            2,
          );
          return;
        }
        const id = Number(a.slice(1));
        spendResponse(ctx, r, [id], card, f.d.mode, a[0]);
        f.d.got++;
        f.d.tried = [];
        f.step = 0;
        continue;
      }
      case 4: {
        const ids = (input as string[]).map((x) => Number(x.slice(1)));
        spendResponse(ctx, r, ids, card, f.d.mode, 'z');
        f.d.got++;
        f.d.tried = [];
        f.step = 0;
        continue;
      }
    }
  }
};

/** The ways role r can produce `card` now (plain card and conversions of ❷). */
export function responseOptions(ctx: any, r: number, card: 'shan' | 'sha') {
  const s: S = ctx.state;
  const g = s.g;
  const opts: { id: string; label: any; obj?: number }[] = [];
  const hand = handOf(s, r);
  for (const id of hand) {
    const k = def(s, id).kind;
    if (card === 'shan' ? k === 'shan' : isSha(k)) opts.push(cardOpt(ctx, id, 'h'));
  }
  if (card === 'shan') {
    // 〖倾国〗: a black hand card as 【闪】; 〖龙胆①〗: a 【杀】 as 【闪】
    if (hasSkill(g, r, 'qingguo'))
      for (const id of hand) {
        const d = def(s, id);
        if (d.kind !== 'shan' && isBlack(d.suit)) opts.push(conv(ctx, id, 'q', 'qingguo'));
      }
    if (hasSkill(g, r, 'longdan'))
      for (const id of hand) if (isSha(def(s, id).kind)) opts.push(conv(ctx, id, 'l', 'longdan'));
  } else {
    // 〖龙胆②〗: a 【闪】 as 【杀】; 〖武圣〗: a red card as 【杀】; 〖丈八蛇矛〗: two hand cards
    if (hasSkill(g, r, 'longdan'))
      for (const id of hand) if (def(s, id).kind === 'shan') opts.push(conv(ctx, id, 'l', 'longdan'));
    if (hasSkill(g, r, 'wusheng'))
      for (const id of allCardsOf(s, r)) {
        const d = def(s, id);
        if (!isSha(d.kind) && isRed(d.suit)) opts.push(conv(ctx, id, 'w', 'wusheng'));
      }
    if (hasWeapon(s, r, 'zhangba') && hand.length >= 2)
      opts.push({ id: 'zb', label: m('sgs.use-hook', { h: m('equip.zhangba') }) });
  }
  return opts;
}

function conv(ctx: any, id: ObjId, prefix: string, skill: string) {
  return {
    id: `${prefix}${id}`,
    label: m('sgs.card-as', { c: ctx.ref(id), s: m(`skill.${skill}`) }),
    obj: id,
  };
}

/**
 * SGS 2.3 / 2.4 (use) or SGS 2.6 / 2.7 (play) of a response card: the name was declared by the
 * need (2.2/2.5), the card(s) chosen; a single card gives the virtual card its suit and rank, several
 * give only a shared colour (2.3, 2.6). The cards go to the processing area, then are discarded.
 */
function spendResponse(ctx: any, r: number, ids: ObjId[], card: string, mode: string, how: string): void {
  const moved = ids.map((id: ObjId) => ctx.move(id, Z.proc).id);
  if (ctx.logging)
    ctx.log(mode === 'use' ? 'SGS 2.4' : 'SGS 2.7', mode === 'use' ? 'sgs.use-resp' : 'sgs.play-resp', {
      who: roleName(ctx.g, r),
      card: m(`need.${card}`),
      cards: moved.map((c: ObjId) => ctx.ref(c)),
      how,
    });
  // SGS 2.7-牌被打出时, SGS 2.7-打出结算结束后: nothing acts
  if (mode !== 'use') {
    pt(ctx, '2.6');
    pt(ctx, '2.7-牌被打出时');
    pt(ctx, '2.7-打出结算结束后');
  }
  // SGS 2.7-牌被打出时 / 打出结算结束后: nothing acts; the cards leave the processing area
  clearProc(ctx, moved);
}

/**
 * The 【无懈可击】 window before a trick takes effect on a target (SGS 2.4-对当前目标生效前): every seat
 * with a living role may respond at once (race); each 【无懈可击】 used opens a new window and flips
 * whether the trick is cancelled. d = {ev, target, cancelled}.
 */
const wuxie: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  if (f.step === 0) {
    const asks = [];
    const seats = new Set<number>();
    for (const r of livingFrom(g, Math.max(g.cur, 0))) seats.add(seatOf(g, r));
    for (const seat of [...seats].sort((a, b) => a - b)) {
      const options: { id: string; label: any; obj?: number }[] = [
        { id: 'pass', label: m('sgs.no-response') },
      ];
      for (const r of livingFrom(g, 0)) {
        if (seatOf(g, r) !== seat) continue;
        for (const id of handOf(s, r))
          if (def(s, id).kind === 'wuxie')
            options.push({
              id: `x${id}`,
              label: m('sgs.wuxie-by', { who: roleName(g, r), c: ctx.ref(id) }),
              obj: id,
            });
      }
      asks.push({
        player: seat,
        kind: 'wuxie',
        prompt: m(f.d.cancelled ? 'sgs.wuxie-counter' : 'sgs.wuxie-window', {
          who: roleName(g, f.d.target),
          card: m(`kind.${g.evs[f.d.ev].name}`),
        }),
        rule: 'SGS 2.4-对当前目标生效前',
        passId: 'pass',
        domain: { type: 'pick' as const, min: 1, max: 1, options },
      });
    }
    f.step = 1;
    ctx.askMany(asks, 'race');
    return;
  }
  if (f.step === 1) {
    if (input.player === null) {
      ctx.done({ cancelled: f.d.cancelled });
      return;
    }
    const id = Number(first(input.answer).slice(1));
    const owner = Number(s.objects[id].zone.slice(1));
    const uev = makeUse(s, owner, 'wuxie', [id], []);
    uev.cards = [ctx.move(id, Z.proc).id];
    const eid = newEv(g, uev);
    f.d.wev = eid;
    if (ctx.logging)
      ctx.log('SGS 2.4', 'sgs.use', {
        who: roleName(g, owner),
        card: m('kind.wuxie'),
        cards: [ctx.ref(uev.cards[0])],
        to: [],
      });
    f.d.cancelled = !f.d.cancelled;
    // SGS 2.4-牌被使用时 (〖集智〗 for 【无懈可击】)
    if (runTiming(ctx, f, '2.4-牌被使用时', eid, 2)) return;
  }
  // f.step === 2
  const wev: UseEv = g.evs[f.d.wev];
  clearProc(ctx, wev.cards);
  delete g.evs[f.d.wev];
  f.step = 0;
};

/**
 * SGS 1-延时阶段: the special use of a delayed trick: its card goes to the processing area and
 * runs the loop between 循环点A and 循环点B with its role as current target, without a user.
 * d = {r, obj}.
 */
const delayUse: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  switch (f.step) {
    case 0: {
      const o = s.objects[f.d.obj];
      const name = o.data.as ?? def(s, o.id).kind;
      const pid = ctx.move(o.id, Z.proc).id;
      const ev = makeUse(s, -1, name, [pid], [f.d.r]);
      ev.cur = f.d.r;
      f.d.ev = newEv(g, ev);
      if (ctx.logging)
        ctx.log('SGS 1-延时阶段', 'sgs.delay-use', { who: roleName(g, f.d.r), card: m(`kind.${name}`) });
      f.step = 1;
      ctx.call('sgs.wuxie', { ev: f.d.ev, target: f.d.r, cancelled: false });
      return;
    }
    case 1:
      f.d.cancelled = Boolean(input?.cancelled);
      f.step = 2;
      if (f.d.cancelled) return;
      ctx.call('sgs.effect', { ev: f.d.ev, t: f.d.r, i: 0 });
      return;
    case 2: {
      const ev: UseEv = g.evs[f.d.ev];
      if (ev.name === 'shandian' && ((ev as any).moveOn || f.d.cancelled) && alive(g, f.d.r)) {
        // 闪电 that did not strike (or was cancelled) moves on to the next role without one (D22)
        moveLightning(ctx, f.d.r, ev.cards[0]);
      }
      clearProc(ctx, ev.cards);
      delete g.evs[f.d.ev];
      ctx.done();
    }
  }
};

export function kindName(s: S, id: ObjId) {
  return kind(s, id).id;
}
export const useProcs: Record<string, P> = {
  'sgs.use': use,
  'sgs.effect': effect,
  'sgs.duel': duel,
  'sgs.respond': respond,
  'sgs.wuxie': wuxie,
  'sgs.delay-use': delayUse,
};

/**
 * 闪电 moving on (D22): to the next living role in seat order after `from` whose 延时区 has no
 * 闪电; if there is none it stays where it was.
 */
function moveLightning(ctx: any, from: number, procId: ObjId): void {
  const g = ctx.g;
  for (let i = 1; i <= 6; i++) {
    const t = (from + i) % 6;
    if (!alive(g, t) || hasDelayKind(ctx.state, t, 'shandian')) continue;
    ctx.move(procId, Z.delay(t), { data: { as: 'shandian' } });
    if (ctx.logging) ctx.log('SGS 1-延时阶段', 'sgs.lightning-moves', { who: roleName(g, t) });
    return;
  }
}

function hasDelayKind(s: S, t: number, kind: string): boolean {
  return s.zones[Z.delay(t)].objects.some((id) => (s.objects[id].data.as ?? def(s, id).kind) === kind);
}
