/**
 * The kernel services every game shares, each on a small test module: the response window
 * (rounds, retry, races, forced stages, public-only skips and their check), the settle loop
 * (stack / resolve / keep, sequential cleanup with special steps), the stack and its views, linked
 * objects and named timestamps, typed options, concession through submit, and tracked mutations.
 */
import { describe, expect, it } from 'vitest';
import {
  CONCEDE,
  Ctx,
  cloneState,
  createGame,
  type GameModule,
  isAnonymousId,
  kernelChecks,
  type LogEntry,
  type Option,
  openDecisions,
  type Procedure,
  playGame,
  type QueuedTrigger,
  replayRecord,
  restore,
  type StackItem,
  type State,
  serialize,
  stateHash,
  submit,
  timestampOf,
  viewFor,
  type WindowPolicy,
} from '../src/index.ts';
import { answer, only, optionIds } from './fixtures/drive.ts';

// ---- a laboratory module: zones per player, one procedure list given by each test -------------

interface Lab {
  tp: number;
  /** Names of the actions performed, in order (for assertions). */
  did: string[];
  /** Points per player (public). */
  pts: number[];
  /** Actions each player may take (public for these tests unless a test says otherwise). */
  acts: number[];
  secret?: number;
}

function lab(extra: Partial<GameModule<Lab>>, root: Procedure<Lab>, players = 2): GameModule<Lab> {
  return {
    id: 'lab',
    names: { zh: '实验', en: 'Lab' },
    status: 'playable',
    version: '1',
    rulePrefix: 'LAB',
    players: { min: 2, max: 4, default: players },
    catalog: {},
    cardName: (c) => c,
    maxDecisions: 500,
    decks: { ready: [{ name: 'x', cards: {} }], validate: () => [] },
    publicGame: ['tp', 'pts', 'acts'],
    ...extra,
    procedures: { 'lab.root': root, ...(extra.procedures ?? {}) },
    setup(ctx: Ctx<Lab>) {
      ctx.state.g = {
        tp: 0,
        did: [],
        pts: Array(ctx.state.players).fill(0),
        acts: Array(ctx.state.players).fill(0),
      };
      for (let p = 0; p < ctx.state.players; p++) {
        ctx.addZone(`p${p}:hand`, p, 'owner');
        ctx.addZone(`p${p}:field`, p, 'public');
        ctx.addZone(`p${p}:trash`, p, 'public');
      }
      ctx.addZone('stack', null, 'public');
      extra.setup?.(ctx, { seed: 'lab', players: ctx.state.players, decks: [] });
      ctx.call('lab.root', {});
    },
  };
}

function start(m: GameModule<Lab>, log: LogEntry[] | null = null, players?: number): State<Lab> {
  return createGame(m, { seed: 'lab', players: players ?? m.players.default, decks: [] }, log);
}

/** Start with the players' action counts set before anything runs. */
function startWith(m: GameModule<Lab>, acts: number[]): State<Lab> {
  const setup: GameModule<Lab>['setup'] = (ctx, o) => {
    m.setup(ctx, o);
    ctx.state.g.acts = acts;
  };
  return createGame({ ...m, setup }, { seed: 'lab', players: acts.length, decks: [] });
}

/** A priority window: each player may "score" while they have actions left (public). */
const scoring: WindowPolicy<Lab> = {
  kind: 'priority',
  rule: 'LAB 1',
  prompt: () => ({ key: 'lab.priority' }),
  mayAct: (pub, _w, actor) => pub.game('acts')[actor] > 0,
  options: (ctx, _w, actor) =>
    ctx.g.acts[actor] > 0 ? [{ id: 'score', label: { key: 'lab.score' }, value: { n: 1 } }] : [],
  act(ctx, _w, actor, option) {
    ctx.g.acts[actor]--;
    ctx.g.pts[actor] += (option.value as { n: number }).n;
    ctx.g.did.push(`score:${actor}`);
  },
};

const openWindow: Procedure<Lab> = (ctx, f, input) => {
  if (f.step === 0) {
    f.step = 1;
    ctx.window('lab.w', { note: 'open' }, ctx.g.tp);
    return;
  }
  ctx.g.did.push(`closed:${JSON.stringify(input)}`);
  ctx.end({ winners: [], draw: true, rule: 'LAB 9', reason: { key: 'lab.end' } });
};

describe('k.window: rounds of turns (FFTCG 11.1, RB 335)', () => {
  it('every player passing in a row closes the window; an action starts a new round with its actor', () => {
    const m = lab({ windows: { 'lab.w': scoring } }, openWindow, 3);
    const s = startWith(m, [1, 1, 1]);
    // p0 is asked first; it scores, and a new round starts with p0 again (FFTCG 11.3.8).
    expect(only(s).player).toBe(0);
    answer(s, m, 0, 'score');
    // p0 has nothing left, which is public: it is not asked; p1 then p2.
    expect(only(s).player).toBe(1);
    answer(s, m, 1, 'pass');
    expect(only(s).player).toBe(2);
    answer(s, m, 2, 'score');
    // New round from p2: p2 (nothing left, skipped), p0 (skipped), p1 asked.
    expect(only(s).player).toBe(1);
    answer(s, m, 1, 'pass');
    expect(s.result?.draw).toBe(true);
    expect(s.g.did).toEqual(['score:0', 'score:2', 'closed:{"note":"open"}']);
  });

  it('the window is plain data: serialize mid-round and both copies go on identically', () => {
    const m = lab({ windows: { 'lab.w': scoring } }, openWindow, 3);
    const s = startWith(m, [2, 2, 2]);
    answer(s, m, 0, 'score');
    answer(s, m, 0, 'pass');
    const copy = restore<Lab>(serialize(s));
    for (const st of [s, copy]) {
      while (!st.result) {
        const d = only(st);
        answer(st, m, d.player, optionIds(st).includes('score') && d.player !== 1 ? 'score' : 'pass');
      }
    }
    expect(stateHash(copy)).toBe(stateHash(s));
  });

  it('window data is public: every view shows it', () => {
    const m = lab({ windows: { 'lab.w': scoring } }, openWindow);
    const s = startWith(m, [1, 0]);
    for (const viewer of [0, 1, null])
      expect(viewFor(s, m, viewer).windows).toEqual([{ kind: 'lab.w', data: { note: 'open' } }]);
  });

  it('a skip that public information does not justify is caught when kernel checks are on', () => {
    // This policy's mayAct looks at nothing hidden but is wrong: it skips a player who can act.
    const liar: WindowPolicy<Lab> = { ...scoring, mayAct: (_pub, _w, actor) => actor !== 1 };
    const m = lab({ windows: { 'lab.w': liar } }, openWindow);
    const before = kernelChecks.windows;
    try {
      kernelChecks.windows = true;
      const s = startWith(m, [0, 1]);
      expect(() => answer(s, m, 0, 'pass')).toThrow(/unsound-skip|mayAct said actor 1/);
    } finally {
      kernelChecks.windows = before;
    }
  });

  it('hooks that decide who is asked cannot read hidden game data', () => {
    const peek: WindowPolicy<Lab> = {
      ...scoring,
      mayAct: (pub) => (pub.game('secret' as 'tp') as number) > 0,
    };
    const m = lab({ windows: { 'lab.w': peek } }, openWindow);
    expect(() => start(m)).toThrow(/not in publicGame/);
  });

  it("'retry' asks the same turn again; 'close' ends the window at once", () => {
    const policy: WindowPolicy<Lab> = {
      ...scoring,
      mayAct: undefined,
      options: () => [
        { id: 'undo', label: { key: 'lab.undo' } },
        { id: 'stop', label: { key: 'lab.stop' } },
      ],
      act(ctx, _w, actor, option) {
        ctx.g.did.push(`${option.id}:${actor}`);
      },
      afterAction: (_pub, _w, _actor) => 'retry',
    };
    const closing: WindowPolicy<Lab> = {
      ...policy,
      afterAction: (_pub, _w, _a, _r) => 'close',
    };
    const m = lab({ windows: { 'lab.w': policy } }, openWindow);
    const s = start(m);
    answer(s, m, 0, 'undo');
    expect(only(s).player).toBe(0);
    const m2 = lab({ windows: { 'lab.w': closing } }, openWindow);
    const s2 = start(m2);
    answer(s2, m2, 0, 'stop');
    expect(s2.result).not.toBeNull();
    expect(s2.g.did).toEqual(['stop:0', 'closed:{"note":"open"}']);
  });

  it('a game may word the pass its own way and put it after the actions; passing still works by id', () => {
    const worded: WindowPolicy<Lab> = {
      ...scoring,
      mayAct: undefined,
      pass: { label: { key: 'lab.no-response' }, last: true },
    };
    const m = lab({ windows: { 'lab.w': worded } }, openWindow, 2);
    const s = startWith(m, [1, 0]);
    const d = only(s);
    expect(d.passId).toBe('pass');
    expect(optionIds(s, 0)).toEqual(['score', 'pass']);
    expect((d.domain as { options: Option[] }).options[1].label).toEqual({ key: 'lab.no-response' });
    answer(s, m, 0, 'pass');
    // p1 has no action: asked with the pass alone, worded the game's way.
    expect(optionIds(s, 1)).toEqual(['pass']);
    answer(s, m, 1, 'pass');
    expect(s.g.did).toEqual(['closed:{"note":"open"}']);
    // The default stays: the kernel's pass, first.
    const plain = lab({ windows: { 'lab.w': { ...scoring, mayAct: undefined } } }, openWindow, 2);
    const s2 = startWith(plain, [1, 0]);
    expect(optionIds(s2, 0)).toEqual(['pass', 'score']);
    expect((only(s2).domain as { options: Option[] }).options[0].label).toEqual({ key: 'k.pass' });
  });

  it('a race asks everyone at once; the first answer that is not a pass wins and reopens the race', () => {
    const race: WindowPolicy<Lab> = {
      ...scoring,
      mode: 'race',
      mayAct: undefined,
      afterAction: (pub) => pub.game('tp'),
    };
    const m = lab({ windows: { 'lab.w': race } }, openWindow, 3);
    const s = startWith(m, [0, 1, 1]);
    expect(s.pending!.mode).toBe('race');
    expect(openDecisions(s).map((d) => d.player)).toEqual([0, 1, 2]);
    answer(s, m, 0, 'pass');
    answer(s, m, 2, 'score');
    // A new race: everyone again, p2 has nothing left now.
    expect(openDecisions(s).map((d) => d.player)).toEqual([0, 1, 2]);
    expect(optionIds(s, 2)).toEqual(['pass']);
    const copy = restore<Lab>(serialize(s));
    for (const st of [s, copy]) for (const p of [0, 1, 2]) answer(st, m, p, 'pass');
    expect(stateHash(copy)).toBe(stateHash(s));
    expect(s.g.did).toEqual(['score:2', 'closed:{"note":"open"}']);
  });

  it('stages (priority classes): forced stages act without a question, or ask without a pass when several', () => {
    const classes: WindowPolicy<Lab> = {
      kind: 'chain',
      stageKind: (stage) => (stage === 1 ? 'forced' : 'chain'),
      rule: 'LAB 2',
      prompt: () => ({ key: 'lab.chain' }),
      round(_pub, _w, actors, stages) {
        actors.push(0, 1, 0);
        stages.push(1, 1, 2);
      },
      forced: (_pub, _w, stage) => stage === 1,
      options(ctx, _w, actor, stage) {
        if (stage === 1) {
          const n = ctx.g.acts[actor];
          return Array.from({ length: n }, (_, i) => ({ id: `f${i}`, label: { key: 'lab.forced' } }));
        }
        return [{ id: 'opt', label: { key: 'lab.opt' } }];
      },
      act(ctx, _w, actor, option, stage) {
        if (stage === 1) ctx.g.acts[actor]--;
        ctx.g.did.push(`${option.id}:${actor}`);
      },
      afterAction: () => 0,
    };
    const m = lab({ windows: { 'lab.w': classes } }, openWindow);
    const s = start(m);
    expect(s.g.did).toEqual([]);
    expect(only(s)).toMatchObject({ player: 0, kind: 'chain' }); // acts [0, 0]: nothing forced
    answer(s, m, 0, 'pass');
    const t = startWith(m, [1, 2]);
    // Stage 1 of p0: one forced effect, activated without a question; a new round; p1 has two:
    // asked which, without a pass (KALING 4.5-2).
    expect(t.g.did).toEqual(['f0:0']);
    expect(only(t)).toMatchObject({ player: 1, kind: 'forced' });
    expect(optionIds(t)).toEqual(['f0', 'f1']);
    answer(t, m, 1, 'f1');
    // p1's last forced one needs no question; then p0's optional stage asks with a pass.
    expect(t.g.did).toEqual(['f0:0', 'f1:1', 'f0:1']);
    expect(only(t)).toMatchObject({ player: 0, kind: 'chain' });
    expect(optionIds(t)).toEqual(['pass', 'opt']);
    answer(t, m, 0, 'pass');
    expect(t.result).not.toBeNull();
  });
});

// ---- judge: a window's public data computed from the projection (KALING 4.5-4's shape) --------

/** What the judge received, as text (to compare two worlds). */
const judged: string[] = [];

/**
 * A response window about one card (`g.secret`, a timing point's object): the player whose hand
 * holds that card may answer it if it is named 'answer'. Who is asked is judged on the projection:
 * the hand holding the card (public: where it went), never its name.
 */
const respond: WindowPolicy<Lab, { may: boolean[] }> = {
  kind: 'respond',
  rule: 'LAB 2',
  prompt: () => ({ key: 'lab.respond' }),
  mayAct: (_pub, w, actor) => w.data.may[actor],
  facts: (ctx) => [{ about: ctx.g.secret, card: ctx.state.objects[ctx.g.secret ?? 0]?.card }],
  judge(pub, w, facts) {
    const s = pub.project();
    judged.push(JSON.stringify({ zones: s.zones, objects: s.objects, g: s.g, facts }));
    const about = (facts[0] as { about: number } | undefined)?.about;
    for (let p = 0; p < pub.players; p++) w.data.may[p] = s.zones[`p${p}:hand`].objects.includes(about!);
  },
  options: (ctx, _w, actor) =>
    ctx.state.zones[`p${actor}:hand`].objects.some(
      (id) => id === ctx.g.secret && ctx.state.objects[id].card === 'answer',
    )
      ? [{ id: 'answer', label: { key: 'lab.answer' } }]
      : [],
  act(ctx, _w, actor) {
    ctx.g.did.push(`answer:${actor}`);
    ctx.move(ctx.g.secret!, `p${actor}:trash`);
    ctx.g.secret = 0;
  },
};

/** A world: p1 holds two hidden cards with these names; the window is about the first. */
function judgedWorld(names: [string, string], hooks: Partial<GameModule<Lab>>): State<Lab> {
  const m = lab(
    {
      windows: { 'lab.w': respond },
      setup(ctx) {
        const a = ctx.create(names[0], 1, 'p1:hand', { slot: 3, note: names[0] });
        ctx.create(names[1], 1, 'p1:hand', { slot: 4, note: names[1] });
        ctx.g.secret = a.id;
      },
      ...hooks,
    },
    (ctx, f) => {
      if (f.step === 0) {
        f.step = 1;
        ctx.window('lab.w', { may: [] }, 0);
        return;
      }
      ctx.end({ winners: [], draw: true, rule: 'LAB 9', reason: { key: 'lab.end' } });
    },
  );
  return start(m);
}

const PROJECTING: Partial<GameModule<Lab>> = {
  projectGame: (g, ref) => ({ ...g, secret: g.secret ? ref(g.secret) : 0 }),
  publicObjectData: (o) => ({ slot: (o.data as { slot: number }).slot }),
  projectFact: (f, ref) => ({ about: ref((f as { about: number }).about) }),
};

describe('WindowPolicy.judge: who is asked, from the projection only (KALING 4.5-4)', () => {
  it("facts arrive in the projection's ids; hidden objects keep only their public data", () => {
    judged.length = 0;
    const s = judgedWorld(['answer', 'blank'], PROJECTING);
    // p0 holds nothing the timing point is about: not asked; p1 is asked and may answer.
    expect(only(s).player).toBe(1);
    expect(optionIds(s)).toContain('answer');
    const first = JSON.parse(judged[0]);
    const hand: number[] = first.zones['p1:hand'].objects;
    expect(hand.every((id) => id >= s.nextId)).toBe(true);
    expect(first.facts).toEqual([{ about: hand[0] }]);
    expect(first.g.secret).toBe(hand[0]);
    expect(first.objects[hand[0]]).toMatchObject({ card: '', data: { slot: 3 } });
    expect(judged[0]).not.toMatch(/answer|blank|note/);
  });

  it('two worlds that differ only in hidden cards give the judge the same inputs and ask the same players', () => {
    const runs = (['answer', 'blank'] as const).map((name) => {
      judged.length = 0;
      const s = judgedWorld([name, 'blank'], PROJECTING);
      const d = only(s);
      return { inputs: [...judged], asked: d.player, options: optionIds(s) };
    });
    expect(runs[1].inputs).toEqual(runs[0].inputs);
    expect(runs[1].asked).toBe(runs[0].asked);
    // The player is asked in both worlds; only the one holding an answer has one.
    expect(runs[0].options).toEqual(['pass', 'answer']);
    expect(runs[1].options).toEqual(['pass']);
  });

  it('without projectFact the judge receives no facts (nothing private reaches it as it is)', () => {
    judged.length = 0;
    const s = judgedWorld(['answer', 'blank'], { ...PROJECTING, projectFact: undefined });
    expect(JSON.parse(judged[0]).facts).toEqual([]);
    // Nobody may answer a timing point the judge cannot see: the window closes unasked.
    expect(s.result?.draw).toBe(true);
  });
});

describe('PublicInfo.project: the state as a spectator knows it', () => {
  it('hidden objects are anonymous with new ids; no generator, no hidden trigger; cached by version', () => {
    const root: Procedure<Lab> = (ctx) => {
      ctx.ask({
        player: 0,
        kind: 'wait',
        prompt: { key: 'lab.wait' },
        domain: { type: 'pick', min: 1, max: 1, options: [{ id: 'ok', label: { key: 'k.done' } }] },
      });
    };
    const m = lab({}, root);
    const s = start(m);
    const ctx = new Ctx(s, m, null);
    const secret = ctx.create('secret', 0, 'p0:hand');
    const open = ctx.create('open', 1, 'p1:field');
    ctx.queueTrigger({ source: secret.id, controller: 0, ability: 'hidden-trigger', event: {} });
    ctx.queueTrigger({ source: open.id, controller: 1, ability: 'open-trigger', event: {} });
    const p = ctx.pub.project();
    expect(JSON.stringify(p)).not.toContain('secret');
    expect(JSON.stringify(p)).not.toContain('hidden-trigger');
    // Anonymous ids are above nextId (isAnonymousId), so they never name a real object.
    const [anon] = p.zones['p0:hand'].objects;
    expect(p.zones['p0:hand'].objects).toHaveLength(1);
    expect(anon).toBeGreaterThan(s.nextId);
    expect(isAnonymousId(p, anon)).toBe(true);
    expect(p.objects[anon]).toMatchObject({ card: '', owner: 0, data: {} });
    expect(p.objects[open.id].card).toBe('open');
    expect(p.rng).toEqual([0, 0, 0, 0]);
    expect(ctx.pub.project()).toBe(p);
    ctx.setData(open.id, 'dull', 1);
    expect(ctx.pub.project()).not.toBe(p);
    expect(ctx.pub.projectCtx().state.objects[open.id].data).toEqual({ dull: 1 });
  });
});

describe('k.settle: the one settle loop', () => {
  /** Checks: 'a' finds while acts[0] > 0 and uses one up; 'b' (special) counts its runs. */
  function settleLab(
    mode: 'simultaneous' | 'ordered' | 'sequential',
    triggers: 'stack' | 'resolve' | 'keep',
    extra: string[] = [],
  ): { m: GameModule<Lab> } {
    const root: Procedure<Lab> = (ctx, f, input) => {
      if (f.step === 0) {
        f.step = 1;
        ctx.settle({ extra });
        return;
      }
      ctx.g.did.push(`settled:${input}`);
      ctx.end({ winners: [], draw: true, rule: 'LAB 9', reason: { key: 'lab.end' } });
    };
    const m = lab(
      {
        checks: {
          mode,
          checks: [
            {
              id: 'a',
              rule: 'LAB 3',
              find: (st) => (st.g.acts[0] > 0 ? true : null),
              apply(ctx) {
                ctx.g.acts[0]--;
                ctx.g.did.push('a');
                // Each application triggers an ability of player 1.
                ctx.queueTrigger({ source: null, controller: 1, ability: 'ping', event: {} });
              },
            },
            {
              id: 'b',
              rule: 'LAB 4',
              special: true,
              find: () => true,
              apply(ctx) {
                ctx.g.did.push('b');
              },
            },
          ],
        },
        triggers: {
          rule: 'LAB 5',
          group: () => 0,
          chooser: () => 0,
          // One at a time, instances of one ability need no choice (VZ 908.2a).
          mode: 'one-at-a-time',
          instanceKey: (_s, t) => t.ability,
        },
        settle: { triggers, proc: 'lab.trigger' },
        stack: { resolve: 'lab.resolve' },
        procedures: {
          'lab.trigger': (ctx, f) => {
            const t = f.d.trigger as QueuedTrigger;
            if (triggers === 'stack')
              ctx.push({ controller: t.controller, source: null, ability: t.ability, data: {} });
            else ctx.g.did.push(`resolved:${t.ability}`);
            ctx.done();
          },
        },
      },
      root,
    );
    return { m };
  }

  it("RB 322–323: 'sequential' runs every step in order; a special cleanup's step runs in its first pass only", () => {
    const build = (extra: string[]) => {
      const { m } = settleLab('sequential', 'keep', extra);
      return startWith(m, [2, 0]);
    };
    const s = build(['b']);
    // Pass 1: a, b; pass 2 (normal, RB 323.2): a; pass 3: nothing.
    expect(s.g.did).toEqual(['a', 'b', 'a', 'settled:3']);
    expect(build([]).g.did).toEqual(['a', 'a', 'settled:2']);
  });

  it("'stack' puts the ordered triggers on the stack after the checks; 'resolve' resolves them at once; 'keep' leaves them", () => {
    for (const mode of ['stack', 'resolve', 'keep'] as const) {
      const { m } = settleLab('simultaneous', mode);
      const s = startWith(m, [2, 0]);
      if (mode === 'stack') {
        expect(s.stack!.map((i) => i.ability)).toEqual(['ping', 'ping']);
        expect(s.triggers).toEqual([]);
      } else if (mode === 'resolve') {
        // State checks to a fixpoint first (both a), then one trigger at a time, checks again between.
        expect(s.g.did).toEqual(['a', 'a', 'resolved:ping', 'resolved:ping', 'settled:4']);
      } else {
        expect(s.triggers).toHaveLength(2);
        expect(s.g.did).toEqual(['a', 'a', 'settled:2']);
      }
    }
  });
});

describe('the stack as data (FFTCG 7.12, KALING 4.4, RB 326–336)', () => {
  it('push, finalize (RB 328.3), remove; views hide a hidden source and hidden targets', () => {
    const root: Procedure<Lab> = (ctx, f) => {
      const hand = ctx.create('secret-card', 0, 'p0:hand');
      const pub = ctx.create('open-card', 1, 'p1:field');
      const a = ctx.push({
        controller: 0,
        source: hand.id,
        ability: 'secret-card#1',
        targets: [[{ obj: pub.id }, { obj: hand.id }], [{ player: 1 }]],
        data: { x: 3 },
        status: 'pending',
      });
      const b = ctx.push({ controller: 1, source: pub.id, ability: 'open-card#0', data: {} });
      ctx.finalize(a.id);
      expect(ctx.removeItem(b.id)?.ability).toBe('open-card#0');
      ctx.push({ controller: 1, source: pub.id, ability: 'open-card#0', data: {} });
      f.step = 1;
      ctx.ask({
        player: 0,
        kind: 'wait',
        prompt: { key: 'lab.wait' },
        domain: { type: 'pick', min: 1, max: 1, options: [{ id: 'ok', label: { key: 'k.done' } }] },
      });
    };
    const m = lab({}, root);
    const s = start(m);
    expect(s.stack!.map((i) => [i.ability, i.status])).toEqual([
      ['secret-card#1', 'final'],
      ['open-card#0', 'final'],
    ]);
    const own = viewFor(s, m, 0).stack;
    const other = viewFor(s, m, 1).stack;
    expect(own[0].ability).toBe('secret-card#1');
    expect(other[0].ability).toBeUndefined();
    expect(other[0].source).toBeUndefined();
    expect(other[0].data).toBeUndefined();
    expect(other[0].targets[0][1]).toEqual({ hidden: true });
    expect(other[0].targets[0][0]).toHaveProperty('obj');
    expect(other[1].ability).toBe('open-card#0');
    expect(JSON.stringify(viewFor(s, m, null))).not.toContain('secret-card');
  });
});

describe('linked objects (RB 716–719, VZ 512.3) and named timestamps (RB 457.2, VZ 911.3)', () => {
  function board(): { ctx: Ctx<Lab>; s: State<Lab>; m: GameModule<Lab> } {
    const m = lab(
      {
        links: {
          // RB 719.3a: gear moves along on the board; RB 719.5: it detaches in place when the unit leaves.
          equip: {
            follow: (_s, _child, _parent, _from, to) =>
              to.endsWith(':field') ? { zone: to, keep: true } : { zone: null, keep: false },
          },
          // VZ 512.3b: EXP goes to the same kind of zone and is no longer linked.
          exp: {
            follow: (_s, child, _p, _f, to) => ({ zone: `p${child.owner}:${to.split(':')[1]}`, keep: false }),
          },
        },
      },
      (ctx) => {
        ctx.ask({
          player: 0,
          kind: 'wait',
          prompt: { key: 'lab.wait' },
          domain: { type: 'pick', min: 1, max: 1, options: [{ id: 'ok', label: { key: 'k.done' } }] },
        });
      },
    );
    const s = start(m);
    return { ctx: new Ctx(s, m, null), s, m };
  }

  it('linked objects follow their policy; moving alone unlinks; clones do not share the lists', () => {
    const { ctx, s } = board();
    const unit = ctx.create('unit', 0, 'p0:field');
    const gear = ctx.create('gear', 0, 'p0:field');
    ctx.link(gear.id, unit.id, 'equip');
    expect(ctx.linkedTo(unit.id)).toEqual([gear.id]);
    const copy = cloneState(s);
    // A move on the board keeps the unit's identity (keepId): the gear moves along, still attached.
    ctx.move(unit.id, 'p1:field', { keepId: true });
    expect(s.objects[gear.id].zone).toBe('p1:field');
    expect(s.objects[gear.id].linkedTo).toBe(unit.id);
    expect(copy.objects[unit.id].linked).toEqual([gear.id]);
    expect(copy.objects[gear.id].zone).toBe('p0:field');
    // The unit leaves the board: the gear detaches where it is.
    const gone = ctx.move(unit.id, 'p0:trash');
    expect(s.objects[gear.id].zone).toBe('p1:field');
    expect(s.objects[gear.id].linkedTo).toBeUndefined();
    expect(gone.linked).toBeUndefined();
    // Moving a linked object on its own unlinks it.
    const u2 = ctx.create('unit', 0, 'p0:field');
    ctx.link(gear.id, u2.id, 'equip');
    ctx.move(gear.id, 'p0:trash');
    expect(s.objects[u2.id].linked).toBeUndefined();
  });

  it('VZ 512.3b: EXP cards go to the same kind of zone as their character (new objects), unlinked', () => {
    const { ctx, s } = board();
    const ch = ctx.create('char', 0, 'p0:field');
    const e1 = ctx.create('exp1', 0, 'p0:hand');
    const e2 = ctx.create('exp2', 1, 'p1:hand');
    ctx.link(e1.id, ch.id, 'exp');
    ctx.link(e2.id, ch.id, 'exp');
    ctx.move(ch.id, 'p1:trash');
    expect(s.zones['p0:trash'].objects.map((id) => s.objects[id].card)).toEqual(['exp1']);
    expect(s.zones['p1:trash'].objects.map((id) => s.objects[id].card)).toEqual(['char', 'exp2']);
    expect(Object.values(s.objects).some((o) => o.linkedTo !== undefined)).toBe(false);
  });

  it('VZ 512.3b / VZ 908.3c: the mover learns the new ids of what followed; a policy can place them', () => {
    const { ctx, s, m } = board();
    m.links!.exp = {
      follow: (_s, child, _p, _f, to) => ({
        zone: `p${child.owner}:${to.split(':')[1]}`,
        keep: false,
        position: to.endsWith(':deck') ? 'bottom' : undefined,
      }),
    };
    ctx.addZone('p0:deck', 0, 'hidden');
    ctx.create('old', 0, 'p0:deck');
    const ch = ctx.create('char', 0, 'p0:field');
    const e1 = ctx.create('exp1', 0, 'p0:hand');
    const e2 = ctx.create('exp2', 0, 'p0:hand');
    ctx.link(e1.id, ch.id, 'exp');
    ctx.link(e2.id, ch.id, 'exp');
    const followed: number[] = [];
    ctx.move(ch.id, 'p0:deck', { position: 'bottom', followed });
    expect(followed.map((id) => s.objects[id].card)).toEqual(['exp1', 'exp2']);
    expect(followed.every((id) => s.objects[id].zone === 'p0:deck')).toBe(true);
    // The card that was already in the deck is still its top card.
    const deck = s.zones['p0:deck'].objects.map((id) => s.objects[id].card);
    expect(deck[deck.length - 1]).toBe('old');
    // Nothing followed a move without linked objects.
    const alone: number[] = [];
    ctx.move(ctx.create('x', 0, 'p0:hand').id, 'p0:trash', { followed: alone });
    expect(alone).toEqual([]);
  });

  it('RB 457.2 / VZ 911.3a: named timestamps are set apart from the zone timestamp', () => {
    const { ctx, s } = board();
    const o = ctx.create('card', 0, 'p0:field');
    expect(timestampOf(o, 'text')).toBe(o.ts);
    const t = ctx.stamp(o.id, 'text');
    expect(t).toBeGreaterThan(o.ts);
    expect(timestampOf(s.objects[o.id], 'text')).toBe(t);
    // A new object keeps named timestamps only when asked (VZ 911.3a: within the field area).
    const kept = ctx.move(o.id, 'p1:field', { keepStamps: true });
    expect(timestampOf(kept, 'text')).toBe(t);
    const fresh = ctx.move(kept.id, 'p0:field');
    expect(timestampOf(fresh, 'text')).toBe(fresh.ts);
    ctx.stamp(fresh.id, 'text');
    ctx.unstamp(fresh.id, 'text');
    expect(s.objects[fresh.id].stamps).toBeUndefined();
  });
});

describe('typed options (ctx.choose)', () => {
  it('the procedure receives the chosen options with their values; views never show a value', () => {
    const got: unknown[] = [];
    const root: Procedure<Lab> = (ctx, f, input) => {
      if (f.step === 0) {
        f.step = 1;
        ctx.choose({
          player: 0,
          kind: 'pick',
          prompt: { key: 'lab.pick' },
          domain: {
            type: 'pick',
            min: 1,
            max: 2,
            options: [
              { id: 'a', label: { key: 'lab.a' }, value: { secretObj: 42 } },
              { id: 'b', label: { key: 'lab.b' }, cell: 7, value: 'b-value' },
            ],
          },
        });
        return;
      }
      if (f.step === 1) {
        got.push((input as Option[]).map((o) => [o.id, o.value]));
        f.step = 2;
        ctx.choose({
          player: 1,
          kind: 'split',
          prompt: { key: 'lab.split' },
          domain: {
            type: 'distribute',
            items: [
              { id: 'x', label: { key: 'lab.x' }, value: 1 },
              { id: 'y', label: { key: 'lab.y' }, value: 2 },
            ],
            total: 3,
            min: 0,
          },
        });
        return;
      }
      got.push((input as { option: Option; amount: number }[]).map((e) => [e.option.value, e.amount]));
      ctx.end({ winners: [], draw: true, rule: 'LAB 9', reason: { key: 'lab.end' } });
    };
    const m = lab({}, root);
    const s = start(m);
    expect(JSON.stringify(viewFor(s, m, 0))).not.toContain('secretObj');
    answer(s, m, 0, ['b', 'a']);
    answer(s, m, 1, { x: 1, y: 2 });
    expect(got).toEqual([
      [
        ['b', 'b-value'],
        ['a', { secretObj: 42 }],
      ],
      [
        [1, 1],
        [2, 2],
      ],
    ]);
  });
});

describe('concession through submit (FFTCG 2.1)', () => {
  const waiting: Procedure<Lab> = (ctx) => {
    ctx.ask({
      player: 0,
      kind: 'wait',
      prompt: { key: 'lab.wait' },
      domain: { type: 'pick', min: 1, max: 1, options: [{ id: 'ok', label: { key: 'k.done' } }] },
    });
  };
  const concede = (state: State<Lab>, player: number) => {
    state.result = { winners: [1 - player], draw: false, rule: 'LAB 2.1', reason: { key: 'lab.conceded' } };
  };

  it('any player may concede at any time, asked or not; it is an answer like any other', () => {
    const m = lab({ concede }, waiting);
    const s = start(m);
    const log: LogEntry[] = [];
    expect(submit(s, m, { player: 1, answer: CONCEDE }, log).ok).toBe(true);
    expect(s.result).toMatchObject({ winners: [0], rule: 'LAB 2.1' });
    expect(s.pending).toBeNull();
    expect(log.at(-1)?.msg.key).toBe('k.conceded');
    const again = submit(s, m, { player: 0, answer: CONCEDE });
    expect(!again.ok && again.error.code).toBe('game-over');
  });

  it('refused without a concession rule, or from a player who does not exist, changing nothing', () => {
    const s = start(lab({}, waiting));
    const before = stateHash(s);
    const r = submit(s, lab({}, waiting), { player: 0, answer: CONCEDE });
    expect(!r.ok && r.error.code).toBe('rule-violation');
    const m = lab({ concede }, waiting);
    const r2 = submit(s, m, { player: 7, answer: CONCEDE });
    expect(!r2.ok && r2.error.code).toBe('not-your-decision');
    expect(stateHash(s)).toBe(before);
  });

  it('a concession is recorded and replayed', () => {
    const m = lab({ concede }, waiting);
    const out = playGame(m, { seed: 'c', record: true, maxDecisions: 1 });
    const rec = out.record!;
    const s = createGame(m, { seed: 'c', players: 2, decks: rec.decks });
    const pending = s.pending!.id;
    submit(s, m, { player: 0, answer: CONCEDE, pending });
    rec.decisions = [{ player: 0, pending, answer: CONCEDE, hash: stateHash(s) }];
    rec.finalHash = stateHash(s);
    rec.result = { winners: [1], draw: false, rule: 'LAB 2.1' };
    expect(replayRecord(m, rec).ok).toBe(true);
  });
});

describe('records of another engine version', () => {
  it('are refused by replay with a message naming both versions (state hashes cannot match)', () => {
    const m = lab({}, (ctx) => ctx.end({ winners: [], draw: true, rule: 'LAB 9', reason: { key: 'x' } }));
    const rec = playGame(m, { seed: 'v', record: true }).record!;
    expect(replayRecord(m, rec).ok).toBe(true);
    expect(() => replayRecord(m, { ...rec, engine: '0.1.0' })).toThrow(
      /engine 0\.1\.0 and lab 1; this is engine/,
    );
    expect(() => replayRecord(m, { ...rec, gameVersion: '0' })).toThrow(/lab 0;/);
  });
});

describe("tracked mutations (mutations: 'tracked')", () => {
  const touchy: Procedure<Lab> = (ctx, f) => {
    if (f.step === 0) {
      const o = ctx.create('c', 0, 'p0:field');
      f.d.id = o.id;
      f.step = 1;
      return;
    }
    if (f.step === 1) {
      f.step = 2;
      return; // a step that changes nothing
    }
    if (f.step === 2) {
      ctx.setData(f.d.id, 'dmg', 3);
      ctx.adjustData(f.d.id, ['ctr', 'Crystal'], 2);
      ctx.adjustData(f.d.id, ['ctr', 'Crystal'], -2);
      f.step = 3;
      return;
    }
    ctx.end({ winners: [], draw: true, rule: 'LAB 9', reason: { key: 'lab.end' } });
  };

  it('the version moves only when something changes, through kernel methods', () => {
    const tracked = start(lab({ mutations: 'tracked' }, touchy));
    const untracked = start(lab({}, touchy));
    expect(tracked.version).toBeLessThan(untracked.version);
    const o = Object.values(tracked.objects)[0];
    expect(o.data).toEqual({ dmg: 3 });
  });

  it('kernelChecks.mutations catches a change made behind the kernel’s back', () => {
    const sneaky: Procedure<Lab> = (ctx, f) => {
      if (f.step === 0) {
        f.d.id = ctx.create('c', 0, 'p0:field').id;
        f.step = 1;
        return;
      }
      ctx.obj(f.d.id).data.dmg = 1; // not through ctx.setData
      ctx.end({ winners: [], draw: true, rule: 'LAB 9', reason: { key: 'lab.end' } });
    };
    const before = kernelChecks.mutations;
    try {
      kernelChecks.mutations = true;
      expect(() => start(lab({ mutations: 'tracked' }, sneaky))).toThrow(
        /untracked-mutation|without a kernel method/,
      );
    } finally {
      kernelChecks.mutations = before;
    }
  });
});

export type { StackItem };
