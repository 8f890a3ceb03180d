/**
 * Observations and determinization: what AI search may know, and full states sampled from it.
 *
 * A view (`viewFor`) is for showing; an AI that searches needs a whole `State` to run the rules
 * on. `observe` is the second face of the one redaction path (principle 5): it copies the state
 * and takes out everything the viewer may not know, keeping the state's shape so the game can run
 * on it once the holes are filled. `determinize` fills the holes with one sample consistent with
 * the observation. An agent is given the observation inside its view and nothing else, so a search
 * built on these two functions cannot read what its seat cannot see.
 *
 * What `observe` takes out (the viewer's knowledge is what `canSee` says, as for views):
 * - Objects the viewer cannot see become blanks: card `''`, data reduced to what the game says is
 *   public (`ai.hiddenData`, default nothing), no `prev`. Objects in hidden zones (decks) and
 *   objects never moved since they were created get fresh ids in position order, because their
 *   ids follow the order they were created in (a deck list) and so name the card; the other hidden
 *   objects (hand cards, face-down cards) keep their ids, which only say when they arrived.
 * - Last known information of objects the viewer never saw: dropped if their id would name the
 *   card, else kept as blanks (rules may still refer to them). An entry is known when the viewer
 *   can see the object it became.
 * - Requests of other players (several asked at once): a response window with a pass keeps only
 *   the pass; a request whose options name hidden objects keeps no options (`reducedAsks`);
 *   answers already given in a simultaneous request (`all`) are taken out (`hiddenAnswers`).
 * - Object references in messages kept in game data and requests (`{obj, card}`) are redacted.
 * - The seed and the generator: blank (the generator decides every later shuffle and draw).
 * - Game data: the game removes what only it knows is secret (`ai.redactObservation`).
 */
import { cloneJson, cloneState } from './engine.ts';
import type { DeckList, GameModule } from './module.ts';
import { type Rng, seedRng } from './rng.ts';
import { parseStateText } from './state-text.ts';
import type { Decision, GameObject, ObjId, Option, PlayerId, State } from './types.ts';
import { canSee, canSeeId, redactArg, redactDecision } from './view.ts';

export interface Observation<G = any> {
  format: 'arbiter-observation';
  viewer: PlayerId;
  /** The state as the viewer may know it (blanks where it does not). */
  state: State<G>;
  /** Ids (in `state.objects`) of the blanks, in position order. */
  blanks: ObjId[];
  /** Ids (in `state.lki`) of blank last-known entries. */
  blankLki: ObjId[];
  /** Deck lists the viewer knows, by owner (null: not known). */
  decks: (DeckList | null)[];
  /** Players asked now whose real options are hidden: their request in `state.pending` was reduced. */
  reducedAsks: PlayerId[];
  /** Players who already answered a simultaneous request in secret; a sample answers for them. */
  hiddenAnswers: PlayerId[];
}

export interface ObserveOptions {
  /**
   * Every deck list of the game (by seat), from the referee. The observation keeps only those the
   * viewer may know: its own, and all of them in games whose deck lists are public (`ai.publicDecks`).
   */
  decks?: readonly DeckList[];
}

/** State fields `observe` handles one by one (a checkpoint and delayed triggers when present). */
const HANDLED = new Set([
  'schema',
  'game',
  'players',
  'version',
  'clock',
  'decisionCount',
  'result',
  'seed',
  'rng',
  'nextId',
  'zones',
  'objects',
  'lki',
  'flow',
  'pending',
  'effects',
  'triggers',
  'g',
  'delayed',
  'checkpoint',
  'stack',
]);

/** The card a blank holds until a sample fills it. */
export const UNKNOWN_CARD = '';

/** Which deck lists a seat may know: its own, or every one if the game says deck lists are public. */
export function knownDecks(
  module: GameModule,
  decks: readonly DeckList[],
  viewer: PlayerId,
): (DeckList | null)[] {
  return decks.map((d, i) => (i === viewer || module.ai?.publicDecks ? cloneJson(d) : null));
}

/** What `viewer` may know of the state, as a state with blanks (see the file comment). */
export function observe<G>(
  state: State<G>,
  module: GameModule<G>,
  viewer: PlayerId,
  opts: ObserveOptions = {},
): Observation<G> {
  const hiddenData = module.ai?.hiddenData;
  const renamed = new Map<ObjId, ObjId>();
  const blanks: ObjId[] = [];
  let nextId = state.nextId;
  const objects: Record<number, GameObject> = {};
  const zones: State['zones'] = {};
  // Zones in a fixed order so fresh ids depend only on zone ids and positions.
  for (const zid of Object.keys(state.zones).sort()) {
    const z = state.zones[zid];
    const ids: ObjId[] = [];
    for (const id of z.objects) {
      const o = state.objects[id];
      if (!o) continue;
      if (canSee(state, module, o, viewer)) {
        const c: GameObject = { ...o, data: cloneJson(o.data) };
        if (o.seenBy) c.seenBy = o.seenBy.slice();
        objects[id] = c;
        ids.push(id);
        continue;
      }
      // An id is a label: it names the card when it came from creation order or a deck.
      const idNamesCard = z.visibility === 'hidden' || o.prev === undefined;
      const nid = idNamesCard ? nextId++ : id;
      if (idNamesCard) renamed.set(id, nid);
      const blank: GameObject = {
        id: nid,
        card: UNKNOWN_CARD,
        owner: o.owner,
        controller: o.controller,
        zone: o.zone,
        ts: idNamesCard ? 0 : o.ts,
        data: hiddenData ? cloneJson(hiddenData(state, o, viewer)) : {},
      };
      if (o.faceDown) blank.faceDown = true;
      if (o.seenBy) blank.seenBy = o.seenBy.slice();
      objects[nid] = blank;
      blanks.push(nid);
      ids.push(nid);
    }
    zones[zid] = { id: z.id, owner: z.owner, visibility: z.visibility, objects: ids };
  }

  // Last known information: known if the viewer saw the object, or sees what it became.
  const successor = new Map<ObjId, ObjId>();
  for (const o of [...Object.values(state.objects), ...Object.values(state.lki)] as GameObject[]) {
    if (o.prev === undefined || !canSee(state, module, o, viewer)) continue;
    const seen = successor.get(o.prev);
    if (seen === undefined || o.id < seen) successor.set(o.prev, o.id);
  }
  const lki: Record<number, GameObject> = {};
  const blankLki: ObjId[] = [];
  const dropped = new Set<ObjId>();
  const knownNaming: GameObject[] = [];
  for (const o of Object.values(state.lki)) {
    const z = state.zones[o.zone];
    const idNamesCard = !z || z.visibility === 'hidden' || o.prev === undefined;
    if (canSee(state, module, o, viewer) || successor.has(o.id)) {
      if (idNamesCard) knownNaming.push(o);
      else lki[o.id] = cloneJson(o);
      continue;
    }
    if (idNamesCard) {
      dropped.add(o.id);
      continue;
    }
    lki[o.id] = {
      id: o.id,
      card: UNKNOWN_CARD,
      owner: o.owner,
      controller: o.controller,
      zone: o.zone,
      ts: o.ts,
      data: hiddenData ? cloneJson(hiddenData(state, o, viewer)) : {},
      ...(o.faceDown ? { faceDown: true as const } : {}),
    };
    blankLki.push(o.id);
  }
  // A known entry whose id would name its card gets a fresh id, in the order the cards left.
  knownNaming.sort(
    (a, b) =>
      (successor.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (successor.get(b.id) ?? Number.MAX_SAFE_INTEGER) ||
      a.ts - b.ts,
  );
  for (const o of knownNaming) {
    const nid = nextId++;
    renamed.set(o.id, nid);
    lki[nid] = { ...cloneJson(o), id: nid };
  }
  for (const o of [...Object.values(objects), ...Object.values(lki)]) {
    if (o.prev === undefined) continue;
    const to = renamed.get(o.prev);
    if (to !== undefined) o.prev = to;
    else if (dropped.has(o.prev)) delete o.prev;
  }

  const rename = (id: ObjId | null): ObjId | null => (id === null ? null : (renamed.get(id) ?? id));
  const redactRefs = <T>(v: T): T => redactObjRefs(state, module, viewer, cloneJson(v));

  const { pending, reducedAsks, hiddenAnswers } = observePending(
    state,
    module,
    viewer,
    (id) => renamed.get(id) ?? id,
    redactRefs,
  );
  // Fields of the state this file does not know (added to the kernel later) are copied with their
  // object references redacted; the tests of every game check that nothing hidden gets through.
  const rest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(state)) if (!HANDLED.has(k)) rest[k] = redactRefs(v);
  const obs: State<G> = {
    ...(rest as object),
    schema: state.schema,
    game: state.game,
    players: state.players,
    version: state.version,
    clock: state.clock,
    decisionCount: state.decisionCount,
    result: cloneJson(state.result),
    seed: '',
    rng: [0, 0, 0, 0],
    nextId,
    zones,
    objects,
    lki,
    flow: redactRefs(state.flow),
    pending,
    effects: state.effects.map((e) => ({
      ...redactRefs(e),
      source: rename(e.source),
      ...(e.targets ? { targets: e.targets.map((t) => rename(t) as ObjId) } : {}),
    })),
    triggers: state.triggers.map((t) => ({ ...redactRefs(t), source: rename(t.source) })),
    g: redactRefs(state.g),
  };
  if (state.stack) {
    obs.stack = state.stack.map((it) => {
      const item = {
        ...redactRefs(it),
        source: rename(it.source),
        targets: it.targets.map((slot) =>
          slot.map((t) => (t.obj === undefined ? { ...t } : { ...t, obj: rename(t.obj) as ObjId })),
        ),
      };
      // An item whose source the viewer cannot see would name the card by its ability.
      if (it.source !== null && !canSeeId(state, module, it.source, viewer)) item.ability = '';
      return item;
    });
  }
  if (state.delayed) obs.delayed = state.delayed.map((d) => ({ ...redactRefs(d), source: rename(d.source) }));
  if (state.checkpoint !== undefined) {
    // A declaration in progress keeps a copy of the state to roll back to: it is redacted the same way.
    const inner = observe(parseStateText(state.checkpoint) as State<G>, module, viewer, opts);
    obs.checkpoint = JSON.stringify(inner.state);
  }
  module.ai?.redactObservation?.(obs, viewer, (id) => blanks.includes(id) || blankLki.includes(id));
  return {
    format: 'arbiter-observation',
    viewer,
    state: obs,
    blanks,
    blankLki,
    decks: opts.decks ? knownDecks(module, opts.decks, viewer) : [],
    reducedAsks,
    hiddenAnswers,
  };
}

/** Object references inside game data (`{obj, card}`, as made by `ctx.ref`) redacted for the viewer. */
function redactObjRefs(state: State, module: GameModule, viewer: PlayerId, v: any): any {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) v[i] = redactObjRefs(state, module, viewer, v[i]);
    return v;
  }
  if (typeof v.obj === 'number' && typeof v.card === 'string') return redactArg(state, module, v, viewer);
  for (const k of Object.keys(v)) v[k] = redactObjRefs(state, module, viewer, v[k]);
  return v;
}

function observePending(
  state: State,
  module: GameModule,
  viewer: PlayerId,
  rename: (id: ObjId) => ObjId,
  redactRefs: <T>(v: T) => T,
): { pending: State['pending']; reducedAsks: PlayerId[]; hiddenAnswers: PlayerId[] } {
  const p = state.pending;
  const reducedAsks: PlayerId[] = [];
  const hiddenAnswers: PlayerId[] = [];
  if (!p) return { pending: null, reducedAsks, hiddenAnswers };
  const asks: Decision[] = p.asks.map((d) => {
    const r = withValues(redactDecision(state, module, d, viewer), d, rename, redactRefs);
    if (d.player === viewer) return r;
    // Another player's options are theirs to see.
    if (r.domain.type !== 'pick') return r;
    const pass = d.passId !== undefined ? r.domain.options.find((o) => o.id === d.passId) : undefined;
    if (pass) return { ...r, domain: { ...r.domain, options: [pass], min: 1, max: 1 } };
    if (
      r.domain.options.some((o, i) =>
        namesHidden(o, d.domain.type === 'pick' ? d.domain.options[i] : undefined),
      )
    ) {
      reducedAsks.push(d.player);
      return { ...r, domain: { ...r.domain, options: [] } };
    }
    return r;
  });
  const answers: Record<number, unknown> = {};
  for (const [k, v] of Object.entries(p.answers)) {
    const player = Number(k);
    // In a race only passes are recorded, and who passed is public; in `all` answers stay secret.
    if (player === viewer || p.mode === 'race') answers[player] = cloneJson(v);
    else hiddenAnswers.push(player);
  }
  return { pending: { ...p, asks, answers }, reducedAsks, hiddenAnswers };
}

/**
 * A view leaves out what an option stands for (`value`), but a typed request delivers it to the
 * procedure that asked, so a sample needs it: it is put back, with the option's own object renamed
 * where the observation renamed it and object references redacted.
 */
function withValues(
  r: Decision,
  original: Decision,
  rename: (id: ObjId) => ObjId,
  redactRefs: <T>(v: T) => T,
): Decision {
  const od = original.domain;
  const rd = r.domain;
  if (od.type === 'number' || rd.type === 'number') return r;
  const before = od.type === 'pick' ? od.options : od.items;
  const after = rd.type === 'pick' ? rd.options : rd.items;
  after.forEach((o, i) => {
    const b = before[i];
    if (b?.value === undefined) return;
    let value = redactRefs(b.value);
    if (b.obj !== undefined && rename(b.obj) !== b.obj) {
      const to = rename(b.obj);
      if (value === b.obj) value = to;
      else if (typeof value === 'object' && value !== null && (value as { obj?: unknown }).obj === b.obj)
        value = { ...(value as object), obj: to };
      o.obj = to;
    }
    o.value = value;
  });
  return r;
}

/** Whether a redacted option names an object the viewer cannot see. */
function namesHidden(redacted: Option, original: Option | undefined): boolean {
  if (original?.obj !== undefined && redacted.obj === undefined) return true;
  return mentionsHidden(redacted.label) || (redacted.hint !== undefined && mentionsHidden(redacted.hint));
}

function mentionsHidden(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return false;
  if (Array.isArray(v)) return v.some(mentionsHidden);
  if ((v as { hidden?: unknown }).hidden === true) return true;
  return Object.values(v).some(mentionsHidden);
}

/** How a sample fills the cards of a player whose deck list the viewer does not know. */
export interface DeterminizeOptions {
  /**
   * Deck lists an unknown deck may be: a sample takes one at random among those that contain every
   * card of that player the viewer sees; if none does, the seen cards and the rest drawn from all
   * of them. Without candidates an unknown player's blanks are filled from the known decks.
   */
  candidates?: readonly DeckList[];
}

/**
 * One full state consistent with the observation: every blank gets a card (the owner's deck list,
 * or one assumed for it, minus the cards of that owner the viewer sees, dealt at random), the
 * generator gets a fresh seed, and secret answers already given are drawn at random.
 */
export function determinize<G>(
  obs: Observation<G>,
  module: GameModule<G>,
  rng: Rng,
  opts: DeterminizeOptions = {},
): State<G> {
  const sample = cloneState(obs.state);
  sample.rng = seedRng(`${rng.int(0x7fffffff)}:${rng.int(0x7fffffff)}`);
  const canDeal = module.ai?.canDeal;
  const owners = new Set<PlayerId>();
  for (const id of obs.blanks) owners.add(sample.objects[id].owner);
  for (const id of obs.blankLki) owners.add(sample.lki[id].owner);
  const dealt = new Map<ObjId, string>();
  for (const owner of [...owners].sort((a, b) => a - b)) {
    const seen = seenCards(sample, owner);
    const parts = module.ai?.deckCards ?? allParts;
    const deck = deckFor(obs, owner, seen, rng, opts.candidates, parts);
    const all = expand(deck);
    const pool = rng.shuffle(subtract(all, seen));
    for (const id of obs.blanks) {
      const o = sample.objects[id];
      if (o.owner !== owner) continue;
      let at = pool.findIndex((card) => !canDeal || canDeal(sample, o, card));
      let card: string;
      if (at >= 0) {
        card = pool[at];
        pool.splice(at, 1);
      } else {
        // More blanks than unseen cards (or none that may go here): any card of the deck that may.
        const fits = all.filter((c) => !canDeal || canDeal(sample, o, c));
        card = fits.length ? rng.pick(fits) : all.length ? rng.pick(all) : UNKNOWN_CARD;
        at = -1;
      }
      o.card = card;
      dealt.set(id, card);
    }
    for (const id of obs.blankLki) {
      const o = sample.lki[id];
      if (o.owner === owner && all.length) o.card = rng.pick(all);
    }
  }
  if (sample.checkpoint !== undefined) {
    const inner = parseStateText(sample.checkpoint) as State<G>;
    for (const o of Object.values(inner.objects)) {
      if (o.card !== UNKNOWN_CARD) continue;
      o.card = dealt.get(o.id) ?? sample.objects[o.id]?.card ?? UNKNOWN_CARD;
    }
    sample.checkpoint = JSON.stringify(inner);
  }
  const p = sample.pending;
  if (p) {
    for (const player of obs.hiddenAnswers) {
      const d = p.asks.find((a) => a.player === player);
      if (d && d.domain.type === 'pick' && d.domain.options.length >= d.domain.min) {
        const ids = rng.shuffle(d.domain.options.map((o) => o.id));
        p.answers[player] = ids.slice(0, d.domain.min);
      }
    }
  }
  module.ai?.completeSample?.(sample, rng);
  return sample;
}

/** Cards of `owner` the observation shows (in zones), as counts. */
function seenCards(state: State, owner: PlayerId): Map<string, number> {
  const seen = new Map<string, number>();
  for (const z of Object.values(state.zones))
    for (const id of z.objects) {
      const o = state.objects[id];
      if (o && o.owner === owner && o.card !== UNKNOWN_CARD) seen.set(o.card, (seen.get(o.card) ?? 0) + 1);
    }
  return seen;
}

/**
 * Every card of a deck list, all its parts together: the main deck and the other parts a game keeps
 * beside it (Riftbound's Rune Deck, legend and battlefields; Vividz's account and missions), since a
 * hidden card of any part is dealt from the same list.
 */
export function allParts(d: DeckList): Record<string, number> {
  if (!d.extra) return d.cards;
  const out: Record<string, number> = { ...d.cards };
  for (const part of Object.values(d.extra))
    for (const [card, n] of Object.entries(part)) out[card] = (out[card] ?? 0) + n;
  return out;
}

function deckFor(
  obs: Observation,
  owner: PlayerId,
  seen: Map<string, number>,
  rng: Rng,
  candidates: readonly DeckList[] | undefined,
  parts: (deck: DeckList) => Record<string, number>,
): Record<string, number> {
  const known = obs.decks[owner];
  if (known) return parts(known);
  const pool = (candidates?.length ? candidates : (obs.decks.filter(Boolean) as DeckList[])).map(parts);
  if (pool.length === 0) return Object.fromEntries(seen);
  const fitting = pool.filter((d) => [...seen].every(([card, n]) => (d[card] ?? 0) >= n));
  if (fitting.length) return rng.pick(fitting);
  // No candidate holds every seen card: the seen cards, the rest from all candidates together.
  const merged: Record<string, number> = Object.fromEntries(seen);
  const size = Math.round(pool.reduce((n, d) => n + total(d), 0) / pool.length);
  const rest = rng.shuffle(
    subtract(
      pool.flatMap((d) => expand(d)),
      seen,
    ),
  );
  let have = total(merged);
  for (const card of rest) {
    if (have >= size) break;
    merged[card] = (merged[card] ?? 0) + 1;
    have++;
  }
  return merged;
}

function total(cards: Record<string, number>): number {
  let n = 0;
  for (const v of Object.values(cards)) n += v;
  return n;
}

function expand(cards: Record<string, number>): string[] {
  const out: string[] = [];
  for (const card of Object.keys(cards).sort()) for (let i = 0; i < cards[card]; i++) out.push(card);
  return out;
}

function subtract(cards: string[], seen: Map<string, number>): string[] {
  const left = new Map(seen);
  const out: string[] = [];
  for (const c of cards) {
    const n = left.get(c) ?? 0;
    if (n > 0) left.set(c, n - 1);
    else out.push(c);
  }
  return out;
}
