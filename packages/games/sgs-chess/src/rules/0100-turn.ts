/**
 * SGS 1 (the figure of a role's turn): every timing from 回合开始后❶ to 回合结束前❷, the phases
 * (准备, 延时, 摸牌, 移动, 出牌, 弃牌, 结束) and what the rules do in each. After any step in which the
 * current role died, the turn goes straight to 回合结束前❶ (SGS 2.16).
 */
import { GENERALS } from '../data/generals.ts';
import { BASE, cellName, HOME } from '../data/map.ts';
import { type C, campOf, msg, newTurn, type P, ROLES, Z } from '../state.ts';
import { timing } from './0001-timings.ts';
import { cellOption } from './0102-setup.ts';
import { discardCards, draw } from './0208-moving-cards.ts';
import { alive, cardOption, choose, handOf, occupant, pickedAll, roleName, trace } from './common.ts';

/** Steps of `sgs.turn` where a turn may resume (scenarios start mid-turn). */
export const TURN_STEP = {
  start: 0,
  prepare: 2,
  delay: 3,
  draw: 5,
  move: 8,
  play: 10,
  discard: 11,
  end: 13,
} as const;

/** SGS 1: one role's turn. d = { role }. */
const turn: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const r: number = f.d.role;
  const role = g.roles[r];
  for (;;) {
    if (g.turn.died && f.step > 1 && f.step < 40) f.step = 40;
    switch (f.step) {
      case 0: {
        ctx.forgetLastKnown();
        g.current = r;
        g.turn = newTurn();
        g.turns++;
        // SGS 1-回合开始后❶: the round counter
        if (g.turns === 1) g.round = 1;
        else if (g.roles.every((x) => !x.faceDown)) g.round++;
        if (ctx.logging) ctx.log('SGS 1-回合开始后❶', 'sgs.turn', { who: roleName(g, r), round: g.round });
        // SGS 1-回合开始后❷: a role that left the board returns with full HP on a 军营 or 大本营 (D18)
        trace(ctx, '1-回合开始后❷');
        if (role.dead) {
          const free = HOME[campOf(r)].filter((c) => c === BASE[campOf(r)] || occupant(g, c) < 0);
          if (free.length === 1) {
            revive(ctx, r, free[0]);
            f.step = 2;
            continue;
          }
          f.step = 1;
          choose(
            ctx,
            r,
            'revive',
            msg('sgs.revive', { who: roleName(g, r) }),
            'SGS 1-回合开始后❷',
            free.map((c) => cellOption(c)),
          );
          return;
        }
        f.step = 2;
        continue;
      }
      case 1:
        revive(ctx, r, pickedAll<number>(input)[0]);
        f.step = 2;
        continue;
      case 2:
        // SGS 1-回合开始后❸: this turn's effects begin (the turn state was reset)
        trace(ctx, '1-回合开始后❸');
        // SGS 1-回合开始后❹: 〖骁锐〗 has no known text and is not in the pool (D11)
        trace(ctx, '1-回合开始后❹');
        // SGS 1-准备阶段
        g.phase = 'prepare';
        if (timing(ctx, f, '1-准备阶段', -1, 3)) return;
        continue;
      case 3: {
        // SGS 1-延时阶段开始前: the phase happens only if the 延时区 holds a card
        g.phase = 'delay';
        trace(ctx, '1-延时阶段开始前');
        const list = [...s.zones[Z.delay(r)].objects].reverse();
        if (list.length === 0) {
          f.step = 5;
          continue;
        }
        f.d.delayed = list;
        f.d.next = 0;
        // SGS 1-延时阶段开始时: nothing acts
        trace(ctx, '1-延时阶段开始时');
        f.step = 4;
        continue;
      }
      case 4: {
        // SGS 1-延时阶段: the last placed delayed trick first, each by its special use
        const list: number[] = f.d.delayed;
        if (f.d.next >= list.length || !alive(g, r)) {
          // SGS 1-延时阶段结束时: nothing acts
          trace(ctx, '1-延时阶段结束时');
          f.step = 5;
          continue;
        }
        if (f.d.next === 0) trace(ctx, '1-延时阶段');
        const obj = list[f.d.next++];
        if (!s.objects[obj] || s.objects[obj].zone !== Z.delay(r)) continue;
        ctx.call('sgs.delayed-use', { role: r, card: obj });
        return;
      }
      case 5:
        // SGS 1-摸牌阶段开始前
        g.phase = 'draw';
        if (timing(ctx, f, '1-摸牌阶段开始前', -1, 6)) return;
        continue;
      case 6:
        if (g.turn.skipDraw) {
          if (ctx.logging)
            ctx.log('SGS 1-摸牌阶段', 'sgs.skip', { who: roleName(g, r), ph: msg('phase.draw') });
          f.step = 8;
          continue;
        }
        f.step = 8;
        ctx.call('sgs.draw-phase', { ev: { role: r, count: 2 } });
        return;
      case 8:
        // SGS 1-移动阶段开始前, SGS 1-移动阶段开始时 (〖诱兵〗 not in the pool), SGS 1-移动阶段: one move
        // of X = 行动力 (D5)
        g.phase = 'move';
        trace(ctx, '1-移动阶段开始前');
        trace(ctx, '1-移动阶段开始时');
        trace(ctx, '1-移动阶段');
        f.step = 9;
        ctx.event({ type: 'move', role: r, length: GENERALS[role.general].move, via: '' });
        return;
      case 9:
        // SGS 1-移动阶段结束时
        if (timing(ctx, f, '1-移动阶段结束时', -1, 10)) return;
        continue;
      case 10:
        // SGS 1-出牌阶段开始时: nothing acts. SGS 1-出牌阶段: idle points
        trace(ctx, '1-出牌阶段开始时');
        g.phase = 'play';
        if (g.turn.skipPlay) {
          if (ctx.logging)
            ctx.log('SGS 1-出牌阶段', 'sgs.skip', { who: roleName(g, r), ph: msg('phase.play') });
          f.step = 11;
          continue;
        }
        g.turn.usesThisPhase = {};
        trace(ctx, '1-出牌阶段');
        f.step = 11;
        ctx.call('sgs.play', { role: r });
        return;
      case 11: {
        // SGS 1-弃牌阶段开始前, SGS 1-弃牌阶段开始时: nothing acts
        // SGS 1-弃牌阶段: discard down to the hand limit (= current HP, D5)
        g.phase = 'discard';
        trace(ctx, '1-弃牌阶段开始前');
        trace(ctx, '1-弃牌阶段开始时');
        trace(ctx, '1-弃牌阶段');
        const hand = handOf(s, r);
        const x = hand.length - Math.max(0, role.hp);
        if (x <= 0) {
          f.step = 13;
          continue;
        }
        f.step = 12;
        choose(
          ctx,
          r,
          'discard',
          msg('sgs.discard-down', { n: x }),
          'SGS 1-弃牌阶段',
          hand.map((id) => cardOption(ctx, id)),
          x,
          x,
        );
        return;
      }
      case 12:
        discardCards(ctx, pickedAll<number>(input), 'SGS 1-弃牌阶段', r);
        f.step = 13;
        continue;
      case 13:
        // SGS 1-弃牌阶段结束时: nothing acts
        trace(ctx, '1-弃牌阶段结束时');
        // SGS 1-结束阶段 (〖归营〗 not in the pool)
        g.phase = 'end';
        if (timing(ctx, f, '1-结束阶段', -1, 40)) return;
        continue;
      case 40:
        // SGS 1-回合结束前❶: this turn's effects end
        trace(ctx, '1-回合结束前❶');
        g.turn.marks = {};
        // SGS 1-回合结束前❷: flip the piece (SGS 2.9), restore all if all are face down, dead roles leave
        trace(ctx, '1-回合结束前❷');
        f.step = 41;
        ctx.event({ type: 'piece-state', role: r, faceDown: true });
        return;
      case 41:
        if (g.roles.every((x) => x.faceDown)) {
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
          ctx.event({ type: 'piece-state', role: f.d.restore++, faceDown: false });
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
        g.current = -1;
        g.phase = '';
        ctx.done();
        return;
      }
    }
  }
};

/**
 * SGS 1-摸牌阶段开始时 and SGS 1-摸牌阶段: the draw phase's count (X = 2, D5) is this frame's event,
 * which skills change before the cards are drawn. d = { ev: { role, count } }.
 */
const drawPhase: P = (ctx, f) => {
  const ev = f.d.ev as { role: number; count: number };
  for (;;) {
    switch (f.step) {
      case 0:
        f.d.at = ctx.state.flow.length - 1;
        // SGS 1-摸牌阶段开始时
        if (timing(ctx, f, '1-摸牌阶段开始时', f.d.at, 1)) return;
        continue;
      case 1:
        // SGS 1-摸牌阶段
        if (ev.count <= 0) {
          f.step = 2;
          continue;
        }
        if (timing(ctx, f, '1-摸牌阶段', f.d.at, 2)) return;
        continue;
      case 2:
        draw(ctx, ev.role, ev.count, 'SGS 1-摸牌阶段');
        // SGS 1-摸牌阶段结束时: nothing acts
        trace(ctx, '1-摸牌阶段结束时');
        ctx.done();
        return;
    }
  }
};

function revive(ctx: C, r: number, c: number): void {
  const g = ctx.g;
  const role = g.roles[r];
  role.dead = false;
  role.hp = role.maxHp;
  role.cell = c;
  if (ctx.logging) ctx.log('SGS 1-回合开始后❷', 'sgs.revived', { who: roleName(g, r), cell: cellName(c) });
}

export const turnProcs: Record<string, P> = { 'sgs.turn': turn, 'sgs.draw-phase': drawPhase };
