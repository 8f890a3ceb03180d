/**
 * SGS 1.2 the map, 1.3 camps, 1.4 the draft, 1.5–1.6 pieces, 1.7 starting hands, 1.8 who starts
 * and alternating action units (stand-ins D1, D9, D10).
 */
import { InputError, type Option } from '@arbiter/kernel';
import { GENERAL_IDS, GENERALS } from '../data/generals.ts';
import { BASE, cellName, HOME, TERRAIN } from '../data/map.ts';
import { type C, campOf, campRoles, captain, type G, msg, newTurn, type P, ROLES, Z } from '../state.ts';
import { draw } from './0208-moving-cards.ts';
import { choose, occupant, picked, pickedAll, roleName } from './common.ts';

/** SGS 1.4: the two pick orders (the seed's option 2 is read as mirroring option 1: D9). */
export const DRAFT_ORDERS: Record<string, [number, number][]> = {
  warm: [
    [0, 1],
    [1, 2],
    [0, 2],
    [1, 2],
    [0, 2],
    [1, 2],
    [0, 2],
    [1, 2],
    [0, 1],
  ],
  cold: [
    [1, 1],
    [0, 2],
    [1, 2],
    [0, 2],
    [1, 2],
    [0, 2],
    [1, 2],
    [0, 2],
    [1, 1],
  ],
};

/** Steps of `sgs.game`: the action units, and where a unit has just been played. */
export const GAME_STEP = { units: 10, afterUnit: 12 } as const;

export function cellOption(c: number): Option {
  return {
    id: cellName(c),
    label: msg('sgs.cell', { cell: cellName(c), t: msg(`terrain.${TERRAIN[c]}`) }),
    cell: c,
    value: c,
  };
}

/** The root procedure: setup steps 1.2–1.8, then action units until a camp wins by score. */
const game: P = (ctx, f, input) => {
  const g = ctx.g;
  for (;;) {
    switch (f.step) {
      case 0: {
        // SGS 1.2: the map is laid out (data/map.ts) with the 暖方 大本营 at the referee's lower right
        ctx.log('SGS 1.2', 'sgs.map');
        // SGS 1.3: two camps (暖 = roles 1–3, 冷 = roles 4–6) of three roles each
        ctx.log('SGS 1.3', 'sgs.camps');
        // SGS 1.4: sixteen random generals face up
        const pool = [...GENERAL_IDS];
        for (let i = pool.length - 1; i > 0; i--) {
          const j = ctx.random(i + 1);
          [pool[i], pool[j]] = [pool[j], pool[i]];
        }
        g.draft = { pool: pool.slice(0, 16), picks: [[], []], order: [], next: 0 };
        f.step = 1;
        choose(ctx, 0, 'draft-order', msg('sgs.draft-order'), 'SGS 1.4', [
          { id: 'warm', label: msg('sgs.draft-warm-first'), value: 'warm' },
          { id: 'cold', label: msg('sgs.draft-cold-first'), value: 'cold' },
        ]);
        return;
      }
      case 1: {
        const order = DRAFT_ORDERS[picked<string>(input)];
        g.draft!.order = order.map(([camp, n]) => camp * 10 + n);
        g.draft!.next = 0;
        f.step = 2;
        continue;
      }
      case 2: {
        const d = g.draft!;
        if (d.next >= d.order.length) {
          f.step = 4;
          continue;
        }
        const camp = Math.floor(d.order[d.next] / 10);
        const n = d.order[d.next] % 10;
        const taken = new Set([...d.picks[0], ...d.picks[1]]);
        const left = d.pool.filter((x) => !taken.has(x));
        f.step = 3;
        ctx.choose({
          player: captain(g, camp),
          kind: 'draft',
          prompt: msg('sgs.draft-pick', { camp: msg(`camp.${camp}`), n }),
          rule: 'SGS 1.4',
          domain: {
            type: 'pick',
            min: n,
            max: n,
            // each general with its HP and skills beside it (the draft is chosen by them, D23)
            options: left.map((x) => ({ id: x, label: msg(`gen.${x}`), hint: generalHint(x), value: x })),
          },
        });
        return;
      }
      case 3: {
        const d = g.draft!;
        const camp = Math.floor(d.order[d.next] / 10);
        const gens = pickedAll<string>(input);
        for (const x of gens) d.picks[camp].push(x);
        if (ctx.logging)
          ctx.log('SGS 1.4', 'sgs.drafted', {
            camp: msg(`camp.${camp}`),
            gens: gens.map((x) => msg(`gen.${x}`)),
          });
        d.next++;
        f.step = 2;
        continue;
      }
      case 4: {
        // SGS 1.4: each camp secretly chooses three of its generals; all six are revealed together
        const d = g.draft!;
        f.step = 5;
        ctx.chooseMany(
          [0, 1].map((camp) => ({
            player: captain(g, camp),
            kind: 'choose-generals',
            prompt: msg('sgs.choose-three'),
            rule: 'SGS 1.4',
            domain: {
              type: 'pick' as const,
              min: 3,
              max: 3,
              options: d.picks[camp].map((x) => ({
                id: x,
                label: msg(`gen.${x}`),
                hint: generalHint(x),
                value: x,
              })),
            },
          })),
          'all',
        );
        return;
      }
      case 5: {
        const d = g.draft!;
        for (const camp of [0, 1]) {
          const chosen = new Set(pickedAll<string>(input[captain(g, camp)]));
          // in the camp's pick order, to its roles in order
          const gens = d.picks[camp].filter((x) => chosen.has(x));
          campRoles(camp).forEach((r, i) => {
            const gen = GENERALS[gens[i]];
            g.roles[r].general = gen.id;
            g.roles[r].hp = gen.hp;
            g.roles[r].maxHp = gen.hp;
          });
        }
        g.draft = null;
        if (ctx.logging)
          for (let r = 0; r < ROLES; r++) ctx.log('SGS 1.4', 'sgs.reveal', { who: roleName(g, r) });
        // SGS 1.5: the pieces show their full HP
        ctx.log('SGS 1.5', 'sgs.pieces');
        f.d.place = 0;
        f.step = 6;
        continue;
      }
      case 6: {
        // SGS 1.6: each role's piece on a free 军营 or 大本营 of its camp
        if (f.d.place >= ROLES) {
          f.step = 8;
          continue;
        }
        const r: number = f.d.place;
        const free = HOME[campOf(r)].filter((c) => occupant(g, c) < 0);
        if (free.length === 1) {
          place(ctx, r, free[0]);
          f.d.place++;
          continue;
        }
        f.step = 7;
        choose(
          ctx,
          r,
          'place',
          msg('sgs.place', { who: roleName(g, r) }),
          'SGS 1.6',
          free.map((c) => cellOption(c)),
        );
        return;
      }
      case 7:
        place(ctx, f.d.place, picked<number>(input));
        f.d.place++;
        f.step = 6;
        continue;
      case 8:
        // SGS 1.7: three starting cards each (the referee deals in role order)
        for (let r = 0; r < ROLES; r++) draw(ctx, r, 3, 'SGS 1.7');
        // SGS 1.8: 冷方 chooses who takes the first action unit
        f.step = 9;
        choose(ctx, 3, 'first', msg('sgs.who-first'), 'SGS 1.8', [
          { id: '0', label: msg('camp.0'), value: 0 },
          { id: '1', label: msg('camp.1'), value: 1 },
        ]);
        return;
      case 9:
        g.firstCamp = picked<number>(input);
        g.actingCamp = g.firstCamp;
        if (ctx.logging) ctx.log('SGS 1.8', 'sgs.first', { camp: msg(`camp.${g.firstCamp}`) });
        f.step = GAME_STEP.units;
        continue;
      case GAME_STEP.units: {
        // SGS 1.8: camps alternate action units; a unit is one face-up role of the camp (D10)
        let camp = g.actingCamp;
        let eligible = campRoles(camp).filter((r) => !g.roles[r].faceDown);
        if (eligible.length === 0) {
          camp = 1 - camp;
          eligible = campRoles(camp).filter((r) => !g.roles[r].faceDown);
        }
        g.actingCamp = camp;
        if (eligible.length === 1) {
          f.step = GAME_STEP.afterUnit;
          ctx.call('sgs.turn', { role: eligible[0] });
          return;
        }
        f.step = 11;
        ctx.choose({
          player: captain(g, camp),
          kind: 'unit',
          prompt: msg('sgs.pick-unit', { camp: msg(`camp.${camp}`) }),
          rule: 'SGS 1.8',
          domain: {
            type: 'pick',
            min: 1,
            max: 1,
            options: eligible.map((r) => ({ id: `r${r}`, label: roleName(g, r), value: r })),
          },
        });
        return;
      }
      case 11:
        f.step = GAME_STEP.afterUnit;
        ctx.call('sgs.turn', { role: picked<number>(input) });
        return;
      case GAME_STEP.afterUnit:
        g.actingCamp = 1 - g.actingCamp;
        f.step = GAME_STEP.units;
        continue;
    }
  }
};

function place(ctx: C, r: number, c: number): void {
  const g = ctx.g;
  g.roles[r].cell = c;
  const camp = campOf(r);
  // SGS 1.6: a piece on its own 大本营 takes the flag (D17)
  if (c === BASE[camp] && g.flags[camp].holder < 0 && g.flags[camp].cell === c) g.flags[camp].holder = r;
  if (ctx.logging) ctx.log('SGS 1.6', 'sgs.placed', { who: roleName(g, r), cell: cellName(c) });
}

export function seatsFrom(players: number, options?: Record<string, unknown>): number {
  const seats = options?.seats === undefined ? players : Number(options.seats);
  if (seats !== 2 && seats !== 6)
    throw new InputError(
      `sgs-chess: seats must be 2 or 6 (got ${String(options?.seats ?? players).slice(0, 20)})`,
    );
  if (seats !== players)
    throw new InputError(`sgs-chess: ${seats} seats need ${seats} players (got ${players})`);
  return seats;
}

/** Zones and an empty `g` (SGS 1.3: camps of three roles; 暖 = roles 0–2, 冷 = roles 3–5). */
export function initState(ctx: C, seats: number): void {
  const g: G = {
    seats,
    round: 0,
    turns: 0,
    roles: Array.from({ length: ROLES }, (_, r) => ({
      camp: campOf(r),
      general: '',
      hp: 0,
      maxHp: 0,
      cell: -1,
      dead: false,
      faceDown: false,
      seat: seats === 6 ? r : campOf(r),
    })),
    score: [0, 0],
    flags: [
      { cell: BASE[0], holder: -1 },
      { cell: BASE[1], holder: -1 },
    ],
    firstCamp: -1,
    actingCamp: 0,
    current: -1,
    phase: '',
    turn: newTurn(),
    draft: null,
  };
  ctx.state.g = g;
  ctx.addZone(Z.deck, null, 'hidden');
  ctx.addZone(Z.discard, null, 'public');
  ctx.addZone(Z.processing, null, 'public');
  for (let r = 0; r < ROLES; r++) {
    const seat = g.roles[r].seat;
    ctx.addZone(Z.hand(r), seat, 'owner');
    ctx.addZone(Z.weapon(r), seat, 'public');
    ctx.addZone(Z.armor(r), seat, 'public');
    ctx.addZone(Z.horse(r), seat, 'public');
    ctx.addZone(Z.delay(r), seat, 'public');
  }
  for (let p = 0; p < seats; p++) ctx.addZone(Z.look(p), p, 'owner');
}

export function fillDeck(ctx: C, cards: Record<string, number>): void {
  for (const [id, n] of Object.entries(cards)) for (let i = 0; i < n; i++) ctx.create(id, 0, Z.deck);
  ctx.shuffle(Z.deck);
}

export const setupProcs: Record<string, P> = { 'sgs.game': game };

/** "HP 4 · 〖奸雄〗": what a player weighs when drafting a general (D23). */
function generalHint(id: string) {
  const gen = GENERALS[id];
  return msg('sgs.gen-hint', { hp: gen.hp, skills: gen.skills.map((s) => msg(`skill.${s}`)) });
}
