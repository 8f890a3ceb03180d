/**
 * KALING 4.4-1 … 4.6-2: the chain window — timing points open it; the six priority stages of
 * KALING 4.5 (classes 1, 2, 3, the turn player first, public before hidden) as the kernel window
 * policy `kl.chain`; one action's timing points as one (大背景时点).
 */
import {
  type Ctx,
  cloneJson,
  type GameObject,
  type Procedure,
  type QueuedTrigger,
  requeueTriggers,
  takeTriggers,
  type WindowPolicy,
} from '@arbiter/kernel';
import { CARDS } from '../cards/data.ts';
import type { Ev, G, S } from '../types.ts';
import type { PublicEv } from '../view.ts';
import { checkWin } from './02-match.ts';
import { type ActD, effHint, effLabel, srcId } from './04-chain-activate.ts';
import {
  type Avail,
  CLS_MASK,
  collect,
  DISCARD_PILE_SOURCES,
  JUDGED_SOURCES,
  LIVE_SOURCES,
  PILES,
  QS_F,
  QS_ID,
  QS_M,
  QS_P,
  quickSources,
  type SourceBuffers,
  type Src,
  type WindowCtx,
} from './04-chain-sources.ts';
import { hiddenMayAnswer, hiddenSources, namedIds, publicMayAnswer } from './04-chain-who-is-asked.ts';
import { keepWaiting } from './04-timing-points.ts';
import { emit, nextTimingPoint } from './05-terms.ts';

// The chain window (KALING 4.4-1 … 4.7-1)

/**
 * The timing points a chain answers, kept in the frame of `kl.window` (not in a view: timing points
 * may name hidden objects, e.g. a card just set).
 */
export interface WinD {
  events: Ev[];
  lastEvents: Ev[];
  /** Timing points that were already waiting when this window opened (they get their own windows after it). */
  rest?: QueuedTrigger[] | null;
  used: string[];
  start?: Src | null;
  /** Indexes in `evs` of the timing points a link of this chain answered (for one action's group). */
  answeredEvents?: number[];
}

/** What the chain window's judgement needs besides public information, in real ids (`CHAIN_WINDOW.facts`). */
export interface ChainFacts {
  events: Ev[];
  used: string[];
}

const CARD_IDS = Object.keys(CARDS);

/**
 * A timing point whose card a spectator cannot name (a set card returned to hand) stands for every
 * card it could be: the judgement then asks whoever could answer one of them.
 */
function anyCardOf(events: PublicEv[]): Ev[] {
  if (!events.some((ev) => ev.hiddenCard)) return events;
  const out: Ev[] = [];
  for (const ev of events) {
    if (!ev.hiddenCard) out.push(ev);
    else for (const card of CARD_IDS) out.push({ ...ev, card, hiddenCard: undefined } as Ev);
  }
  return out;
}

/**
 * The chain window's data (public: it is shown in every view). `may[stage]`: whether the player of
 * that stage could answer there, judged from public information only (KALING 4.5-4), so a player
 * who might hold an answer among set or hand cards is asked whether or not they do.
 */
export interface ChainWindow {
  may: boolean[];
}

/**
 * Open a chain window for the first waiting timing point, unless a chain is already open (it
 * drains them itself). The caller has already set its next step and returns right after; if no
 * window is needed it simply continues there.
 */
export function openWindows(ctx: Ctx<G>): void {
  const g = ctx.g;
  const s = ctx.state;
  if (g.resolving > 0 || s.triggers.length === 0 || s.result) return;
  // Nobody holds anything that could answer a timing point: the waiting ones pass unanswered
  // (except those about a discard-pile card with an effect of its own).
  if (!hiddenSources(s) && quickSources(s) === 0) {
    keepWaiting(s, (ev) => mentionsGrave(s, ev));
    if (s.triggers.length === 0) return;
  }
  ctx.call('kl.window', { events: nextTimingPoint(s), lastEvents: [], used: [] } satisfies WinD);
}

// KALING 4.5-5 (the rulebook's worked example): the classes in this order, public before hidden.
const CLS_ORDER = [1, 1, 2, 2, 3, 3];
const SCRATCH: Avail[] = [];
/** Six steps (KALING 4.5-3), each split into public then hidden sources (KALING 4.5-4). */
const STAGES = 12;

/** A discard-pile card with an effect that the event is about. */
function graveCard(s: S, id: number | undefined): GameObject | null {
  if (id === undefined) return null;
  const o = s.objects[id];
  return o && o.zone === PILES[o.owner] && DISCARD_PILE_SOURCES.has(o.card) ? o : null;
}

function mentionsGrave(s: S, ev: Ev): boolean {
  return graveCard(s, ev.object) !== null || graveCard(s, ev.movedTo) !== null;
}

/** Append the discard-pile cards the timing points are about to the source buffers (after n). */
export function graveSources(s: S, evs: Ev[], n: number, into: SourceBuffers = LIVE_SOURCES): number {
  for (let i = 0; i < evs.length; i++) {
    const ev = evs[i];
    n = addGrave(s, ev.object, n, into);
    if (ev.movedTo !== ev.object) n = addGrave(s, ev.movedTo, n, into);
  }
  return n;
}

function addGrave(s: S, id: number | undefined, n: number, into: SourceBuffers): number {
  const o = graveCard(s, id);
  if (!o) return n;
  for (let k = 0; k < n; k++) if (into.id[k] === o.id) return n;
  into.writes++;
  into.how[n] = 'g';
  into.id[n] = o.id;
  into.classes[n] = CLS_MASK[o.card];
  into.player[n] = o.owner;
  return n + 1;
}

function stagePlayer(tp: number, st: number): number {
  return (st >> 1) % 2 === 0 ? tp : 1 - tp;
}

/** A link answered timing point `e` of the window: remember it if the window holds one action's group. */
function answered(d: WinD, e: number): void {
  if (d.events.length > 1 && e >= 0 && e < d.events.length && !d.answeredEvents?.includes(e))
    d.answeredEvents = [...(d.answeredEvents ?? []), e];
}

/** The frame of the chain being built (`kl.window`), below the kernel's window. */
export function timing(ctx: Ctx<G>): WinD {
  const flow = ctx.state.flow;
  for (let i = flow.length - 1; i >= 0; i--) if (flow[i].proc === 'kl.window') return flow[i].d as WinD;
  throw new Error('kl: no chain window is open');
}

/** KALING 4.6-2 (大背景时点): the chain's first timing point stays for the whole chain, then the latest link's. */
function windowCtx(d: WinD): WindowCtx {
  return {
    events: d.lastEvents.length ? [...d.events, ...d.lastEvents] : d.events,
    used: d.used,
    start: false,
  };
}

/**
 * The window's timing points and its live sources with the discard-pile ones appended, as the
 * stages of one round ask for them again and again in the same state: kept while the state's
 * version, the window's timing points and 4个1 keys, and the buffers are those they were made from.
 */
const LIVE = {
  of: null as object | null,
  version: -1,
  d: null as WinD | null,
  events: null as Ev[] | null,
  lastEvents: null as Ev[] | null,
  used: null as string[] | null,
  usedLength: -1,
  writes: -1,
  wc: null as WindowCtx | null,
  n: 0,
};

function liveSources(s: S, d: WinD): { wc: WindowCtx; n: number } {
  const m = LIVE;
  if (
    m.of === s.g &&
    m.version === s.version &&
    m.d === d &&
    m.events === d.events &&
    m.lastEvents === d.lastEvents &&
    m.used === d.used &&
    m.usedLength === d.used.length &&
    m.writes === LIVE_SOURCES.writes &&
    LIVE_SOURCES.of === s.g &&
    LIVE_SOURCES.version === s.version
  )
    return m as { wc: WindowCtx; n: number };
  const wc = windowCtx(d);
  m.n = graveSources(s, wc.events, quickSources(s));
  m.wc = wc;
  m.of = s.g;
  m.version = s.version;
  m.d = d;
  m.events = d.events;
  m.lastEvents = d.lastEvents;
  m.used = d.used;
  m.usedLength = d.used.length;
  m.writes = LIVE_SOURCES.writes;
  return m as { wc: WindowCtx; n: number };
}

/** Effects the player of stage `st` may chain there (public sources at even stages, hidden at odd). */
function stageOptions(s: S, w: WindowCtx, n: number, st: number): Avail[] {
  const cls = CLS_ORDER[st >> 1];
  const p = stagePlayer(s.g.turnPlayer, st);
  // KALING 4.5-4: within each step, public cards (face up, discard pile) before hidden ones (hand, set).
  const pub = (st & 1) === 0;
  const opts = SCRATCH;
  if (opts.length !== 0) opts.length = 0;
  const bit = 1 << cls;
  for (let i = 0; i < n; i++) {
    if (QS_P[i] !== p || !(QS_M[i] & bit)) continue;
    const f0 = QS_F[i];
    if ((f0 === 'f' || f0 === 'g') !== pub) continue;
    collect(s, p, cls, w, f0, s.objects[QS_ID[i]], opts);
  }
  return opts;
}

/**
 * KALING 4.5-3: priority order ① TP forced > ② NTP forced > ③ TP optional trigger > ④ NTP optional
 * trigger > ⑤ TP free timing > ⑥ NTP free timing; KALING 4.5-4: within each, public sources (face-up
 * cards, discard piles) before hidden ones (hand, set cards). A round is these twelve stages; a new
 * link starts them over (it is the newest timing point); when all pass, the chain resolves from the
 * last link back to the first (KALING 4.4-3), without new questions in between.
 * KALING 4.6-2 (大背景时点): the chain's first timing point stays answerable for the whole chain, so a
 * second 血凝光 (KALING 4.6-3) or 生命树之枝 (KALING 4.6-4) may answer it after the first; KALING
 * 4.5-5: the class order decides who may answer 希望灵光 first.
 */
export const CHAIN_WINDOW: WindowPolicy<G, ChainWindow> = {
  kind: 'chain',
  rule: 'KALING 4.5-3',
  prompt: (pub, _w, _actor, stage) => ({
    key: CLS_ORDER[stage >> 1] === 2 ? 'kl.ask-chain-trigger' : 'kl.ask-chain-free',
    args: { n: pub.stackSize() + 1 },
  }),
  round(pub, _w, actors, stages) {
    const tp = pub.game('turnPlayer');
    for (let st = 0; st < STAGES; st++) {
      actors.push(stagePlayer(tp, st));
      stages.push(st);
    }
  },
  // KALING 4.5-2 A: forced triggers are activated without a question.
  forced: (_pub, _w, stage) => CLS_ORDER[stage >> 1] === 1,
  // Asked also without an answer when the opponent cannot tell (classes 2 and 3).
  mayAct: (_pub, w, _actor, stage) => w.data.may[stage],
  // The timing points the chain answers and its 4个1 keys, in real ids: the kernel gives them to
  // `judge` only as a spectator knows them (`projectFact` in view.ts).
  facts(ctx) {
    const wc = windowCtx(timing(ctx));
    return [{ events: wc.events, used: wc.used } satisfies ChainFacts];
  },
  judge(pub, w, facts) {
    // What `mayAct` reads (KALING 4.5-4), computed from public information by construction: the
    // hook gets the public projection of the state (hidden cards anonymous, a set card keeping only
    // its cell) and the timing points in the projection's ids; it cannot reach the state.
    const s = pub.project();
    const f = facts[0] as ChainFacts;
    const wc: WindowCtx = { events: anyCardOf(f.events as PublicEv[]), used: f.used, start: false };
    const n = graveSources(s, wc.events, quickSources(s, JUDGED_SOURCES), JUDGED_SOURCES);
    const any = n !== 0 || hiddenSources(s);
    const may = w.data.may;
    const named = any ? namedIds(s, wc.events) : null;
    for (let st = 0; st < STAGES; st++) {
      const cls = CLS_ORDER[st >> 1];
      const p = stagePlayer(s.g.turnPlayer, st);
      may[st] =
        any &&
        cls !== 1 &&
        ((st & 1) === 0
          ? publicMayAnswer(s, p, cls, wc, n, JUDGED_SOURCES)
          : hiddenMayAnswer(s, p, cls, wc.events, named!));
    }
  },
  options(ctx, _w, _actor, stage) {
    const s = ctx.state;
    const { wc, n } = liveSources(s, timing(ctx));
    const opts = stageOptions(s, wc, n, stage);
    // Several forced effects at once: the first found is activated first (KALING 4.5-2 A).
    const list = CLS_ORDER[stage >> 1] === 1 ? opts.slice(0, 1) : opts;
    return list.map((a) => ({
      id: srcId(a),
      label: effLabel(ctx, a),
      hint: effHint(ctx, a),
      ...(a.how === 's' ? {} : { obj: a.id }),
      value: { how: a.how, id: a.id, effectIndex: a.effectIndex, eventIndex: a.eventIndex } satisfies Avail,
    }));
  },
  act(ctx, _w, actor, option, stage) {
    const a = option.value as Avail;
    const d = timing(ctx);
    answered(d, a.eventIndex);
    const evs = d.lastEvents.length ? [...d.events, ...d.lastEvents] : d.events;
    if (CLS_ORDER[stage >> 1] === 1 && ctx.logging)
      ctx.log('KALING 4.5-2', 'kl.forced', { c: ctx.ref(a.id) });
    ctx.call('kl.activate', {
      player: actor,
      source: { how: a.how, id: a.id, effectIndex: a.effectIndex },
      event: a.eventIndex >= 0 ? cloneJson(evs[a.eventIndex]) : null, // a copy: d.events keeps it
      linkIndex: ctx.stack.length,
    } satisfies ActD);
  },
  // A new link: the twelve stages start over, the turn player first.
  afterAction: (pub) => pub.game('turnPlayer'),
  // KALING 4.4-3: once nobody chains, the whole chain resolves, last link first.
  afterResolve: () => 'resolve',
};

/** The chain of one timing point after another: a kernel window for each (KALING 4.4-1 … 4.7-1). */
export const windowProc: Procedure<G> = (ctx, f) => {
  const d = f.d as WinD;
  const s = ctx.state;
  const g = ctx.g;
  for (;;) {
    switch (f.step) {
      case 0: {
        g.resolving++;
        if (s.triggers.length) d.rest = takeTriggers(s);
        f.step = 1;
        if (d.start) {
          // A 启动 effect (or a card activated in one's own action phase) starts the chain as link 1.
          const a = d.start;
          d.start = null;
          ctx.call('kl.activate', {
            player: g.turnPlayer,
            source: a,
            event: null,
            linkIndex: 0,
          } satisfies ActD);
          return;
        }
        continue;
      }
      case 1: {
        if (s.result) return;
        f.step = 5;
        ctx.window('kl.chain', { may: [] } satisfies ChainWindow, g.turnPlayer, 0);
        return;
      }
      case 5: {
        g.resolving--;
        // Earlier waiting timing points come first, then those this chain caused.
        if (d.rest) {
          requeueTriggers(s, d.rest, 'front');
          d.rest = null;
        }
        // KALING 4.6-1: several cards cleared by one action were one timing point; the clearings no
        // link answered are not missed: they open a window again, before anything else.
        if (d.answeredEvents?.length) {
          const left = d.events.filter((_, i) => !d.answeredEvents!.includes(i));
          if (left.length) {
            const waiting = takeTriggers(s);
            for (const ev of left) emit(ctx, ev);
            requeueTriggers(s, waiting, 'back');
          }
          delete d.answeredEvents;
        }
        checkWin(ctx);
        if (s.result) return;
        // KALING 4.6-1: timing points met while the chain resolved are not missed: each opens its own window now.
        if (g.resolving === 0 && s.triggers.length > 0 && !hiddenSources(s) && quickSources(s) === 0)
          keepWaiting(s, (ev) => mentionsGrave(s, ev));
        if (g.resolving === 0 && s.triggers.length > 0) {
          d.events = nextTimingPoint(s);
          d.lastEvents = [];
          d.used = [];
          f.step = 0;
          continue;
        }
        ctx.done();
        return;
      }
      default:
        throw new Error(`kl.window: bad step ${f.step}`);
    }
  }
};

/**
 * Resolve one link, taken off the top of the stack by the kernel (d = { item }): negated links do
 * nothing; tactics go to the discard pile, devices stay (KALING 3.5.5-4).
 */
