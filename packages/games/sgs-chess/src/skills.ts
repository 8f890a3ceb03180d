/**
 * Skills, equipment skills and terrain effects, registered at the timing points where the seed
 * names them. Each names its rule point; texts are in data/generals.ts and data/cards.ts.
 */
import type { ObjId } from '@arbiter/kernel';
import {
  alive,
  allCardsOf,
  ask,
  attackRange,
  cardCount,
  cardOpt,
  def,
  discardCards,
  dist,
  draw,
  equipOf,
  first,
  handOf,
  hasArmor,
  hasSkill,
  hasWeapon,
  isMale,
  m,
  newEv,
  type P,
  ROLES,
  roleName,
  type S,
  seatOf,
  terrainAt,
  topOfDeck,
  yesNo,
  Z,
} from './core.ts';
import { isRed, KINDS } from './data/cards.ts';
import { lijianPairs } from './rules/1-play-phase.ts';
import {
  dmg,
  makeUse,
  pickCardOptions,
  resolvePick,
  suitIsBlack,
  type UseEv,
} from './rules/2-02-use-card.ts';
import type { DamageEv } from './rules/2-11-damage.ts';
import { nextSteps } from './rules/2-18-movement.ts';
import { isSha, kongcheng, livingAll, shaTargets } from './rules/zt-legality.ts';
import { hook } from './timing.ts';

const NONE: number[] = [];
const ONE: number[][] = [[0], [1], [2], [3], [4], [5]];
/** `[r]` if the condition holds (shared arrays: the hot path allocates nothing). */
const only = (cond: boolean, r: number) => (cond && r >= 0 ? ONE[r] : NONE);
const cur = (s: S) => s.g.cur;
const inProc = (s: S, ids: ObjId[]) => ids.filter((id) => s.objects[id]?.zone === Z.proc);

// ---- SGS 1: the turn ------------------------------------------------------------------------------

// SGS 1-准备阶段: 〖洛神〗
hook('1-准备阶段', {
  id: 'luoshen',
  src: 'skill',
  optional: true,
  who: (s) => only(hasSkill(s.g, cur(s), 'luoshen'), cur(s)),
  proc: 'sgs.sk.luoshen',
});
// SGS 1-准备阶段: 〖观星〗
hook('1-准备阶段', {
  id: 'guanxing',
  src: 'skill',
  optional: true,
  who: (s) => only(hasSkill(s.g, cur(s), 'guanxing'), cur(s)),
  proc: 'sgs.sk.guanxing',
});
// SGS 1-摸牌阶段开始前: 〖湖泊②〗 a role on a lake skips its draw phase
hook('1-摸牌阶段开始前', {
  id: 'lake2',
  src: 'terrain',
  optional: false,
  who: (s) => only(terrainAt(s.g, cur(s)) === 'lake', cur(s)),
  apply: (ctx) => {
    ctx.g.t.skipDraw = true;
  },
});
// SGS 1-摸牌阶段开始时: 〖突袭〗 take a hand card each from up to two others instead of drawing
hook('1-摸牌阶段开始时', {
  id: 'tuxi',
  src: 'skill',
  optional: true,
  who: (s) => only(hasSkill(s.g, cur(s), 'tuxi') && tuxiTargets(s, cur(s)).length > 0, cur(s)),
  proc: 'sgs.sk.tuxi',
});
function tuxiTargets(s: S, r: number): number[] {
  return livingAll(s.g).filter((t) => t !== r && handOf(s, t).length > 0);
}
// SGS 1-摸牌阶段: 〖英姿〗 one more card
hook('1-摸牌阶段', {
  id: 'yingzi',
  src: 'skill',
  optional: false,
  who: (s) => only(hasSkill(s.g, cur(s), 'yingzi'), cur(s)),
  apply: (_c, _r, ev) => void ev.n++,
});
// SGS 1-摸牌阶段: 〖裸衣〗 one fewer, then +1 damage this turn
hook('1-摸牌阶段', {
  id: 'luoyi',
  src: 'skill',
  optional: true,
  who: (s, ev) => only(hasSkill(s.g, cur(s), 'luoyi') && ev.n > 0, cur(s)),
  apply: (ctx, _r, ev) => {
    ev.n--;
    ctx.g.t.luoyi = true;
  },
});
// SGS 1-移动阶段结束时: 〖马术〗
hook('1-移动阶段结束时', {
  id: 'mashu',
  src: 'skill',
  optional: true,
  who: (s) =>
    only(
      hasSkill(s.g, cur(s), 'mashu') &&
        !s.g.t.used.includes('mashu') &&
        nextSteps(s, cur(s), s.g.roles[cur(s)].cell, 2).length > 0,
      cur(s),
    ),
  proc: 'sgs.sk.mashu',
});
// SGS 1-结束阶段: 〖湖泊①〗 recover 1
hook('1-结束阶段', {
  id: 'lake1',
  src: 'terrain',
  optional: false,
  who: (s) => only(terrainAt(s.g, cur(s)) === 'lake' && s.g.roles[cur(s)].hp < s.g.roles[cur(s)].max, cur(s)),
  proc: 'sgs.h.lake1',
});
// SGS 1-结束阶段: 〖驿站〗 look at the top card and give it to a role
hook('1-结束阶段', {
  id: 'post',
  src: 'terrain',
  optional: true,
  who: (s) => only(terrainAt(s.g, cur(s)) === 'post', cur(s)),
  proc: 'sgs.h.post',
});
// SGS 1-结束阶段: 〖闭月〗
hook('1-结束阶段', {
  id: 'biyue',
  src: 'skill',
  optional: true,
  who: (s) => only(hasSkill(s.g, cur(s), 'biyue'), cur(s)),
  apply: (ctx, r) => void draw(ctx, r, 1, 'SGS 1-结束阶段'),
});

// ---- SGS 2.4: using cards ---------------------------------------------------------------------------

// SGS 2.4-牌被使用时: 〖集智〗 (non-delayed tricks, 【无懈可击】 included)
hook('2.4-牌被使用时', {
  id: 'jizhi',
  src: 'skill',
  optional: true,
  who: (s, ev: UseEv) =>
    only(ev.user >= 0 && hasSkill(s.g, ev.user, 'jizhi') && KINDS[ev.name].type === 'trick', ev.user),
  apply: (ctx, r) => void draw(ctx, r, 1, 'SGS 2.4-牌被使用时'),
});
// SGS 2.4-成为目标时: 〖流离〗
hook('2.4-成为目标时', {
  id: 'liuli',
  src: 'skill',
  optional: true,
  who: (s, ev: UseEv) =>
    only(
      isSha(ev.name) &&
        hasSkill(s.g, ev.cur, 'liuli') &&
        allCardsOf(s, ev.cur).length > 0 &&
        liuliTargets(s, ev.cur, ev.user).length > 0,
      ev.cur,
    ),
  proc: 'sgs.sk.liuli',
});
function liuliTargets(s: S, r: number, user: number): number[] {
  const out: number[] = [];
  const range = attackRange(s, r);
  for (let t = 0; t < ROLES; t++)
    if (t !== r && t !== user && alive(s.g, t) && !kongcheng(s, t) && dist(s, r, t) <= range) out.push(t);
  return out;
}
// SGS 2.4-指定目标后: 〖无双①〗 (mandatory): this 【杀】 needs two 【闪】
hook('2.4-指定目标后', {
  id: 'wushuang',
  src: 'skill',
  optional: false,
  who: (s, ev: UseEv) => only(isSha(ev.name) && hasSkill(s.g, ev.user, 'wushuang'), ev.user),
  apply: (_c, _r, ev: UseEv) => void ev.need2.push(ev.cur),
});
// SGS 2.4-指定目标后: 〖无双②〗 (mandatory): 【决斗】 used by 吕布 (applied in the duel)
hook('2.4-指定目标后', {
  id: 'wushuang2',
  src: 'skill',
  optional: false,
  who: (s, ev: UseEv) => only(ev.name === 'juedou' && hasSkill(s.g, ev.user, 'wushuang'), ev.user),
  apply: () => {},
});
// SGS 2.4-指定目标后: 〖青釭剑〗 ignores armour
hook('2.4-指定目标后', {
  id: 'qinggang',
  src: 'equip',
  optional: false,
  who: (s, ev: UseEv) => only(isSha(ev.name) && hasWeapon(s, ev.user, 'qinggang'), ev.user),
  apply: (_c, _r, ev: UseEv) => void (ev.ignoreArmor = true),
});
// SGS 2.4-指定目标后: 〖铁骑〗
hook('2.4-指定目标后', {
  id: 'tieqi',
  src: 'skill',
  optional: true,
  who: (s, ev: UseEv) => only(isSha(ev.name) && hasSkill(s.g, ev.user, 'tieqi'), ev.user),
  proc: 'sgs.sk.tieqi',
});
// SGS 2.4-指定目标后: 〖雌雄双股剑〗
hook('2.4-指定目标后', {
  id: 'cixiong',
  src: 'equip',
  optional: true,
  who: (s, ev: UseEv) =>
    only(
      isSha(ev.name) && hasWeapon(s, ev.user, 'cixiong') && isMale(s.g, ev.user) !== isMale(s.g, ev.cur),
      ev.user,
    ),
  proc: 'sgs.sk.cixiong',
});
// SGS 2.4-指定目标后: 〖朱雀羽扇〗 a 普【杀】 becomes fire
hook('2.4-指定目标后', {
  id: 'zhuque',
  src: 'equip',
  optional: true,
  who: (s, ev: UseEv) =>
    only(ev.name === 'sha' && ev.nature === 'normal' && hasWeapon(s, ev.user, 'zhuque'), ev.user),
  apply: (_c, _r, ev: UseEv) => void (ev.nature = 'fire'),
});
// SGS 2.4-成为目标后: 〖无双③〗 (mandatory): 吕布 as the target of 【决斗】 (applied in the duel)
hook('2.4-成为目标后', {
  id: 'wushuang3',
  src: 'skill',
  optional: false,
  who: (s, ev: UseEv) => only(ev.name === 'juedou' && hasSkill(s.g, ev.cur, 'wushuang'), ev.cur),
  apply: () => {},
});
// SGS 2.4-对当前目标使用结算开始时: 〖仁王盾〗 black 【杀】 have no effect
hook('2.4-对当前目标使用结算开始时', {
  id: 'renwang',
  src: 'equip',
  optional: false,
  who: (s, ev: UseEv) =>
    only(isSha(ev.name) && !ev.ignoreArmor && suitIsBlack(ev.suit) && hasArmor(s, ev.cur, 'renwang'), ev.cur),
  apply: (_c, _r, ev: UseEv) => void ev.invalid.push(ev.cur),
});
// SGS 2.4-被抵消后: 〖贯石斧〗
hook('2.4-被抵消后', {
  id: 'guanshi',
  src: 'equip',
  optional: true,
  who: (s, ev: UseEv) =>
    only(isSha(ev.name) && hasWeapon(s, ev.user, 'guanshi') && axeCosts(s, ev.user).length >= 2, ev.user),
  proc: 'sgs.sk.guanshi',
});
function axeCosts(s: S, r: number): ObjId[] {
  const w = equipOf(s, r, 'weapon');
  return allCardsOf(s, r).filter((id) => id !== w);
}
// SGS 2.4-被抵消后: 〖青龙偃月刀〗 (专题四: only the same target, which must still be legal — 〖空城〗)
hook('2.4-被抵消后', {
  id: 'qinglong',
  src: 'equip',
  optional: true,
  // offered whenever the target is still a legal target and the user has a hand card (public facts);
  // whether one of them is a usable 【杀】 is asked afterwards, so the question reveals nothing
  who: (s, ev: UseEv) =>
    only(
      isSha(ev.name) &&
        !ev.hit &&
        hasWeapon(s, ev.user, 'qinglong') &&
        alive(s.g, ev.user) &&
        handOf(s, ev.user).length > 0 &&
        qinglongLegal(s, ev.user, ev.cur),
      ev.user,
    ),
  proc: 'sgs.sk.qinglong',
});
function qinglongLegal(s: S, r: number, t: number): boolean {
  if (!alive(s.g, t)) return false;
  return (
    shaTargets(s, r, 'sha', 1).includes(t) ||
    shaTargets(s, r, 'shesha', 1).includes(t) ||
    shaTargets(s, r, 'shesha', 2).includes(t)
  );
}
function qinglongCards(s: S, r: number, t: number): { id: ObjId; method: number }[] {
  const out: { id: ObjId; method: number }[] = [];
  if (!alive(s.g, t)) return out;
  for (const id of handOf(s, r)) {
    const k = def(s, id).kind;
    if (k === 'sha' && shaTargets(s, r, 'sha', 1).includes(t)) out.push({ id, method: 1 });
    else if (k === 'shesha') {
      if (shaTargets(s, r, 'shesha', 1).includes(t)) out.push({ id, method: 1 });
      else if (shaTargets(s, r, 'shesha', 2).includes(t)) out.push({ id, method: 2 });
    }
  }
  return out;
}

// ---- SGS 2.10: judgement ------------------------------------------------------------------------------

// SGS 2.10-判定结果确定前: 〖鬼才〗
hook('2.10-判定结果确定前', {
  id: 'guicai',
  src: 'skill',
  optional: true,
  who: (s) => livingAll(s.g).filter((r) => hasSkill(s.g, r, 'guicai') && handOf(s, r).length > 0),
  proc: 'sgs.sk.guicai',
});
// SGS 2.10-判定结果确定后❷: 〖天妒〗
hook('2.10-判定结果确定后❷', {
  id: 'tiandu',
  src: 'skill',
  optional: true,
  who: (s, ev) => only(hasSkill(s.g, ev.r, 'tiandu') && s.objects[ev.card]?.zone === Z.proc, ev.r),
  apply: (ctx, r, ev) => {
    ctx.move(ev.card, Z.hand(r));
    ev.taken = true;
  },
});

// ---- SGS 2.11: damage ---------------------------------------------------------------------------------

// SGS 2.11-造成伤害时❶: 〖裸衣〗's delayed effect
hook('2.11-造成伤害时❶', {
  id: 'luoyi',
  src: 'skill',
  optional: false,
  who: (s, ev: DamageEv) =>
    only(
      ev.src >= 0 && ev.src === s.g.cur && s.g.t.luoyi && (isSha(ev.chan) || ev.chan === 'juedou'),
      ev.src,
    ),
  apply: (_c, _r, ev: DamageEv) => void ev.n++,
});
// SGS 2.11-造成伤害时❷: 〖寒冰箭〗
hook('2.11-造成伤害时❷', {
  id: 'hanbing',
  src: 'equip',
  optional: true,
  who: (s, ev: DamageEv) =>
    only(ev.src >= 0 && isSha(ev.chan) && hasWeapon(s, ev.src, 'hanbing') && cardCount(s, ev.to) > 0, ev.src),
  proc: 'sgs.sk.hanbing',
});
// SGS 2.11-造成伤害时❷: 〖麒麟弓〗
hook('2.11-造成伤害时❷', {
  id: 'qilin',
  src: 'equip',
  optional: true,
  who: (s, ev: DamageEv) =>
    only(
      ev.src >= 0 &&
        !ev.prevented &&
        isSha(ev.chan) &&
        hasWeapon(s, ev.src, 'qilin') &&
        equipOf(s, ev.to, 'horse') !== undefined,
      ev.src,
    ),
  apply: (ctx, r, ev: DamageEv) =>
    discardCards(ctx, [equipOf(ctx.state, ev.to, 'horse')!], 'SGS 2.11-造成伤害时❷', r),
});
// SGS 2.11-受到伤害时❶: 〖树林①〗 +1 fire damage on a forest
hook('2.11-受到伤害时❶', {
  id: 'forest1',
  src: 'terrain',
  optional: false,
  who: (s, ev: DamageEv) => only(ev.nat === 'fire' && terrainAt(s.g, ev.to) === 'forest', ev.to),
  apply: (_c, _r, ev: DamageEv) => void ev.n++,
});
// SGS 2.11-受到伤害后: 〖奸雄〗
hook('2.11-受到伤害后', {
  id: 'jianxiong',
  src: 'skill',
  optional: true,
  who: (s, ev: DamageEv) => only(hasSkill(s.g, ev.to, 'jianxiong') && inProc(s, ev.cards).length > 0, ev.to),
  apply: (ctx, r, ev: DamageEv) => {
    for (const id of inProc(ctx.state, ev.cards)) ctx.move(id, Z.hand(r));
  },
});
// SGS 2.11-受到伤害后: 〖伏膺〗 once per damage event (D11)
hook('2.11-受到伤害后', {
  id: 'fuying',
  src: 'skill',
  optional: true,
  who: (s, ev: DamageEv) =>
    only(
      hasSkill(s.g, ev.to, 'fuying') &&
        ev.src >= 0 &&
        ev.src !== ev.to &&
        alive(s.g, ev.src) &&
        cardCount(s, ev.src) > 0,
      ev.to,
    ),
  proc: 'sgs.sk.fuying',
});
// SGS 2.11-受到伤害后: 〖刚烈〗
hook('2.11-受到伤害后', {
  id: 'ganglie',
  src: 'skill',
  optional: true,
  who: (s, ev: DamageEv) =>
    only(hasSkill(s.g, ev.to, 'ganglie') && ev.src >= 0 && ev.src !== ev.to && alive(s.g, ev.src), ev.to),
  proc: 'sgs.sk.ganglie',
});
// SGS 2.11-受到伤害后: 〖遗计〗 once per point of damage
hook('2.11-受到伤害后', {
  id: 'yiji',
  src: 'skill',
  optional: true,
  who: (s, ev: DamageEv) => only(hasSkill(s.g, ev.to, 'yiji'), ev.to),
  times: (_s, ev: DamageEv) => ev.n,
  proc: 'sgs.sk.yiji',
});

// ---- procedures ---------------------------------------------------------------------------------------

function roleOpts(g: any, roles: number[]) {
  return roles.map((t) => ({ id: `r${t}`, label: roleName(g, t) }));
}
const roleOf = (a: string) => Number(first(a).slice(1));

/** 〖洛神〗: judge; black → keep it (判定结果确定后❶ delayed effect) and may repeat. */
const luoshen: P = (ctx, f, input) => {
  const r: number = f.d.r;
  if (f.step === 0) {
    f.step = 1;
    ctx.call('sgs.judge', { r, why: 'luoshen', keep: true });
    return;
  }
  if (f.step === 1) {
    const black = input.suit === 'S' || input.suit === 'C';
    if (input.obj >= 0) {
      if (black) ctx.move(input.obj, Z.hand(r));
      else ctx.move(input.obj, Z.discard);
    }
    if (ctx.logging && black)
      ctx.log('SGS 2.10-判定结果确定后❶', 'sgs.luoshen-keep', { who: roleName(ctx.g, r) });
    if (!black || !alive(ctx.g, r)) {
      ctx.done();
      return;
    }
    f.step = 2;
    ask(
      ctx,
      r,
      'trigger',
      m('sgs.again'),
      'SGS 1-准备阶段',
      yesNo('sgs.use-hook', { h: m('skill.luoshen') }),
    );
    return;
  }
  if (first(input) === 'yes') {
    f.step = 0;
    return;
  }
  ctx.done();
};

/** 〖观星〗: look at the top X, put any on the bottom, order the rest on top. */
const guanxing: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const r: number = f.d.r;
  const look = Z.look(seatOf(g, r));
  switch (f.step) {
    case 0: {
      const x = Math.min(5, livingAll(g).length);
      for (let i = 0; i < x; i++) {
        const top = topOfDeck(ctx);
        if (top === undefined) break;
        ctx.move(top, look);
      }
      const ids = s.zones[look].objects;
      f.step = 1;
      ask(
        ctx,
        r,
        'guanxing-bottom',
        m('sgs.guanxing-bottom'),
        'SGS 1-准备阶段',
        ids.map((id) => cardOpt(ctx, id)),
        0,
        ids.length,
      );
      return;
    }
    case 1: {
      for (const a of input as string[]) ctx.move(Number(a.slice(1)), Z.deck, { position: 'bottom' });
      const ids = s.zones[look].objects;
      if (ids.length <= 1) {
        for (const id of [...ids]) ctx.move(id, Z.deck);
        ctx.done();
        return;
      }
      f.step = 2;
      ctx.ask({
        player: seatOf(g, r),
        kind: 'guanxing-top',
        prompt: m('sgs.guanxing-top'),
        rule: 'SGS 1-准备阶段',
        domain: { type: 'order', items: ids.map((id) => cardOpt(ctx, id)) },
      });
      return;
    }
    case 2: {
      // first in the answer = top of the deck
      const order = (input as string[]).map((a) => Number(a.slice(1)));
      for (let i = order.length - 1; i >= 0; i--) ctx.move(order[i], Z.deck);
      ctx.done();
    }
  }
};

/** 〖流离〗: choose the new target, then discard a card. */
const liuli: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const r: number = f.d.r;
  const ev: UseEv = g.evs[f.d.ev];
  if (f.step === 0) {
    f.step = 1;
    ask(ctx, r, 'target', m('sgs.liuli-to'), 'SGS 2.4-成为目标时', roleOpts(g, liuliTargets(s, r, ev.user)));
    return;
  }
  if (f.step === 1) {
    f.d.to = roleOf(input);
    f.step = 2;
    ask(
      ctx,
      r,
      'cost',
      m('sgs.discard-one'),
      'SGS 2.4-成为目标时',
      allCardsOf(s, r).map((id) => cardOpt(ctx, id)),
    );
    return;
  }
  discardCards(ctx, [Number(first(input).slice(1))], 'SGS 2.4-成为目标时', r);
  ev.targets[ev.ti - 1] = f.d.to;
  ev.cur = f.d.to;
  if (ctx.logging)
    ctx.log('SGS 2.4-成为目标时', 'sgs.liuli', { who: roleName(g, r), to: roleName(g, f.d.to) });
  ctx.done();
};

/** 〖铁骑〗: judge; red → the target cannot use 【闪】 against this 【杀】. */
const tieqi: P = (ctx, f, input) => {
  const ev: UseEv = ctx.g.evs[f.d.ev];
  if (f.step === 0) {
    f.d.t = ev.cur;
    f.step = 1;
    ctx.call('sgs.judge', { r: f.d.r, why: 'tieqi' });
    return;
  }
  if (isRed(input.suit)) ev.noShan.push(f.d.t);
  ctx.done();
};

/** 〖雌雄双股剑〗: the target discards a hand card, or the user draws one. */
const cixiong: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const ev: UseEv = g.evs[f.d.ev];
  const t = f.step === 0 ? ev.cur : f.d.t;
  if (f.step === 0) {
    f.d.t = t;
    if (handOf(s, t).length === 0) {
      draw(ctx, f.d.r, 1, 'SGS 2.4-指定目标后');
      ctx.done();
      return;
    }
    f.step = 1;
    ask(ctx, t, 'cixiong', m('sgs.cixiong'), 'SGS 2.4-指定目标后', [
      { id: 'discard', label: m('sgs.cixiong-discard') },
      { id: 'draw', label: m('sgs.cixiong-draw', { who: roleName(g, f.d.r) }) },
    ]);
    return;
  }
  if (f.step === 1) {
    if (first(input) === 'draw') {
      draw(ctx, f.d.r, 1, 'SGS 2.4-指定目标后');
      ctx.done();
      return;
    }
    f.step = 2;
    ask(
      ctx,
      t,
      'cost',
      m('sgs.discard-one'),
      'SGS 2.4-指定目标后',
      handOf(s, t).map((id) => cardOpt(ctx, id)),
    );
    return;
  }
  discardCards(ctx, [Number(first(input).slice(1))], 'SGS 2.4-指定目标后', t);
  ctx.done();
};

/** 〖贯石斧〗: discard two cards (not the axe): the 【杀】 takes effect anyway. */
const guanshi: P = (ctx, f, input) => {
  const g = ctx.g;
  const r: number = f.d.r;
  if (f.step === 0) {
    f.step = 1;
    ask(
      ctx,
      r,
      'cost',
      m('sgs.pick-two'),
      'SGS 2.4-被抵消后',
      axeCosts(ctx.state, r).map((id) => cardOpt(ctx, id)),
      2,
      2,
    );
    return;
  }
  discardCards(
    ctx,
    (input as string[]).map((a) => Number(a.slice(1))),
    'SGS 2.4-被抵消后',
    r,
  );
  g.evs[f.d.ev].hit = true;
  ctx.done();
};

/** 〖青龙偃月刀〗: use another 【杀】 on the same target (not at an idle point: not counted). */
const qinglong: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const r: number = f.d.r;
  const ev: UseEv = g.evs[f.d.ev];
  if (f.step === 0) {
    const cards = qinglongCards(s, r, ev.cur);
    f.d.t = ev.cur;
    f.step = 1;
    ask(ctx, r, 'qinglong', m('sgs.qinglong', { who: roleName(g, ev.cur) }), 'SGS 2.4-被抵消后', [
      ...cards.map((c) => ({ ...cardOpt(ctx, c.id), id: `c${c.id}:${c.method}` })),
      { id: 'none', label: m('sgs.decline') },
    ]);
    return;
  }
  if (f.step === 1) {
    if (first(input) === 'none') {
      ctx.done();
      return;
    }
    const [idp, mp] = first(input).slice(1).split(':');
    const id = Number(idp);
    const nev = makeUse(s, r, def(s, id).kind, [id], [f.d.t], Number(mp));
    f.step = 2;
    ctx.call('sgs.use', { ev: newEv(g, nev) });
    return;
  }
  ctx.done();
};

/** 〖鬼才〗: play a hand card (2.6/2.7, a specific card) to replace the judgement card. */
const guicai: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const r: number = f.d.r;
  if (f.step === 0) {
    f.step = 1;
    ask(
      ctx,
      r,
      'guicai',
      m('sgs.guicai'),
      'SGS 2.10-判定结果确定前',
      handOf(s, r).map((id) => cardOpt(ctx, id)),
    );
    return;
  }
  const ev = g.evs[f.d.ev];
  const nid = ctx.move(Number(first(input).slice(1)), Z.proc).id;
  if (ctx.logging)
    ctx.log('SGS 2.7', 'sgs.guicai-play', { who: roleName(g, r), c: ctx.ref(nid), old: ctx.ref(ev.card) });
  if (s.objects[ev.card]?.zone === Z.proc) ctx.move(ev.card, Z.discard);
  ev.card = nid;
  ctx.done();
};

/** 〖寒冰箭〗: prevent the damage and discard up to two of the target's cards. */
const hanbing: P = (ctx, f, input) => {
  const g = ctx.g;
  const ev: DamageEv = g.evs[f.d.ev];
  if (f.step === 0) {
    ev.prevented = true;
    if (ctx.logging) ctx.log('SGS 2.11-造成伤害时❷', 'sgs.prevented', { who: roleName(g, ev.to) });
    f.d.k = 0;
    f.step = 1;
  }
  if (f.step === 2) {
    const a = first(input);
    if (a === 'stop') {
      ctx.done();
      return;
    }
    discardCards(ctx, [resolvePick(ctx.state, ev.to, a)], 'SGS 2.11-造成伤害时❷', ev.to);
    f.d.k++;
  }
  const opts: any[] = pickCardOptions(ctx, ev.to, false);
  if (f.d.k >= 2 || opts.length === 0) {
    ctx.done();
    return;
  }
  if (f.d.k > 0) opts.push({ id: 'stop', label: m('sgs.stop') });
  f.step = 2;
  ask(
    ctx,
    f.d.r,
    'pick-card',
    m('sgs.pick-card-of', { who: roleName(g, ev.to) }),
    'SGS 2.11-造成伤害时❷',
    opts,
  );
};

/** 〖伏膺〗 (designed, D11): take one card from the damage source. */
const fuying: P = (ctx, f, input) => {
  const g = ctx.g;
  const ev: DamageEv = g.evs[f.d.ev];
  if (f.step === 0) {
    f.step = 1;
    ask(
      ctx,
      f.d.r,
      'pick-card',
      m('sgs.pick-card-of', { who: roleName(g, ev.src) }),
      'SGS 2.11-受到伤害后',
      pickCardOptions(ctx, ev.src, false),
    );
    return;
  }
  ctx.move(resolvePick(ctx.state, ev.src, first(input)), Z.hand(f.d.r));
  if (ctx.logging)
    ctx.log('SGS 2.11-受到伤害后', 'sgs.take', { who: roleName(g, f.d.r), from: roleName(g, ev.src) });
  ctx.done();
};

/** 〖刚烈〗: judge; not ♥ → the source discards two hand cards or takes 1 damage. */
const ganglie: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const ev: DamageEv = g.evs[f.d.ev];
  const src = ev.src;
  switch (f.step) {
    case 0:
      f.step = 1;
      ctx.call('sgs.judge', { r: f.d.r, why: 'ganglie' });
      return;
    case 1:
      if (input.suit === 'H' || !alive(g, src)) {
        ctx.done();
        return;
      }
      if (handOf(s, src).length < 2) {
        f.step = 4;
        ctx.call('sgs.damage', { ev: newEv(g, dmg(f.d.r, src, 1, null)) });
        return;
      }
      f.step = 2;
      ask(ctx, src, 'ganglie', m('sgs.ganglie'), 'SGS 2.11-受到伤害后', [
        { id: 'discard', label: m('sgs.discard-two') },
        { id: 'damage', label: m('sgs.take-damage') },
      ]);
      return;
    case 2:
      if (first(input) === 'damage') {
        f.step = 4;
        ctx.call('sgs.damage', { ev: newEv(g, dmg(f.d.r, src, 1, null)) });
        return;
      }
      f.step = 3;
      ask(
        ctx,
        src,
        'cost',
        m('sgs.pick-two'),
        'SGS 2.11-受到伤害后',
        handOf(s, src).map((id) => cardOpt(ctx, id)),
        2,
        2,
      );
      return;
    case 3:
      discardCards(
        ctx,
        (input as string[]).map((a) => Number(a.slice(1))),
        'SGS 2.11-受到伤害后',
        src,
      );
      ctx.done();
      return;
    default:
      ctx.done();
  }
};

/** 〖遗计〗: look at the top two cards and hand each to any role. */
const yiji: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const r: number = f.d.r;
  const look = Z.look(seatOf(g, r));
  if (f.step === 0) {
    for (let i = 0; i < 2; i++) {
      const top = topOfDeck(ctx);
      if (top === undefined) break;
      ctx.move(top, look);
    }
    f.step = 1;
  } else {
    const id = s.zones[look].objects[0];
    const t = roleOf(input);
    ctx.move(id, Z.hand(t));
    if (ctx.logging) ctx.log('SGS 2.11-受到伤害后', 'sgs.give', { who: roleName(g, r), to: roleName(g, t) });
  }
  const next = s.zones[look].objects[0];
  if (next === undefined) {
    ctx.done();
    return;
  }
  ask(
    ctx,
    r,
    'give',
    m('sgs.give-to', { c: ctx.ref(next) }),
    'SGS 2.11-受到伤害后',
    roleOpts(g, livingAll(g)),
  );
};

/** 〖湖泊①〗: recover 1. */
const lake1: P = (ctx, f) => {
  if (f.step === 0) {
    f.step = 1;
    ctx.call('sgs.recover', { r: f.d.r, n: 1 });
    return;
  }
  ctx.done();
};

/** 〖驿站〗: look at the top card and give it to a role. */
const post: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const r: number = f.d.r;
  const look = Z.look(seatOf(g, r));
  if (f.step === 0) {
    const top = topOfDeck(ctx);
    if (top === undefined) {
      ctx.done();
      return;
    }
    const id = ctx.move(top, look).id;
    f.step = 1;
    ask(ctx, r, 'give', m('sgs.give-to', { c: ctx.ref(id) }), 'SGS 1-结束阶段', roleOpts(g, livingAll(g)));
    return;
  }
  const t = roleOf(input);
  ctx.move(s.zones[look].objects[0], Z.hand(t));
  if (ctx.logging) ctx.log('SGS 1-结束阶段', 'sgs.give', { who: roleName(g, r), to: roleName(g, t) });
  ctx.done();
};

/** 〖马术〗 (designed, D11): a move of up to two steps; range +1 after it. */
const mashu: P = (ctx, f) => {
  if (f.step === 0) {
    ctx.g.t.used.push('mashu');
    f.step = 1;
    ctx.call('sgs.move', { r: f.d.r, len: 2, why: 'mashu' });
    return;
  }
  ctx.done();
};

/** 〖离间〗: discard a card; choose two males; the first uses a 【决斗】 with no card on the second. */
const lijian: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const r: number = f.d.r;
  switch (f.step) {
    case 0:
      f.step = 1;
      ask(
        ctx,
        r,
        'cost',
        m('sgs.discard-one'),
        'SGS 2.1',
        allCardsOf(s, r).map((id) => cardOpt(ctx, id)),
      );
      return;
    case 1: {
      discardCards(ctx, [Number(first(input).slice(1))], 'SGS 2.1', r);
      const users = [...new Set(lijianPairs(s, r).map((p) => p[0]))];
      if (users.length === 0) {
        ctx.done();
        return;
      }
      f.step = 2;
      ask(ctx, r, 'target', m('sgs.lijian-user'), 'SGS 专题四', roleOpts(g, users));
      return;
    }
    case 2: {
      f.d.a = roleOf(input);
      const bs = lijianPairs(s, r)
        .filter((p) => p[0] === f.d.a)
        .map((p) => p[1]);
      f.step = 3;
      ask(ctx, r, 'target', m('sgs.lijian-target'), 'SGS 专题四', roleOpts(g, bs));
      return;
    }
    case 3: {
      const b = roleOf(input);
      const ev = makeUse(s, f.d.a, 'juedou', [], [b]);
      f.step = 4;
      ctx.call('sgs.use', { ev: newEv(g, ev) });
      return;
    }
    default:
      ctx.done();
  }
};

/** 〖反间〗: the target names a suit, takes one of your hand cards; a different suit → 1 damage. */
const fanjian: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const r: number = f.d.r;
  switch (f.step) {
    case 0:
      f.step = 1;
      ask(
        ctx,
        r,
        'target',
        m('sgs.pick-target', { card: m('skill.fanjian') }),
        'SGS 2.1',
        roleOpts(
          g,
          livingAll(g).filter((t) => t !== r),
        ),
      );
      return;
    case 1:
      f.d.t = roleOf(input);
      f.step = 2;
      ask(
        ctx,
        f.d.t,
        'suit',
        m('sgs.name-suit'),
        'SGS 2.1',
        ['S', 'H', 'C', 'D'].map((x) => ({ id: x, label: m(`suit.${x}`) })),
      );
      return;
    case 2: {
      f.d.suit = first(input);
      f.step = 3;
      const hand = handOf(s, r);
      ask(
        ctx,
        f.d.t,
        'pick-card',
        m('sgs.pick-card-of', { who: roleName(g, r) }),
        'SGS 2.1',
        hand.map((_, i) => ({ id: `hand:${i}`, label: m('sgs.hand-card', { i: i + 1 }) })),
      );
      return;
    }
    case 3: {
      const id = resolvePick(s, r, first(input));
      const suit = def(s, id).suit;
      const nid = ctx.move(id, Z.hand(f.d.t)).id;
      if (ctx.logging)
        ctx.log('SGS 2.1', 'sgs.fanjian', {
          who: roleName(g, f.d.t),
          c: ctx.ref(nid),
          suit: m(`suit.${f.d.suit}`),
        });
      ctx.reveal(nid, [0, 1, 2, 3, 4, 5].slice(0, s.players));
      if (suit !== f.d.suit) {
        f.step = 4;
        ctx.call('sgs.damage', { ev: newEv(g, dmg(r, f.d.t, 1, null)) });
        return;
      }
      ctx.done();
      return;
    }
    default:
      ctx.done();
  }
};

/** 〖突袭〗: choose one or two roles, take a hand card from each; no draw this phase. */
const tuxi: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const r: number = f.d.r;
  if (f.step === 0) {
    f.step = 1;
    ask(ctx, r, 'target', m('sgs.tuxi'), 'SGS 1-摸牌阶段开始时', roleOpts(g, tuxiTargets(s, r)), 1, 2);
    return;
  }
  if (f.step === 1) {
    f.d.ts = (input as string[]).map((a) => Number(a.slice(1)));
    g.evs[f.d.ev].n = 0;
    f.step = 2;
  }
  if (f.step === 3) {
    const t: number = f.d.ts.shift();
    ctx.move(resolvePick(s, t, first(input)), Z.hand(r));
    if (ctx.logging)
      ctx.log('SGS 1-摸牌阶段开始时', 'sgs.take', { who: roleName(g, r), from: roleName(g, t) });
  }
  const t = f.d.ts[0];
  if (t === undefined) {
    ctx.done();
    return;
  }
  f.step = 3;
  const hand = handOf(s, t);
  ask(
    ctx,
    r,
    'pick-card',
    m('sgs.pick-card-of', { who: roleName(g, t) }),
    'SGS 1-摸牌阶段开始时',
    hand.map((_, i) => ({ id: `hand:${i}`, label: m('sgs.hand-card', { i: i + 1 }) })),
  );
};

/** 〖仁德〗: give hand cards to another role; the second card given this phase heals 1. */
const rende: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const r: number = f.d.r;
  switch (f.step) {
    case 0:
      f.step = 1;
      ask(
        ctx,
        r,
        'target',
        m('sgs.pick-target', { card: m('skill.rende') }),
        'SGS 2.1',
        roleOpts(
          g,
          livingAll(g).filter((t) => t !== r),
        ),
      );
      return;
    case 1: {
      f.d.t = roleOf(input);
      f.step = 2;
      const hand = handOf(s, r);
      ask(
        ctx,
        r,
        'give',
        m('sgs.give-cards'),
        'SGS 2.1',
        hand.map((id) => cardOpt(ctx, id)),
        1,
        hand.length,
      );
      return;
    }
    case 2: {
      const ids = (input as string[]).map((a) => Number(a.slice(1)));
      for (const id of ids) ctx.move(id, Z.hand(f.d.t));
      if (ctx.logging)
        ctx.log('SGS 2.1', 'sgs.give-n', { who: roleName(g, r), to: roleName(g, f.d.t), n: ids.length });
      const before = g.t.given;
      g.t.given += ids.length;
      if (before < 2 && g.t.given >= 2) {
        f.step = 3;
        ctx.call('sgs.recover', { r, n: 1 });
        return;
      }
      ctx.done();
      return;
    }
    default:
      ctx.done();
  }
};

/** 〖制衡〗: discard any number of cards, draw as many. */
const zhiheng: P = (ctx, f, input) => {
  const s = ctx.state;
  const r: number = f.d.r;
  if (f.step === 0) {
    const cards = allCardsOf(s, r);
    f.step = 1;
    ask(
      ctx,
      r,
      'cost',
      m('sgs.zhiheng'),
      'SGS 2.1',
      cards.map((id) => cardOpt(ctx, id)),
      1,
      cards.length,
    );
    return;
  }
  const ids = (input as string[]).map((a) => Number(a.slice(1)));
  discardCards(ctx, ids, 'SGS 2.1', r);
  draw(ctx, r, ids.length, 'SGS 2.1');
  ctx.done();
};

/** 〖苦肉〗: lose 1 HP (SGS 2.12), then draw two if still alive. */
const kurou: P = (ctx, f) => {
  const r: number = f.d.r;
  if (f.step === 0) {
    f.step = 1;
    ctx.call('sgs.lose-hp', { r, n: 1 });
    return;
  }
  if (alive(ctx.g, r)) draw(ctx, r, 2, 'SGS 2.1');
  ctx.done();
};

/** 〖青囊〗: discard a hand card; a wounded role recovers 1. */
const qingnang: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const r: number = f.d.r;
  switch (f.step) {
    case 0:
      f.step = 1;
      ask(
        ctx,
        r,
        'cost',
        m('sgs.discard-one'),
        'SGS 2.1',
        handOf(s, r).map((id) => cardOpt(ctx, id)),
      );
      return;
    case 1:
      discardCards(ctx, [Number(first(input).slice(1))], 'SGS 2.1', r);
      f.step = 2;
      ask(
        ctx,
        r,
        'target',
        m('sgs.pick-target', { card: m('skill.qingnang') }),
        'SGS 2.1',
        roleOpts(
          g,
          livingAll(g).filter((t) => g.roles[t].hp < g.roles[t].max),
        ),
      );
      return;
    case 2:
      f.step = 3;
      ctx.call('sgs.recover', { r: roleOf(input), n: 1 });
      return;
    default:
      ctx.done();
  }
};

/** 〖结姻〗: discard two hand cards; you and a wounded male each recover 1. */
const jieyin: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const r: number = f.d.r;
  switch (f.step) {
    case 0:
      f.step = 1;
      ask(
        ctx,
        r,
        'cost',
        m('sgs.pick-two'),
        'SGS 2.1',
        handOf(s, r).map((id) => cardOpt(ctx, id)),
        2,
        2,
      );
      return;
    case 1:
      discardCards(
        ctx,
        (input as string[]).map((a) => Number(a.slice(1))),
        'SGS 2.1',
        r,
      );
      f.step = 2;
      ask(
        ctx,
        r,
        'target',
        m('sgs.pick-target', { card: m('skill.jieyin') }),
        'SGS 2.1',
        roleOpts(
          g,
          livingAll(g).filter((t) => t !== r && isMale(g, t) && g.roles[t].hp < g.roles[t].max),
        ),
      );
      return;
    case 2:
      f.d.t = roleOf(input);
      f.step = 3;
      ctx.call('sgs.recover', { r, n: 1 });
      return;
    case 3:
      f.step = 4;
      ctx.call('sgs.recover', { r: f.d.t, n: 1 });
      return;
    default:
      ctx.done();
  }
};

export const skillProcs: Record<string, P> = {
  'sgs.sk.tuxi': tuxi,
  'sgs.sk.rende': rende,
  'sgs.sk.zhiheng': zhiheng,
  'sgs.sk.kurou': kurou,
  'sgs.sk.qingnang': qingnang,
  'sgs.sk.jieyin': jieyin,
  'sgs.sk.luoshen': luoshen,
  'sgs.sk.guanxing': guanxing,
  'sgs.sk.liuli': liuli,
  'sgs.sk.tieqi': tieqi,
  'sgs.sk.cixiong': cixiong,
  'sgs.sk.guanshi': guanshi,
  'sgs.sk.qinglong': qinglong,
  'sgs.sk.guicai': guicai,
  'sgs.sk.hanbing': hanbing,
  'sgs.sk.fuying': fuying,
  'sgs.sk.ganglie': ganglie,
  'sgs.sk.yiji': yiji,
  'sgs.h.lake1': lake1,
  'sgs.h.post': post,
  'sgs.sk.mashu': mashu,
  'sgs.sk.lijian': lijian,
  'sgs.sk.fanjian': fanjian,
};
