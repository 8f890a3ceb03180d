/**
 * Public information: what every player (and a spectator) at the table knows. The hooks that
 * decide who is asked in a response window receive this instead of the state, so whether a player
 * is asked cannot depend on a hidden card: the hook has nothing hidden to read. Reading is cheap
 * (no copies): one PublicInfo per run wraps the state, and each accessor checks visibility.
 */
import { Ctx } from './ctx.ts';
import { EngineError } from './errors.ts';
import type { GameModule } from './module.ts';
import type {
  CreatedEffect,
  GameObject,
  ObjId,
  PlayerId,
  QueuedTrigger,
  StackItem,
  State,
  Zone,
} from './types.ts';
import { canSee } from './view.ts';

interface Projection {
  version: number;
  of: unknown;
  state: State<any>;
  ctx: Ctx<any> | null;
  /** Real id → id in the projection (see `projectState`). */
  ref: (id: ObjId) => ObjId;
  /** Kept while a `judge` hook runs, whatever the game's caching rule (see `judgeWindow`). */
  pinned?: boolean;
}

/** The last projection of each state (keyed by the state object; cleared with it). */
const PROJECTIONS = new WeakMap<object, Projection>();
const PUBLIC_KEYS = new WeakMap<object, ReadonlySet<string>>();

export class PublicInfo<G = any> {
  // Runtime-private: a hook given this object cannot reach the state through it.
  readonly #state: State<G>;
  readonly #module: GameModule<G>;
  readonly #publicKeys: ReadonlySet<string>;

  constructor(state: State<G>, module: GameModule<G>) {
    this.#state = state;
    this.#module = module;
    let keys = PUBLIC_KEYS.get(module);
    if (!keys) {
      keys = new Set(module.publicGame ?? []);
      PUBLIC_KEYS.set(module, keys);
    }
    this.#publicKeys = keys;
  }

  get players(): number {
    return this.#state.players;
  }

  /** How many objects a zone holds (public for every zone). */
  zoneSize(zoneId: string): number {
    const z = this.#state.zones[zoneId];
    return z ? z.objects.length : 0;
  }

  /** The object if everyone may see it, else undefined. */
  object(id: ObjId): Readonly<GameObject> | undefined {
    const o = this.#state.objects[id];
    return o && canSee(this.#state, this.#module, o, null) ? o : undefined;
  }

  /** The object at a position of a zone (0 = bottom) if everyone may see it, else undefined. */
  objectAt(zoneId: string, index: number): Readonly<GameObject> | undefined {
    const z = this.#state.zones[zoneId];
    const id = z?.objects[index];
    return id === undefined ? undefined : this.object(id);
  }

  /** Number of objects in a zone that everyone may see and that satisfy `pred`. */
  countVisible(zoneId: string, pred?: (o: Readonly<GameObject>) => boolean): number {
    const z = this.#state.zones[zoneId];
    if (!z) return 0;
    let n = 0;
    for (let i = 0; i < z.objects.length; i++) {
      const o = this.object(z.objects[i]);
      if (o && (!pred || pred(o))) n++;
    }
    return n;
  }

  stackSize(): number {
    return this.#state.stack?.length ?? 0;
  }

  /** A stack item (0 = bottom) unless its source is hidden from someone. */
  stackItem(index: number): Readonly<StackItem> | undefined {
    const item = this.#state.stack?.[index];
    return item ? this.visibleSource(item) : undefined;
  }

  /** The top stack item (see `stackItem`). */
  stackTop(): Readonly<StackItem> | undefined {
    const n = this.stackSize();
    return n === 0 ? undefined : this.stackItem(n - 1);
  }

  /** Controller of the top stack item (public even when its source is not), or null. */
  stackTopController(): PlayerId | null {
    const n = this.stackSize();
    return n === 0 ? null : this.#state.stack![n - 1].controller;
  }

  /** Number of queued triggers everyone knows of (their source is public, or none). */
  publicTriggerCount(pred?: (t: Readonly<QueuedTrigger>) => boolean): number {
    let n = 0;
    for (const t of this.#state.triggers) if (this.triggerIsPublic(t) && (!pred || pred(t))) n++;
    return n;
  }

  /** Game data the game declares public (`GameModule.publicGame`); other keys throw. */
  game<K extends keyof G & string>(key: K): Readonly<G[K]> {
    if (!this.#publicKeys.has(key))
      throw new EngineError(
        'not-public',
        `game ${this.#module.id}: "${key}" is not in publicGame, so a window hook may not read it`,
      );
    return this.#state.g[key];
  }

  /**
   * The state as a spectator knows it, in the shape rules code reads (so a game can ask "could
   * this player act?" with its own legality code when the answer depends only on public cards, e.g.
   * FF-TCG abilities payable without a hand). Hidden objects are anonymous (card '', no data, new
   * ids above `state.nextId`, fixed by zone and position: `isAnonymousId`); created effects name
   * them by those ids (`source`, `targets`); hidden triggers, the
   * generator, the flow and the pending request
   * are left out; game data is `redactGame(g, null)` when the game has it. Visible objects are
   * shared with the real state: read, never write. Cached until `state.version` changes.
   */
  project(): State<G> {
    return this.projection().state;
  }

  /** A context over `project()` (no log), for rules code that takes a Ctx. */
  projectCtx(): Ctx<G> {
    const p = this.projection();
    p.ctx ??= new Ctx(p.state, this.#module, null);
    return p.ctx;
  }

  private projection(): Projection {
    return projectionOf(this.#state, this.#module);
  }

  get decisionCount(): number {
    return this.#state.decisionCount;
  }

  get over(): boolean {
    return this.#state.result !== null;
  }

  private triggerIsPublic(t: QueuedTrigger): boolean {
    if (t.source === null) return true;
    const o = this.#state.objects[t.source] ?? this.#state.lki[t.source];
    return !!o && canSee(this.#state, this.#module, o, null);
  }

  private visibleSource(item: StackItem): StackItem | undefined {
    if (item.source === null) return item;
    const o = this.#state.objects[item.source] ?? this.#state.lki[item.source];
    return o && canSee(this.#state, this.#module, o, null) ? item : undefined;
  }
}

function projectionOf<G>(st: State<G>, module: GameModule<G>): Projection {
  const hit = PROJECTIONS.get(st);
  if (
    hit &&
    (hit.pinned ||
      (hit.version === st.version && hit.of === st.g && !module.redactGame && !module.projectGame))
  )
    return hit;
  const p = projectState(st, module);
  PROJECTIONS.set(st, p);
  return p;
}

/**
 * Run a window's `judge` hook (k.window, before each round): the facts are renamed into the ids of
 * the projection `pub.project()` returns during the call (one projection, pinned for the call), by
 * the game's `projectFact`; without it the hook receives no facts. Kernel-internal: the renaming
 * function never reaches a hook (it would tell where a hidden object with a given real id is).
 */
export function judgeWindow<G>(
  st: State<G>,
  module: GameModule<G>,
  pub: PublicInfo<G>,
  facts: readonly unknown[],
  judge: (pub: PublicInfo<G>, facts: readonly unknown[]) => void,
): void {
  const p = projectState(st, module);
  p.pinned = true;
  PROJECTIONS.set(st, p);
  try {
    const project = module.projectFact;
    const out = project ? facts.map((f) => project(f, p.ref, p.state)) : [];
    judge(pub, out);
  } finally {
    p.pinned = false;
  }
}

/**
 * Whether an id of a projection (`PublicInfo.project()`, or a fact given to a window's `judge`)
 * names an anonymous object: anonymous ids are above the state's `nextId`, in zone order, so they
 * never name a real object (and, close above the real ids, keep the object table fast).
 */
export function isAnonymousId(projection: State, id: ObjId): boolean {
  return id >= projection.nextId;
}

/**
 * Anonymous objects without public data are immutable and name nothing real; one is kept per
 * real object and reused while its place and public fields are the same (projections are made
 * before every round of a window: fresh objects for whole decks each time would cost).
 */
const ANONYMOUS = new WeakMap<GameObject, GameObject>();

function anonymous(
  o: GameObject,
  id: ObjId,
  zone: string,
  data: Record<string, unknown> | undefined,
): GameObject {
  if (data === undefined) {
    const hit = ANONYMOUS.get(o);
    if (
      hit &&
      hit.id === id &&
      hit.zone === zone &&
      hit.owner === o.owner &&
      hit.controller === o.controller &&
      !hit.faceDown === !o.faceDown
    )
      return hit;
  }
  const anon: GameObject = {
    id,
    card: '',
    owner: o.owner,
    controller: o.controller,
    zone,
    ts: 0,
    data: data ?? {},
  };
  if (o.faceDown) anon.faceDown = true;
  if (data === undefined) ANONYMOUS.set(o, Object.freeze(anon) as GameObject);
  return anon;
}

/** The zones and objects of the last projection of a state, with the real objects they were made from. */
interface ZoneProjection {
  zoneIds: string[];
  /** `anonymousBase(nextId)` then; zone k's position i has the anonymous id base + k·stride + i. */
  base: number;
  stride: number;
  /** The first id after the zones' anonymous ids. */
  end: number;
  /** The real object at each position of each zone (undefined: none). */
  real: (GameObject | undefined)[][];
  zones: Record<string, Zone>;
  objects: Record<number, GameObject>;
  /** Real id → anonymous id of every hidden object in a zone that is made. */
  ids: Map<ObjId, ObjId>;
  /** Zone id → its index in `zoneIds`. */
  index: Map<string, number>;
  /**
   * Zones whose visibility is 'hidden' (decks) are made only when read (`lazyZone`): a judgement
   * seldom looks into them, and they hold most of the objects. False once made.
   */
  lazy: boolean[];
  /** Makes a lazy zone now (the state and module it was projected from); false if it was made. */
  make: (zk: number) => boolean;
}

const ZONE_PROJECTIONS = new WeakMap<object, ZoneProjection>();

/**
 * Anonymous ids start at the first multiple of this above `nextId`: a game that makes a new object
 * at each move (a new id) keeps its anonymous ids, and so its projection, until nextId passes the
 * block (at most this many ids between the real ones and the anonymous ones keeps the table dense).
 */
const ANONYMOUS_BLOCK = 256;

function anonymousBase(nextId: number): number {
  return (Math.floor(nextId / ANONYMOUS_BLOCK) + 1) * ANONYMOUS_BLOCK;
}

/** Positions per zone in anonymous ids: a power of two, at least 128, that fits the longest zone. */
function strideFor(longest: number): number {
  let stride = 128;
  while (stride < longest) stride *= 2;
  return stride;
}

/**
 * Zones and objects as a spectator knows them. Windows judge before every round, and rebuilding
 * the whole object table each time would cost more than the judgement: the last projection of the
 * state is kept, and only the zones that changed (other objects in them, one that became visible
 * or hidden, a hidden one whose public fields changed) are made again. Anonymous ids are fixed per
 * place (zone and position) and depend only on the state as it is now (`anonymousBase(nextId)`,
 * the longest zone), so an unchanged zone keeps its ids and a copy of the state gets the same
 * ones. Visible objects are the state's own, so changes to them show without a rebuild. A
 * projection handed out before is therefore only valid until the next one is made (hooks use it
 * within one call).
 */
function projectZones<G>(st: State<G>, module: GameModule<G>): ZoneProjection {
  const zoneIds = Object.keys(st.zones);
  let longest = 0;
  for (const k of zoneIds) longest = Math.max(longest, st.zones[k].objects.length);
  const base = anonymousBase(st.nextId);
  const stride = strideFor(longest);
  let last = ZONE_PROJECTIONS.get(st);
  if (!last) {
    // A copy (`cloneState`) starts from its original's zones: same ids, same anonymous objects.
    const from = INHERITED.get(st);
    if (from && from.base === base && from.stride === stride && sameZoneIds(from, zoneIds)) {
      last = rebase(st, module, from);
      ZONE_PROJECTIONS.set(st, last);
    }
  }
  if (
    last &&
    last.base === base &&
    last.stride === stride &&
    zoneIds.length === last.zoneIds.length &&
    zoneIds.every((k, zk) => last.zoneIds[zk] === k)
  ) {
    const changed: number[] = [];
    for (let zk = 0; zk < zoneIds.length; zk++)
      if (!last.lazy[zk] && !zoneUnchanged(st, module, last, zk)) changed.push(zk);
    if (changed.length === 0) return renameLinks(last);
    // Take the changed zones' entries out first (an object may have gone to another changed zone).
    for (const zk of changed) {
      const list = last.zones[zoneIds[zk]].objects;
      const was = last.real[zk];
      for (let i = 0; i < list.length; i++) {
        const id = list[i];
        if (id === undefined) continue;
        delete last.objects[id];
        if (id >= last.base && was[i]) last.ids.delete(was[i]!.id);
      }
    }
    for (const zk of changed) fillZone(st, module, last, zk);
    return renameLinks(last);
  }
  const p: ZoneProjection = {
    zoneIds,
    base,
    stride,
    end: base + zoneIds.length * stride,
    real: [],
    zones: {},
    objects: {},
    ids: new Map(),
    index: new Map(zoneIds.map((k, zk) => [k, zk])),
    lazy: [],
    make: (zk) => {
      if (!p.lazy[zk]) return false;
      fillZone(st, module, p, zk);
      return true;
    },
  };
  for (let zk = 0; zk < zoneIds.length; zk++)
    if (st.zones[zoneIds[zk]].visibility === 'hidden') lazyZone(p, zk, st.zones[zoneIds[zk]]);
    else fillZone(st, module, p, zk);
  ZONE_PROJECTIONS.set(st, p);
  return renameLinks(p);
}

function sameZoneIds(p: ZoneProjection, zoneIds: string[]): boolean {
  return zoneIds.length === p.zoneIds.length && zoneIds.every((k, zk) => p.zoneIds[zk] === k);
}

/** A copy's original's zone projection, taken when the copy was made (`inheritProjection`). */
const INHERITED = new WeakMap<object, ZoneProjection>();

/**
 * Called by `cloneState`: the copy's first projection starts from the original's last one instead
 * of from nothing. A fresh copy has the same content, and a copy changed since is brought up to
 * date as any state is (`projectZones` compares every made zone with the state now), so the
 * projection is the one a fresh build would make; it only saves making every zone and anonymous
 * object again (a copy judged after one move otherwise costs four times the move).
 */
export function inheritProjection(copy: State, original: State): void {
  const zp = ZONE_PROJECTIONS.get(original);
  if (zp) INHERITED.set(copy, zp);
}

/**
 * `from` (another state's zone projection) as a projection of `st`: the same lists and anonymous
 * objects (immutable, named by place), with `st`'s own objects where `from` had its state's (same
 * ids), so that the comparison with `st` finds what differs. An object `st` lacks keeps the other's,
 * which never equals what `st` holds, so its zone is made again.
 */
function rebase<G>(st: State<G>, module: GameModule<G>, from: ZoneProjection): ZoneProjection {
  const p: ZoneProjection = {
    zoneIds: from.zoneIds,
    base: from.base,
    stride: from.stride,
    end: from.end,
    real: [],
    zones: {},
    objects: {},
    ids: new Map(from.ids),
    index: from.index,
    lazy: [],
    make: (zk) => {
      if (!p.lazy[zk]) return false;
      fillZone(st, module, p, zk);
      return true;
    },
  };
  for (let zk = 0; zk < from.zoneIds.length; zk++) {
    const k = from.zoneIds[zk];
    if (from.lazy[zk]) {
      lazyZone(p, zk, st.zones[k]);
      continue;
    }
    p.lazy[zk] = false;
    const list = from.zones[k].objects;
    const was = from.real[zk];
    const real: (GameObject | undefined)[] = new Array(was.length);
    for (let i = 0; i < was.length; i++) {
      const o = was[i];
      if (!o) continue;
      const mine = st.objects[o.id] ?? o;
      real[i] = mine;
      const id = list[i];
      p.objects[id] = id >= from.base ? from.objects[id] : mine;
    }
    p.real[zk] = real;
    p.zones[k] = from.zones[k];
  }
  return p;
}

/**
 * A visible object linked to a hidden one (a set card 影狱蛇 chose, linked to the face-down snake)
 * names it in the projection's ids: such an object is a copy with `linkedTo` / `linked` renamed
 * (links are made in front of everyone; the hidden object's real id is not). Run at every
 * projection: links change in place.
 */
function renameLinks(p: ZoneProjection): ZoneProjection {
  for (let zk = 0; zk < p.zoneIds.length; zk++) {
    if (p.lazy[zk]) continue;
    const was = p.real[zk];
    const list = p.zones[p.zoneIds[zk]].objects;
    for (let i = 0; i < was.length; i++) {
      const o = was[i];
      if (!o || list[i] >= p.base) continue;
      const to = o.linkedTo === undefined ? undefined : p.ids.get(o.linkedTo);
      const children = o.linked?.some((id) => p.ids.has(id));
      if (to === undefined && !children) {
        if (p.objects[o.id] !== o) p.objects[o.id] = o;
        continue;
      }
      const copy: GameObject = { ...o };
      if (to !== undefined) copy.linkedTo = to;
      if (children) copy.linked = o.linked!.map((id) => p.ids.get(id) ?? id);
      p.objects[o.id] = copy;
    }
  }
  return p;
}

/**
 * A hidden zone left unmade: its projected zone makes it when its objects are first read, and
 * `ref` makes it when asked for one of its objects, so nothing reads the projection without it.
 */
function lazyZone(p: ZoneProjection, zk: number, real: Zone): void {
  p.lazy[zk] = true;
  p.real[zk] = [];
  const k = p.zoneIds[zk];
  const zone = { id: real.id, owner: real.owner, visibility: real.visibility } as Zone;
  Object.defineProperty(zone, 'objects', {
    enumerable: true,
    get: () => {
      p.make(zk);
      return p.zones[k].objects;
    },
  });
  p.zones[k] = zone;
}

function fillZone<G>(st: State<G>, module: GameModule<G>, p: ZoneProjection, zk: number): void {
  p.lazy[zk] = false;
  const publicData = module.publicObjectData;
  const k = p.zoneIds[zk];
  const z = st.zones[k];
  const n = z.objects.length;
  const list: ObjId[] = new Array(n);
  const was: (GameObject | undefined)[] = new Array(n);
  const first = p.base + zk * p.stride;
  for (let i = 0; i < n; i++) {
    const o = st.objects[z.objects[i]];
    was[i] = o;
    if (!o) continue;
    if (publicNow(st, module, o, z)) {
      p.objects[o.id] = o;
      list[i] = o.id;
    } else {
      const id = first + i;
      p.ids.set(o.id, id);
      p.objects[id] = anonymous(o, id, z.id, publicData?.(o));
      list[i] = id;
    }
  }
  p.real[zk] = was;
  p.zones[k] = { id: z.id, owner: z.owner, visibility: z.visibility, objects: list };
}

/** `canSee(st, module, o, null)` for an object of zone `z`, without the call in the usual case. */
function publicNow<G>(st: State<G>, module: GameModule<G>, o: GameObject, z: Zone): boolean {
  if (!o.seenBy && !o.faceDown && o.zone === z.id) return z.visibility === 'public';
  return canSee(st, module, o, null);
}

function zoneUnchanged<G>(st: State<G>, module: GameModule<G>, p: ZoneProjection, zk: number): boolean {
  const publicData = module.publicObjectData;
  const k = p.zoneIds[zk];
  const zone = st.zones[k];
  const now = zone.objects;
  const was = p.real[zk];
  if (now.length !== was.length) return false;
  const list = p.zones[k].objects;
  for (let i = 0; i < now.length; i++) {
    const o = st.objects[now[i]];
    if (o !== was[i]) return false;
    if (!o) continue;
    const seen = publicNow(st, module, o, zone);
    if (seen !== list[i] < p.base) return false;
    if (seen) continue;
    const a = p.objects[list[i]];
    if (a.owner !== o.owner || a.controller !== o.controller || !a.faceDown !== !o.faceDown) return false;
    if (publicData && !sameData(publicData(o), a.data)) return false;
  }
  return true;
}

function sameData(d: Record<string, unknown> | undefined, was: Record<string, unknown>): boolean {
  const now = d ?? {};
  let n = 0;
  for (const k in now) {
    if (now[k] !== was[k]) return false;
    n++;
  }
  for (const _ in was) n--;
  return n === 0;
}

/**
 * Created effects as a spectator knows them: an effect's `source` and `targets` that name a hidden
 * object name it by its anonymous id (the effect itself is public: it was made in front of
 * everyone). Effects that name no hidden object, and the list when none does, are shared.
 * `params` are the game's and are kept as they are (games keep object ids in `targets`).
 */
function projectEffects(effects: CreatedEffect[], ref: (id: ObjId) => ObjId): CreatedEffect[] {
  let out: CreatedEffect[] | null = null;
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i];
    const source = e.source === null ? null : ref(e.source);
    let targets = e.targets;
    if (targets) {
      for (let k = 0; k < targets.length; k++)
        if (ref(targets[k]) !== targets[k]) {
          targets = targets.map(ref);
          break;
        }
    }
    if (source === e.source && targets === e.targets) {
      if (out) out.push(e);
      continue;
    }
    out ??= effects.slice(0, i);
    out.push({ ...e, source, targets });
  }
  return out ?? effects;
}

/**
 * Real ids → ids of one projection (`projectState`): visible objects keep theirs; a hidden object
 * in a zone gets its anonymous id; any other (a hidden object that left, an unknown id) a fresh
 * anonymous id, the same for the same id within this projection, that names nothing. A class, not
 * closures made at every projection (projections are made before every round of a window).
 */
class Renaming<G> {
  readonly fresh = new Map<ObjId, ObjId>();
  next: number;
  constructor(
    readonly st: State<G>,
    readonly zp: ZoneProjection,
    readonly lki: Record<number, GameObject>,
  ) {
    this.next = zp.end;
  }

  /** Whether a real id names a hidden object of a zone (making its zone if it is not made yet). */
  hiddenInZone(id: ObjId): boolean {
    const { ids, index } = this.zp;
    if (ids.has(id)) return true;
    const o = this.st.objects[id];
    const zk = o === undefined ? undefined : index.get(o.zone);
    return zk !== undefined && this.zp.make(zk) && ids.has(id);
  }

  visibleSource(src: ObjId | null): boolean {
    const objects = this.zp.objects;
    return (
      src === null ||
      objects[src] !== undefined ||
      this.lki[src] !== undefined ||
      (!this.hiddenInZone(src) && objects[src] !== undefined)
    );
  }

  ref(id: ObjId): ObjId {
    const zp = this.zp;
    if (id > 0 && id < this.st.nextId && zp.objects[id] !== undefined) return id;
    if (this.lki[id] !== undefined) return id;
    let r = zp.ids.get(id) ?? this.fresh.get(id);
    if (r === undefined) {
      // An object of a zone not made yet (a deck): make it, then name the object as it says.
      const o = this.st.objects[id];
      const zk = o === undefined ? undefined : zp.index.get(o.zone);
      if (zk !== undefined && zp.make(zk)) return this.ref(id);
    }
    if (r === undefined) {
      r = this.next++;
      this.fresh.set(id, r);
    }
    return r;
  }
}

/** `r.ref` as a function of its own (returned, not named: no per-call naming helper). */
function refOf<G>(r: Renaming<G>): (id: ObjId) => ObjId {
  return (id) => r.ref(id);
}

function allVisible<G>(r: Renaming<G>, list: readonly { source: ObjId | null }[]): boolean {
  for (let i = 0; i < list.length; i++) if (!r.visibleSource(list[i].source)) return false;
  return true;
}

function projectState<G>(st: State<G>, module: GameModule<G>): Projection {
  const zp = projectZones(st, module);
  const { zones, objects, ids } = zp;
  const lki: Record<number, GameObject> = {};
  for (const k in st.lki) {
    const o = (st.lki as Record<string, GameObject>)[k];
    if (canSee(st, module, o, null)) lki[o.id] = o;
  }
  const r = new Renaming(st, zp, lki);
  // The stack and the triggers as they are when every source is public (the usual case).
  const realStack = st.stack ?? [];
  const stack = allVisible(r, realStack)
    ? realStack
    : realStack.map((it) =>
        r.visibleSource(it.source)
          ? it
          : {
              ...it,
              source: null,
              ability: '',
              data: null,
              targets: it.targets.map((slot) =>
                slot.map((t) =>
                  t.obj !== undefined && r.hiddenInZone(t.obj) ? { obj: ids.get(t.obj)! } : t,
                ),
              ),
            },
      );
  const triggers = allVisible(r, st.triggers)
    ? st.triggers
    : st.triggers.filter((t) => r.visibleSource(t.source));
  const ref = refOf(r);
  // Field by field, not a spread: a spread would read the state's `checkpoint` accessor, which
  // writes out the text of an open checkpoint (a whole serialization per projection).
  const state: State<G> = {
    schema: st.schema,
    game: st.game,
    seed: st.seed,
    rng: [0, 0, 0, 0] as State['rng'],
    players: st.players,
    version: st.version,
    nextId: st.nextId,
    clock: st.clock,
    zones,
    objects,
    lki,
    flow: [],
    pending: null,
    stack,
    effects: projectEffects(st.effects, ref),
    triggers,
    decisionCount: st.decisionCount,
    result: st.result,
    g: st.g,
  };
  if (st.stackSeq !== undefined) state.stackSeq = st.stackSeq;
  if (st.delayed !== undefined) state.delayed = st.delayed;
  state.g = module.projectGame
    ? module.projectGame(st.g, ref, st)
    : ((module.redactGame ? module.redactGame(st.g, null, st) : st.g) as G);
  return { version: st.version, of: st.g, state, ctx: null, ref };
}
