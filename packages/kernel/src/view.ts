/**
 * The one redaction path (principle 5). Everything that leaves the engine for a player — the
 * state view, the decisions they are asked, the log — passes through here. A hidden object keeps
 * no identity in a view: its id is replaced by a per-zone position token and its card is dropped.
 */
import type { Msg, MsgArg } from './messages.ts';
import type { DeckList, GameModule } from './module.ts';
import { type Observation, observe } from './observe.ts';
import type { Decision, GameObject, LogEntry, ObjId, PlayerId, StackItem, State, Target } from './types.ts';

/** null = a spectator who sees only public information. */
export type Viewer = PlayerId | null;

export interface ObjectView {
  id: ObjId | string;
  card?: string;
  owner: PlayerId;
  controller: PlayerId;
  faceDown?: boolean;
  hidden?: true;
  data?: Record<string, any>;
  /** The object it is linked to (attached to, under), if the viewer may see that one. */
  linkedTo?: ObjId;
  /** The visible objects linked to it. */
  linked?: ObjId[];
}

/** A stack item as a viewer sees it: what its hidden source or targets are is left out. */
export interface StackItemView {
  id: number;
  controller: PlayerId;
  status: StackItem['status'];
  /** Absent when the source is hidden from the viewer (then `ability` and `data` are too). */
  source?: ObjId | null;
  ability?: string;
  targets: (Target | { hidden: true })[][];
  data?: unknown;
}

export interface ZoneView {
  id: string;
  owner: PlayerId | null;
  count: number;
  objects: ObjectView[];
}

export interface StateView {
  game: string;
  viewer: Viewer;
  players: number;
  zones: Record<string, ZoneView>;
  /** Decisions this viewer must make now. */
  decisions: Decision[];
  /** Players the game is waiting for. */
  waitingFor: PlayerId[];
  /** The stack, bottom first. */
  stack: StackItemView[];
  /** The response windows open now, outermost first, with their (public) data. */
  windows: { kind: string; data: unknown }[];
  result: State['result'];
  g: unknown;
  decisionCount: number;
  /** For AI search, on request: the state as this viewer may know it (see observe.ts). */
  observation?: Observation;
}

export interface ViewOptions {
  /** Add the viewer's observation (a state with blanks) for AI search; `decks` are the game's deck lists. */
  observation?: { decks?: readonly DeckList[] };
}

export function canSee(state: State, module: GameModule, o: GameObject, viewer: Viewer): boolean {
  const seen = o.seenBy;
  if (seen) {
    if (viewer !== null && seen.includes(viewer)) return true;
    // Shown to every player: public, so a spectator sees it too.
    if (viewer === null && seen.length >= state.players && allPlayers(seen, state.players)) return true;
  }
  const z = state.zones[o.zone];
  if (!z) return false;
  if (o.faceDown) {
    if (viewer === null) return false;
    return module.canSeeFaceDown ? module.canSeeFaceDown(state, o, viewer) : o.controller === viewer;
  }
  if (z.visibility === 'public') return true;
  if (z.visibility === 'owner') return viewer !== null && z.owner === viewer;
  return false;
}

function allPlayers(seen: readonly number[], players: number): boolean {
  for (let p = 0; p < players; p++) if (!seen.includes(p)) return false;
  return true;
}

/**
 * Whether an object id (live or last known) may be named to this viewer. An id the state no
 * longer knows is named only if it was public when referred to (`pub`), never by default.
 */
export function canSeeId(state: State, module: GameModule, id: ObjId, viewer: Viewer, pub = false): boolean {
  const o = state.objects[id];
  if (o) return canSee(state, module, o, viewer);
  const last = state.lki[id];
  // A gone object's identity is shown if it was visible when it left.
  return last ? canSee(state, module, last, viewer) : pub;
}

/**
 * Mark, in a message about to be logged, every object reference that everyone can see now
 * (`ObjRef.pub`): what was public when it was written stays named when the log is read later,
 * after the card went somewhere hidden (a face-down mission, a card put into a hand). A reference
 * that is not public now is left as it is and redacted by visibility when read. Returns the
 * arguments unchanged (the same object) when nothing needed marking.
 */
export function markPublicRefs(
  state: State,
  module: GameModule,
  args: Record<string, MsgArg>,
): Record<string, MsgArg> {
  let out: Record<string, MsgArg> | null = null;
  for (const k in args) {
    const v = args[k];
    const m = markPublicArg(state, module, v);
    if (m !== v) {
      out ??= { ...args };
      out[k] = m;
    }
  }
  return out ?? args;
}

function markPublicArg(state: State, module: GameModule, arg: MsgArg): MsgArg {
  if (Array.isArray(arg)) {
    let out: MsgArg[] | null = null;
    for (let i = 0; i < arg.length; i++) {
      const m = markPublicArg(state, module, arg[i]);
      if (m !== arg[i]) {
        out ??= arg.slice();
        out[i] = m;
      }
    }
    return out ?? arg;
  }
  if (typeof arg !== 'object' || arg === null) return arg;
  if ('obj' in arg && typeof arg.obj === 'number') {
    if (arg.pub === true || arg.hidden) return arg;
    const o = state.objects[arg.obj] ?? state.lki[arg.obj];
    if (!o || !canSee(state, module, o, null)) return arg;
    return { ...arg, card: arg.card ?? o.card, pub: true };
  }
  if ('key' in arg && (arg as Msg).args) {
    const inner = arg as Msg;
    const args = markPublicRefs(state, module, inner.args!);
    return args === inner.args ? arg : { key: inner.key, args };
  }
  return arg;
}

export function redactArg(state: State, module: GameModule, arg: MsgArg, viewer: Viewer): MsgArg {
  if (Array.isArray(arg)) return arg.map((a) => redactArg(state, module, a, viewer));
  if (typeof arg === 'object' && arg !== null) {
    if ('obj' in arg && typeof arg.obj === 'number') {
      if (canSeeId(state, module, arg.obj, viewer, arg.pub === true)) return arg;
      // Public when the message was made: the card stays named, but not by the id of an object
      // the viewer cannot see now (that id could follow it where it is hidden).
      if (arg.pub === true && typeof arg.card === 'string') return { obj: -1, card: arg.card, pub: true };
      return { obj: -1, hidden: true };
    }
    if ('key' in arg) return redactMsg(state, module, arg as Msg, viewer);
  }
  return arg;
}

export function redactMsg(state: State, module: GameModule, m: Msg, viewer: Viewer): Msg {
  if (!m.args) return m;
  const args: Record<string, MsgArg> = {};
  for (const [k, v] of Object.entries(m.args)) args[k] = redactArg(state, module, v, viewer);
  return { key: m.key, args };
}

/** Log entries as a viewer may read them. */
export function redactLog(
  state: State,
  module: GameModule,
  log: readonly LogEntry[],
  viewer: Viewer,
): LogEntry[] {
  const out: LogEntry[] = [];
  for (const e of log) {
    if (e.to && (viewer === null || !e.to.includes(viewer))) {
      if (e.alt) out.push({ seq: e.seq, rule: e.rule, msg: redactMsg(state, module, e.alt, viewer) });
      continue;
    }
    const r: LogEntry = { seq: e.seq, msg: redactMsg(state, module, e.msg, viewer) };
    if (e.rule) r.rule = e.rule;
    out.push(r);
  }
  return out;
}

export function redactDecision(state: State, module: GameModule, d: Decision, viewer: Viewer): Decision {
  const fixOptions = <T extends { label: Msg; hint?: Msg; obj?: ObjId }>(opts: T[]): T[] =>
    opts.map((o) => {
      const r = { ...o, label: redactMsg(state, module, o.label, viewer) };
      if (o.hint) r.hint = redactMsg(state, module, o.hint, viewer);
      if (o.obj !== undefined && !canSeeId(state, module, o.obj, viewer)) delete r.obj;
      // What an option stands for is the engine's business (it may name hidden objects).
      delete (r as { value?: unknown }).value;
      return r;
    });
  const dom = d.domain;
  const domain =
    dom.type === 'pick'
      ? { ...dom, options: fixOptions(dom.options) }
      : dom.type === 'order' || dom.type === 'distribute'
        ? { ...dom, items: fixOptions(dom.items) }
        : dom;
  return { ...d, prompt: redactMsg(state, module, d.prompt, viewer), domain };
}

/** What `viewer` may see of the state. */
export function viewFor<G>(
  state: State<G>,
  module: GameModule<G>,
  viewer: Viewer,
  opts?: ViewOptions,
): StateView {
  const zones: Record<string, ZoneView> = {};
  for (const z of Object.values(state.zones)) {
    const objects: ObjectView[] = [];
    for (let i = 0; i < z.objects.length; i++) {
      const o = state.objects[z.objects[i]];
      if (!o) continue;
      if (canSee(state, module, o, viewer)) {
        const v: ObjectView = {
          id: o.id,
          card: o.card,
          owner: o.owner,
          controller: o.controller,
          data: o.data,
        };
        if (o.faceDown) v.faceDown = true;
        if (o.linkedTo !== undefined && canSeeId(state, module, o.linkedTo, viewer)) v.linkedTo = o.linkedTo;
        if (o.linked) {
          const seen = o.linked.filter((id) => canSeeId(state, module, id, viewer));
          if (seen.length) v.linked = seen;
        }
        objects.push(v);
      } else {
        // Position token only: no id, no card, no data that could identify it.
        const v: ObjectView = { id: `${z.id}#${i}`, owner: o.owner, controller: o.controller, hidden: true };
        if (o.faceDown) v.faceDown = true;
        objects.push(v);
      }
    }
    zones[z.id] = { id: z.id, owner: z.owner, count: z.objects.length, objects };
  }
  const pending = state.pending;
  const open = pending ? pending.asks.filter((a) => !(a.player in pending.answers)) : [];
  // The view is the viewer's own copy: nothing in it aliases the state (data, g, decisions).
  const view: StateView = copyJson({
    game: state.game,
    viewer,
    players: state.players,
    zones,
    decisions: open.filter((a) => a.player === viewer).map((d) => redactDecision(state, module, d, viewer)),
    waitingFor: open.map((a) => a.player),
    stack: (state.stack ?? []).map((it) => stackItemView(state, module, it, viewer)),
    windows: state.flow.flatMap((f) => (f.proc === 'k.window' ? [{ kind: f.d.kind, data: f.d.data }] : [])),
    result: state.result,
    g: module.redactGame ? module.redactGame(state.g, viewer, state) : state.g,
    decisionCount: state.decisionCount,
  });
  if (opts?.observation && viewer !== null)
    view.observation = observe(state, module, viewer, { decks: opts.observation.decks });
  return view;
}

function stackItemView<G>(
  state: State<G>,
  module: GameModule<G>,
  it: StackItem,
  viewer: Viewer,
): StackItemView {
  const v: StackItemView = {
    id: it.id,
    controller: it.controller,
    status: it.status,
    targets: it.targets.map((slot) =>
      slot.map((t) =>
        t.obj !== undefined && !canSeeId(state, module, t.obj, viewer) ? { hidden: true } : t,
      ),
    ),
  };
  if (it.source === null || canSeeId(state, module, it.source, viewer)) {
    v.source = it.source;
    v.ability = it.ability;
    v.data = module.stack?.view ? module.stack.view(state, it, viewer) : it.data;
  }
  return v;
}

function copyJson<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}
