/**
 * Chapter 5 (特殊词汇解释): the game's verbs and statuses — 清除 (clear to the discard pile),
 * 回归 (to hand), 回档 (to deck and shuffle), 载入, 置顶, 转移 and 交换位置, 坚守, 防爆, 还原 —
 * and the computed values of cards (AP/DP/SP after 永恒 effects and created effects).
 */
import {
  type Ctx,
  computeCharacteristics,
  type EffectInstance,
  type GameObject,
  type LayerSystem,
} from '@arbiter/kernel';
import { CARDS } from '../cards/data.ts';
import { EFFECTS, ROOT_CARDS, STATIC_SOURCES } from '../cards/effects.ts';
import type { Ev, FieldData, G, S } from '../types.ts';
import { ring } from './01-board.ts';
import { emit } from './04-timing-points.ts';

export interface Stats {
  ap: number;
  dp: number;
  sp: number;
  level: number;
  attributes: string[];
}

export function isKaling(s: S, id: number): boolean {
  const o = s.objects[id];
  return !!o && !o.faceDown && CARDS[o.card].type === 'kaling';
}

/** A card on the field (any face). */
export function onField(s: S, id: number): boolean {
  const o = s.objects[id];
  return !!o && o.zone === 'field';
}

export function fd(o: GameObject): FieldData {
  return o.data as FieldData;
}

/** Whether an object's effects are negated (效果无效). */
export function negated(s: S, id: number): boolean {
  for (const e of s.effects)
    if (e.op === 'status' && e.params.status === 'neg' && e.targets?.[0] === id) return true;
  return false;
}

/** KALING 5-18 坚守, KALING 5-19 防爆 and other statuses: from created effects and 永恒 effects. */
export function hasKw(s: S, id: number, k: string): boolean {
  const list = s.effects;
  for (let i = 0; i < list.length; i++) {
    const e = list[i];
    if (e.op === 'status' && e.params.status === k && e.targets?.[0] === id) return true;
  }
  const o = s.objects[id];
  if (o?.zone !== 'field' || o.faceDown) return false;
  const kws = staticKw()[o.card];
  return kws?.includes(k) === true && !negated(s, id);
}

/** Statuses cards have from their own 永恒 effects (e.g. 防爆), by card (built on first use). */
let STATIC_KW: Record<string, string[]> | null = null;
function staticKw(): Record<string, string[]> {
  if (STATIC_KW) return STATIC_KW;
  const out: Record<string, string[]> = {};
  for (const [card, effs] of Object.entries(EFFECTS)) {
    const kws = effs.flatMap((e) => e.statuses ?? []);
    if (kws.length) out[card] = kws;
  }
  STATIC_KW = out;
  return out;
}

/**
 * Current AP/DP/SP/level/attributes of a card on the field: the kernel's layers (`STATS_LAYERS`):
 * the printed values (a disguised 吕卡翁 as a 3/3/3 dark 卡灵), then 永恒 effects of face-up cards
 * (KALING 4.4-5: they apply without creating timing points), then created effects by timestamp;
 * values never drop below 0. Elsewhere (hand, deck, discard pile, last known) the printed values.
 */
export function stats(s: S, id: number): Stats {
  const o = s.objects[id];
  // A face-down card (or one the field zone does not list, e.g. in a state a test has renumbered):
  // the same layers, for it alone.
  if (o?.zone === 'field') return computeCharacteristics(s, STATS_LAYERS)[id] ?? statsOfOne(s, o);
  const left = o ?? s.lki[id];
  // A card as it was when it left the field: the same layers, applied to its last known state.
  return left.zone === 'field' ? statsOfOne(s, left) : printed(left);
}

/** The layers applied to one card alone (every effect's order is the same as for all at once). */
function statsOfOne(s: S, o: GameObject): Stats {
  const st = baseStats(o);
  for (const layer of STATS_LAYERS.layers)
    for (const eff of STATS_LAYERS.gather(s, layer, {}))
      if (eff.op === 'static' || eff.op === 'floor' || eff.targets?.[0] === o.id) applyStat(s, eff, st, o);
  return st;
}

function printed(o: GameObject): Stats {
  const def = CARDS[o.card];
  return { ap: def.ap, dp: def.dp, sp: def.sp, level: def.lv, attributes: def.attrs };
}

/** Face-up cards on the field whose 永恒 effects change values, in cell order. */
function staticSources(s: S): number[] {
  const out: number[] = [];
  if (STATIC_SOURCES.size === 0) return out;
  const cells = s.g.cells;
  for (let c = 0; c < 25; c++) {
    const sid = cells[c];
    if (!sid) continue;
    const so = s.objects[sid];
    if (so && !so.faceDown && STATIC_SOURCES.has(so.card) && !negated(s, sid)) out.push(sid);
  }
  return out;
}

/** The one effect of the last layer: values below 0 count as 0. */
const FLOOR: EffectInstance[] = [
  { id: 'floor', ts: 0, layer: 'floor', source: null, controller: 0, op: 'floor', params: null },
];

/**
 * KALING 4.4-5, KALING 5-26: the layers of a card's values. Within a layer effects apply in the
 * order gathered (`ts` is that order): 永恒 effects by their card's cell and then the card's effect
 * order, created effects as they were created. No effect's existence or amount depends on another's
 * result (永恒 effects read printed values and the game's data only), so there is no dependency search.
 */
export const STATS_LAYERS: LayerSystem<G, Stats> = {
  layers: ['static', 'created', 'floor'],
  // Face-up cards on the field; a face-down one's values are computed only when asked (`stats`).
  scope: faceUpOnField,
  base: (s, id) => baseStats(s.objects[id]),
  gather(s, layer) {
    const out: EffectInstance[] = [];
    if (layer === 'static') {
      for (const sid of staticSources(s)) {
        const so = s.objects[sid];
        const effs = EFFECTS[so.card];
        for (let ei = 0; ei < effs.length; ei++) {
          const ef = effs[ei];
          if (ef.self || ef.aura)
            out.push({
              id: `${sid}.${ei}`,
              ts: out.length,
              layer,
              source: sid,
              controller: so.controller,
              op: 'static',
              params: ei,
            });
        }
      }
    } else if (layer === 'created') {
      const list = s.effects;
      for (let i = 0; i < list.length; i++) {
        const e = list[i];
        // Created in this order (`ts` grows), so the kernel's timestamp order is the array's.
        if (STAT_EFFECT_OPS.has(e.op)) out.push(e);
      }
    } else return FLOOR;
    return out;
  },
  appliesTo(s, eff) {
    if (eff.op === 'static' || eff.op === 'floor') return faceUpOnField(s);
    const t = eff.targets?.[0];
    return t !== undefined && s.objects[t]?.zone === 'field' ? [t] : [];
  },
  apply: (s, eff, st, id) => applyStat(s, eff, st, s.objects[id]),
  clone: (st) => ({ ...st }),
  dependency: 'none',
  fixed: () => true,
};

function baseStats(o: GameObject): Stats {
  const st = printed(o);
  if ((o.data as FieldData).disguised) {
    // 伪装: seen as a 3/3/3 dark 卡灵 while disguised.
    st.ap = 3;
    st.dp = 3;
    st.sp = 3;
    st.attributes = ['暗'];
  }
  return st;
}

function applyStat(s: S, eff: EffectInstance, st: Stats, o: GameObject): void {
  switch (eff.op) {
    case 'static': {
      const so = s.objects[eff.source!];
      const ef = EFFECTS[so.card][eff.params as number];
      if (o.id === so.id && ef.self) ef.self(s, so, st);
      if (ef.aura) ef.aura(s, so, o, st);
      return;
    }
    case 'floor':
      if (st.ap < 0) st.ap = 0;
      if (st.dp < 0) st.dp = 0;
      if (st.sp < 0) st.sp = 0;
      return;
  }
  // A change by `params.amount`, a value set to `params.value`, an attribute `params.attribute`.
  switch (eff.op) {
    case 'ap':
      st.ap += eff.params.amount as number;
      return;
    case 'dp':
      st.dp += eff.params.amount as number;
      return;
    case 'sp':
      st.sp += eff.params.amount as number;
      return;
    case 'setap':
      st.ap = eff.params.value as number;
      return;
    case 'setdp':
      st.dp = eff.params.value as number;
      return;
    case 'setsp':
      st.sp = eff.params.value as number;
      return;
    case 'attr':
      st.attributes = [eff.params.attribute];
      return;
  }
}

/** Face-up cards on the field (cached per state version with the characteristics). */
function faceUpOnField(s: S): number[] {
  const out: number[] = [];
  for (const id of s.zones.field.objects) if (!s.objects[id].faceDown) out.push(id);
  return out;
}

/** Created effects that change values (others, e.g. statuses, are read where they matter). */
const STAT_EFFECT_OPS = new Set(['ap', 'dp', 'sp', 'setap', 'setdp', 'setsp', 'attr']);

const STAT_OPS = new Set(['ap', 'dp', 'sp', 'setap', 'setdp', 'setsp']);

/**
 * KALING 5-26 还原: a 卡灵's values go back to its printed values. It is neither a rise nor a
 * fall, but it is a change of values (a timing point).
 */
export function restoreValues(ctx: Ctx<G>, id: number): boolean {
  const n = ctx.removeEffects((e) => e.targets?.[0] === id && STAT_OPS.has(e.op));
  if (!n) return false;
  if (ctx.logging) ctx.log('KALING 5-26', 'kl.restored', { c: ctx.ref(id) });
  const o = ctx.obj(id);
  emit(ctx, { type: 'restored', player: o.controller, object: id, card: o.card });
  return true;
}

/** KALING 5-26 还原: whether a 卡灵's values differ from its printed values. */
export function differsFromOriginal(s: S, id: number): boolean {
  const o = s.objects[id];
  const def = CARDS[o.card];
  const st = stats(s, id);
  return st.ap !== def.ap || st.dp !== def.dp || st.sp !== def.sp;
}

export function hasAttr(s: S, id: number, a: string): boolean {
  return stats(s, id).attributes.includes(a);
}

export { emit, nextTimingPoint, oneAction } from './04-timing-points.ts';

/** Take an object off its cell (bookkeeping of the board). */
function leaveCell(ctx: Ctx<G>, o: GameObject): number {
  const c = fd(o).cell;
  if (o.zone === 'field' && ctx.g.cells[c] === o.id) ctx.g.cells[c] = 0;
  return c;
}

/** Effects that name an object end when it leaves the field (it becomes a new object). */
function dropEffectsOn(ctx: Ctx<G>, id: number): void {
  const effs = ctx.state.effects;
  for (let i = 0; i < effs.length; i++) {
    if (effs[i].targets?.[0] === id) {
      ctx.removeEffects((e) => e.targets?.[0] === id);
      return;
    }
  }
}

function snapshot(s: S, o: GameObject, ev: Ev): void {
  if (!o.faceDown && CARDS[o.card].type === 'kaling') {
    const st = stats(s, o.id);
    ev.ap = st.ap;
    ev.dp = st.dp;
    ev.attribute = st.attributes.join('/');
    ev.level = st.level;
  }
}

/**
 * KALING 5-6 清除: a card on the field goes to its owner's discard pile, unless 坚守 (battle) or
 * 防爆 (effects) or a one-time protection stops it. Returns whether it was cleared.
 */
export function clear(ctx: Ctx<G>, id: number, by: 'battle' | 'effect' | 'rule', src = 0): boolean {
  const s = ctx.state;
  const o = s.objects[id];
  if (o?.zone !== 'field') return false;
  if (by === 'battle' && hasKw(s, id, 'guard')) {
    if (ctx.logging) ctx.log('KALING 5-18', 'kl.guarded', { c: ctx.ref(id) });
    return false;
  }
  if (by === 'effect' && hasKw(s, id, 'bomb')) {
    if (ctx.logging) ctx.log('KALING 5-19', 'kl.bombproof', { c: ctx.ref(id) });
    return false;
  }
  if (by !== 'rule') {
    // 辉翼极光龙 极光幻象: one time this turn it is not cleared.
    const shield = s.effects.find(
      (e) => e.op === 'status' && e.params.status === 'shield' && e.targets?.[0] === id,
    );
    if (shield) {
      ctx.removeEffects((e) => e === shield);
      if (ctx.logging) ctx.log('KALING 5-6', 'kl.shielded', { c: ctx.ref(id) });
      return false;
    }
    // 扎根: a card that gives this status (扎根), in the owner's discard pile, goes back into the deck
    // instead (stand-in: always used).
    if (hasKw(s, id, 'root')) {
      const pile = ctx.zone(`p${o.owner}:discard`).objects;
      const root = pile.find((x) => ROOT_CARDS.has(s.objects[x].card));
      if (root !== undefined) {
        ctx.move(root, `p${o.owner}:deck`);
        ctx.shuffle(`p${o.owner}:deck`);
        if (ctx.logging) ctx.log('KALING 5-8', 'kl.rooted', { c: ctx.ref(id) });
        return false;
      }
    }
  }
  const ev: Ev = { type: 'destroyed', player: o.controller, card: o.card, by, source: src };
  if (
    by === 'battle' &&
    src &&
    s.objects[src]?.zone === 'field' &&
    s.objects[src].controller !== o.controller
  )
    (s.objects[src].data as FieldData).clearedInBattleTurn = ctx.g.turn;
  snapshot(s, o, ev);
  ev.cell = leaveCell(ctx, o);
  ev.from = o.owner;
  dropEffectsOn(ctx, id);
  const wasFaceDown = !!o.faceDown;
  const moved = ctx.move(id, `p${o.owner}:discard`);
  ev.object = moved.id;
  ev.movedTo = moved.id;
  if (wasFaceDown) ev.amount = 1;
  if (ctx.logging) ctx.log('KALING 5-6', 'kl.cleared', { c: ctx.ref(moved.id), by: { key: `kl.by.${by}` } });
  emit(ctx, ev);
  return true;
}

/** KALING 5-7 回归: a card on the field (or in the discard pile) returns to its owner's hand. */
export function bounce(ctx: Ctx<G>, id: number): boolean {
  const s = ctx.state;
  const o = s.objects[id];
  if (!o) return false;
  if (o.zone === 'field' && hasKw(s, id, 'nobounce')) return false;
  const from = o.zone === 'field' ? 'field' : 'discard';
  const cell = o.zone === 'field' ? leaveCell(ctx, o) : -1;
  dropEffectsOn(ctx, id);
  const moved = ctx.move(id, `p${o.owner}:hand`);
  if (ctx.logging) ctx.log('KALING 5-7', 'kl.returned', { c: ctx.ref(moved.id) });
  emit(ctx, { type: 'returned', player: o.owner, object: moved.id, card: o.card, cell: cell, by: from });
  return true;
}

/** KALING 5-8 回档: a card goes back into its owner's deck, which is shuffled. */
export function toDeck(ctx: Ctx<G>, id: number): void {
  const o = ctx.obj(id);
  if (o.zone === 'field') leaveCell(ctx, o);
  dropEffectsOn(ctx, id);
  ctx.move(id, `p${o.owner}:deck`);
  ctx.shuffle(`p${o.owner}:deck`);
  if (ctx.logging) ctx.log('KALING 5-8', 'kl.to-deck', { c: ctx.ref(id) });
}

/** KALING 5-10 置顶: put a card on top of its owner's deck. */
export function toTop(ctx: Ctx<G>, id: number): number {
  const o = ctx.obj(id);
  if (o.zone === 'field') leaveCell(ctx, o);
  dropEffectsOn(ctx, id);
  const moved = ctx.move(id, `p${o.owner}:deck`, { position: 'top' });
  if (ctx.logging) ctx.log('KALING 5-10', 'kl.to-top', { c: ctx.ref(moved.id) });
  return moved.id;
}

/** Send a card from hand or deck to the discard pile (舍弃 / 送去弃区); a timing point. */
export function toDiscard(ctx: Ctx<G>, id: number, from: 'hand' | 'deck'): number {
  const o = ctx.obj(id);
  // The turn it arrived is remembered (吓啼's 恐惧回响 returns a card sent away this turn).
  const moved = ctx.move(id, `p${o.owner}:discard`, { data: { dt: ctx.g.turn } });
  if (ctx.logging)
    ctx.log('KALING 5-6', from === 'hand' ? 'kl.discarded' : 'kl.milled', { c: ctx.ref(moved.id) });
  emit(ctx, { type: 'to-discard', player: o.owner, object: moved.id, card: o.card, by: from });
  return moved.id;
}

/** KALING 5-4 转移 / 交换位置: cards change cells without moving along a path. */
export function swapCells(ctx: Ctx<G>, a: number, b: number): void {
  const g = ctx.g;
  const oa = ctx.obj(a);
  const ob = ctx.obj(b);
  const ca = fd(oa).cell;
  const cb = fd(ob).cell;
  fd(oa).cell = cb;
  fd(ob).cell = ca;
  g.cells[ca] = b;
  g.cells[cb] = a;
  ctx.touch();
  if (ctx.logging) ctx.log('KALING 5-4', 'kl.swapped', { a: ctx.ref(a), b: ctx.ref(b) });
}

/** Objects in the [O1] ring of a cell. */
export function inRing(s: S, cell: number, r: 1 | 2): number[] {
  const out: number[] = [];
  for (const c of ring(s.g, cell, r)) if (s.g.cells[c]) out.push(s.g.cells[c]);
  return out;
}
