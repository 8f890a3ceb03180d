/**
 * SGS 1 游戏流程: 1.2 the map, 1.3 camps, 1.4 the draft, 1.5–1.6 pieces, 1.7 starting hands,
 * 1.8 who starts and alternating action units, and the turn with every timing from 回合开始后❶ to
 * 回合结束前❷.
 */

import {
  alive,
  ask,
  campOf,
  campRoles,
  captain,
  cardOpt,
  discardCards,
  draw,
  first,
  handOf,
  m,
  newEv,
  newTurn,
  occupant,
  type P,
  pt,
  ROLES,
  roleName,
  Z,
} from '../core.ts';
import { GENERAL_IDS, GENERALS } from '../data/generals.ts';
import { BASE, cellName, HOME, TERRAIN } from '../data/map.ts';
import { runTiming } from '../timing.ts';

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

/** The root procedure: setup steps 1.2–1.8, then action units forever (the game ends by score). */
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
        g.draft = { pool: pool.slice(0, 16), picks: [[], []], order: [], i: 0 };
        f.step = 1;
        ask(ctx, 0, 'draft-order', m('sgs.draft-order'), 'SGS 1.4', [
          { id: 'warm', label: m('sgs.draft-warm-first') },
          { id: 'cold', label: m('sgs.draft-cold-first') },
        ]);
        return;
      }
      case 1: {
        const order = DRAFT_ORDERS[first(input)];
        g.draft!.order = order.flatMap(([camp, n]) => [camp * 10 + n]);
        g.draft!.i = 0;
        f.step = 2;
        continue;
      }
      case 2: {
        const d = g.draft!;
        if (d.i >= d.order.length) {
          f.step = 4;
          continue;
        }
        const camp = Math.floor(d.order[d.i] / 10);
        const n = d.order[d.i] % 10;
        const taken = new Set([...d.picks[0], ...d.picks[1]]);
        const left = d.pool.filter((x) => !taken.has(x));
        f.step = 3;
        ctx.ask({
          player: capSeat(g, camp),
          kind: 'draft',
          prompt: m('sgs.draft-pick', { camp: m(`camp.${camp}`), n }),
          rule: 'SGS 1.4',
          domain: {
            type: 'pick',
            min: n,
            max: n,
            // each general with its HP and skills beside it (the draft is chosen by them)
            options: left.map((x) => ({ id: x, label: m(`gen.${x}`), hint: generalHint(x) })),
          },
        });
        return;
      }
      case 3: {
        const d = g.draft!;
        const camp = Math.floor(d.order[d.i] / 10);
        for (const x of input as string[]) d.picks[camp].push(x);
        if (ctx.logging)
          ctx.log('SGS 1.4', 'sgs.drafted', {
            camp: m(`camp.${camp}`),
            gens: (input as string[]).map((x) => m(`gen.${x}`)),
          });
        d.i++;
        f.step = 2;
        continue;
      }
      case 4: {
        // SGS 1.4: each camp secretly chooses three of its generals; all six are revealed together
        const d = g.draft!;
        f.step = 5;
        ctx.askMany(
          [0, 1].map((camp) => ({
            player: capSeat(g, camp),
            kind: 'choose-generals',
            prompt: m('sgs.choose-three'),
            rule: 'SGS 1.4',
            domain: {
              type: 'pick' as const,
              min: 3,
              max: 3,
              options: d.picks[camp].map((x) => ({ id: x, label: m(`gen.${x}`), hint: generalHint(x) })),
            },
          })),
          'all',
        );
        return;
      }
      case 5: {
        const d = g.draft!;
        for (const camp of [0, 1]) {
          const chosen = new Set(input[capSeat(g, camp)] as string[]);
          // in the camp's pick order, to its roles in order
          const gens = d.picks[camp].filter((x) => chosen.has(x));
          campRoles(camp).forEach((r, i) => {
            const gen = GENERALS[gens[i]];
            g.roles[r].gen = gen.id;
            g.roles[r].hp = gen.hp;
            g.roles[r].max = gen.hp;
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
        ask(
          ctx,
          r,
          'place',
          m('sgs.place', { who: roleName(g, r) }),
          'SGS 1.6',
          free.map((c) => cellOpt(c)),
        );
        return;
      }
      case 7:
        place(ctx, f.d.place, parseCell(first(input)));
        f.d.place++;
        f.step = 6;
        continue;
      case 8:
        // SGS 1.7: three starting cards each (the referee deals in role order)
        for (let r = 0; r < ROLES; r++) draw(ctx, r, 3, 'SGS 1.7');
        // SGS 1.8: 冷方 chooses who takes the first action unit
        f.step = 9;
        ask(ctx, 3, 'first', m('sgs.who-first'), 'SGS 1.8', [
          { id: '0', label: m('camp.0') },
          { id: '1', label: m('camp.1') },
        ]);
        return;
      case 9:
        g.first = Number(first(input));
        g.act = g.first;
        if (ctx.logging) ctx.log('SGS 1.8', 'sgs.first', { camp: m(`camp.${g.first}`) });
        f.step = 10;
        continue;
      case 10: {
        // SGS 1.8: camps alternate action units; a unit is one face-up role of the camp (D10)
        let camp = g.act;
        let eligible = campRoles(camp).filter((r) => !g.roles[r].down);
        if (eligible.length === 0) {
          camp = 1 - camp;
          eligible = campRoles(camp).filter((r) => !g.roles[r].down);
        }
        g.act = camp;
        if (eligible.length === 1) {
          f.step = 12;
          ctx.call('sgs.turn', { r: eligible[0] });
          return;
        }
        f.step = 11;
        ctx.ask({
          player: capSeat(g, camp),
          kind: 'unit',
          prompt: m('sgs.pick-unit', { camp: m(`camp.${camp}`) }),
          rule: 'SGS 1.8',
          domain: {
            type: 'pick',
            min: 1,
            max: 1,
            options: eligible.map((r) => ({ id: `r${r}`, label: roleName(g, r) })),
          },
        });
        return;
      }
      case 11:
        f.step = 12;
        ctx.call('sgs.turn', { r: Number(first(input).slice(1)) });
        return;
      case 12:
        g.act = 1 - g.act;
        f.step = 10;
        continue;
    }
  }
};

function capSeat(g: any, camp: number): number {
  return captain(g, camp);
}

export function cellOpt(c: number) {
  return {
    id: cellName(c),
    label: m('sgs.cell', { cell: cellName(c), t: m(`terrain.${TERRAIN[c]}`) }),
    cell: c,
  };
}
export function parseCell(a: string): number {
  return a.charCodeAt(0) - 65 + (Number(a.slice(1)) - 1) * 7;
}

function place(ctx: any, r: number, c: number): void {
  const g = ctx.g;
  g.roles[r].cell = c;
  const camp = campOf(r);
  // SGS 1.6: a piece on its own 大本营 takes the flag
  if (c === BASE[camp] && g.flags[camp].holder < 0 && g.flags[camp].cell === c) g.flags[camp].holder = r;
  if (ctx.logging) ctx.log('SGS 1.6', 'sgs.placed', { who: roleName(g, r), cell: cellName(c) });
}

/**
 * One role's turn. d = {r}. Steps follow the seed's figure; after any step in which the role
 * died, the turn goes straight to 回合结束前❶ (SGS 2.16).
 */
const turn: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const r: number = f.d.r;
  const role = g.roles[r];
  for (;;) {
    if (g.t.died && f.step > 1 && f.step < 40) f.step = 40;
    switch (f.step) {
      case 0: {
        ctx.forgetLastKnown();
        g.cur = r;
        g.t = newTurn();
        g.turns++;
        // SGS 1-回合开始后❶: the round counter
        if (g.turns === 1) g.round = 1;
        else if (g.roles.every((x) => !x.down)) g.round++;
        if (ctx.logging) ctx.log('SGS 1-回合开始后❶', 'sgs.turn', { who: roleName(g, r), round: g.round });
        // SGS 1-回合开始后❷: a role that left the board returns with full HP on a 军营 or 大本营
        pt(ctx, '1-回合开始后❷');
        if (role.dead) {
          const free = HOME[campOf(r)].filter((c) => c === BASE[campOf(r)] || occupant(g, c) < 0);
          if (free.length === 1) {
            revive(ctx, r, free[0]);
            f.step = 2;
            continue;
          }
          f.step = 1;
          ask(
            ctx,
            r,
            'revive',
            m('sgs.revive', { who: roleName(g, r) }),
            'SGS 1-回合开始后❷',
            free.map((c) => cellOpt(c)),
          );
          return;
        }
        f.step = 2;
        continue;
      }
      case 1:
        revive(ctx, r, parseCell(first(input)));
        f.step = 2;
        continue;
      case 2:
        // SGS 1-回合开始后❸: this turn's effects begin (g.t was reset)
        pt(ctx, '1-回合开始后❸');
        // SGS 1-回合开始后❹: 〖骁锐〗 has no known text and is not in the pool (D11)
        pt(ctx, '1-回合开始后❹');
        // SGS 1-准备阶段: 〖洛神〗, 〖观星〗
        g.phase = 'prepare';
        if (runTiming(ctx, f, '1-准备阶段', null, 3)) return;
        continue;
      case 3: {
        // SGS 1-延时阶段开始前: skip the phase if the 延时区 is empty
        g.phase = 'delay';
        pt(ctx, '1-延时阶段开始前');
        const list = [...s.zones[Z.delay(r)].objects].reverse();
        if (list.length === 0) {
          // no delayed trick: the phase and its timings do not happen
          f.step = 5;
          continue;
        }
        f.d.delays = list;
        f.d.di = 0;
        pt(ctx, '1-延时阶段开始时');
        // SGS 1-延时阶段开始时: nothing acts
        f.step = 4;
        continue;
      }
      case 4: {
        // SGS 1-延时阶段: the last placed delayed trick first, each by its special use flow
        const list: number[] = f.d.delays;
        if (f.d.di >= list.length || !alive(g, r)) {
          pt(ctx, '1-延时阶段结束时');
          // SGS 1-延时阶段结束时: nothing acts
          f.step = 5;
          continue;
        }
        if (f.d.di === 0) pt(ctx, '1-延时阶段');
        const obj = list[f.d.di++];
        if (!s.objects[obj] || s.objects[obj].zone !== Z.delay(r)) continue;
        ctx.call('sgs.delay-use', { r, obj });
        return;
      }
      case 5:
        // SGS 1-摸牌阶段开始前: 〖湖泊②〗
        g.phase = 'draw';
        if (runTiming(ctx, f, '1-摸牌阶段开始前', null, 6)) return;
        continue;
      case 6: {
        if (g.t.skipDraw) {
          if (ctx.logging)
            ctx.log('SGS 1-摸牌阶段', 'sgs.skip', { who: roleName(g, r), ph: m('phase.draw') });
          f.step = 8;
          continue;
        }
        // SGS 1-摸牌阶段开始时: 〖突袭〗
        f.d.dev = newEv(g, { r, n: 2 });
        if (runTiming(ctx, f, '1-摸牌阶段开始时', f.d.dev, 14)) return;
        continue;
      }
      case 14:
        // SGS 1-摸牌阶段: 〖裸衣〗, 〖英姿〗; then draw X = 2 (D5)
        if (g.evs[f.d.dev].n <= 0) {
          f.step = 7;
          continue;
        }
        if (runTiming(ctx, f, '1-摸牌阶段', f.d.dev, 7)) return;
        continue;
      case 7: {
        const ev = g.evs[f.d.dev];
        draw(ctx, r, ev.n, 'SGS 1-摸牌阶段');
        delete g.evs[f.d.dev];
        pt(ctx, '1-摸牌阶段结束时');
        // SGS 1-摸牌阶段结束时: nothing acts
        f.step = 8;
        continue;
      }
      case 8:
        // SGS 1-移动阶段开始前, SGS 1-移动阶段开始时 (〖诱兵〗 not in the pool).
        // SGS 1-移动阶段: one move of X = 行动力
        g.phase = 'move';
        pt(ctx, '1-移动阶段开始前');
        pt(ctx, '1-移动阶段开始时');
        pt(ctx, '1-移动阶段');
        f.step = 9;
        ctx.call('sgs.move', { r, len: GENERALS[role.gen].move, why: 'phase' });
        return;
      case 9:
        // SGS 1-移动阶段结束时: 〖马术〗
        if (runTiming(ctx, f, '1-移动阶段结束时', null, 10)) return;
        continue;
      case 10:
        pt(ctx, '1-出牌阶段开始时');
        // SGS 1-出牌阶段开始时: nothing acts. SGS 1-出牌阶段: idle points
        g.phase = 'play';
        if (g.t.skipPlay) {
          if (ctx.logging)
            ctx.log('SGS 1-出牌阶段', 'sgs.skip', { who: roleName(g, r), ph: m('phase.play') });
          f.step = 11;
          continue;
        }
        g.t.sha = 0;
        g.t.given = 0;
        pt(ctx, '1-出牌阶段');
        f.step = 11;
        ctx.call('sgs.play', { r });
        return;
      case 11: {
        // SGS 1-弃牌阶段开始前, SGS 1-弃牌阶段开始时: nothing acts
        // SGS 1-弃牌阶段: discard down to the hand limit (= current HP, D5)
        g.phase = 'discard';
        pt(ctx, '1-弃牌阶段开始前');
        pt(ctx, '1-弃牌阶段开始时');
        pt(ctx, '1-弃牌阶段');
        const hand = handOf(s, r);
        const x = hand.length - Math.max(0, role.hp);
        if (x <= 0) {
          f.step = 13;
          continue;
        }
        f.step = 12;
        ask(
          ctx,
          r,
          'discard',
          m('sgs.discard-down', { n: x }),
          'SGS 1-弃牌阶段',
          hand.map((id) => cardOpt(ctx, id)),
          x,
          x,
        );
        return;
      }
      case 12:
        discardCards(
          ctx,
          (input as string[]).map((x) => Number(x.slice(1))),
          'SGS 1-弃牌阶段',
          r,
        );
        f.step = 13;
        continue;
      case 13:
        // SGS 1-弃牌阶段结束时: nothing acts
        pt(ctx, '1-弃牌阶段结束时');
        // SGS 1-结束阶段: 〖湖泊①〗, 〖驿站〗, 〖闭月〗 (〖归营〗 not in the pool)
        g.phase = 'end';
        if (runTiming(ctx, f, '1-结束阶段', null, 40)) return;
        continue;
      case 40: {
        // SGS 1-回合结束前❶: this turn's effects end
        pt(ctx, '1-回合结束前❶');
        g.t.range = 0;
        g.t.luoyi = false;
        // SGS 1-回合结束前❷: flip the piece (SGS 2.9), restore all if all are face down, dead roles leave
        pt(ctx, '1-回合结束前❷');
        f.step = 41;
        ctx.call('sgs.flip', { r, down: true });
        return;
      }
      case 41:
        if (g.roles.every((x) => x.down)) {
          // all face down: every piece is restored, each a piece state change (SGS 2.9)
          if (ctx.logging) ctx.log('SGS 1-回合结束前❷', 'sgs.restore');
          f.d.restore = 0;
          f.step = 43;
          continue;
        }
        f.step = 42;
        continue;
      case 43:
        if (f.d.restore < ROLES) {
          ctx.call('sgs.flip', { r: f.d.restore++, down: false });
          return;
        }
        f.step = 42;
        continue;
      case 42: {
        for (let i = 0; i < ROLES; i++) {
          if (g.roles[i].dead && g.roles[i].cell >= 0) {
            g.roles[i].cell = -1;
            if (ctx.logging) ctx.log('SGS 1-回合结束前❷', 'sgs.leave', { who: roleName(g, i) });
          }
        }
        g.cur = -1;
        g.phase = '';
        ctx.done();
        return;
      }
    }
  }
};

function revive(ctx: any, r: number, c: number): void {
  const g = ctx.g;
  const role = g.roles[r];
  role.dead = false;
  role.hp = role.max;
  role.cell = c;
  if (ctx.logging) ctx.log('SGS 1-回合开始后❷', 'sgs.revived', { who: roleName(g, r), cell: cellName(c) });
}

/** SGS 2.9 武将棋子状态改变事件: d = {r, down}. 改变前, the change, 改变后 (nothing acts). */
const flip: P = (ctx, f) => {
  const g = ctx.g;
  pt(ctx, '2.9-武将棋子状态改变前');
  // SGS 2.9-武将棋子状态改变前: nothing acts
  g.roles[f.d.r].down = f.d.down;
  if (ctx.logging) ctx.log('SGS 2.9', f.d.down ? 'sgs.flip' : 'sgs.unflip', { who: roleName(g, f.d.r) });
  pt(ctx, '2.9-武将棋子状态改变后');
  pt(ctx, '2.9-武将棋子状态改变结算结束后');
  // SGS 2.9-武将棋子状态改变后, SGS 2.9-武将棋子状态改变结算结束后: nothing acts
  ctx.done();
};

export const flowProcs: Record<string, P> = { 'sgs.game': game, 'sgs.turn': turn, 'sgs.flip': flip };

/** "HP 4 · 〖奸雄〗": what a player weighs when drafting a general. */
function generalHint(id: string) {
  const gen = GENERALS[id];
  return m('sgs.gen-hint', { hp: gen.hp, skills: gen.skills.map((s) => m(`skill.${s}`)) });
}
