/**
 * KALING 3.5.5-1 / 3.5.5-2: activating a card or an effect — place or flip, pay energy, choose
 * targets, pay costs — and the option ids of sources, cells and targets.
 */
import { type Ctx, cloneJson, type Msg, type Option, type Procedure } from '@arbiter/kernel';
import { CARDS } from '../cards/data.ts';
import { EFFECTS } from '../cards/effects.ts';
import type { TargetSpec } from '../cards/vocab.ts';
import type { Ev, FieldData, G, Link, S } from '../types.ts';
import { cellName, placeCells } from './01-board.ts';
import { spendEnergy } from './02-match.ts';
import { markLimit, USE_KEYS } from './04-chain-limits.ts';
import {
  CELL_DEPENDENT,
  discardOk,
  energyCost,
  feasibleAt,
  qOf,
  revealOptions,
  type Src,
  sacOptions,
} from './04-chain-sources.ts';
import { candidates, targetsFeasible } from './04-chain-targets.ts';
import { timing } from './04-chain-window.ts';
import { takeEvents } from './04-timing-points.ts';
import { emit, stats, toDiscard } from './05-terms.ts';

export function srcId(a: Src): string {
  return `${a.how}${a.id}.${a.effectIndex}`;
}

export function parseSrc(id: string): Src {
  const m = /^([fshg])(\d+)\.(\d+)$/.exec(id)!;
  return { how: m[1] as Src['how'], id: Number(m[2]), effectIndex: Number(m[3]) };
}

export function effLabel(ctx: Ctx<G>, a: Src) {
  const o = ctx.state.objects[a.id];
  const eff = EFFECTS[o.card][a.effectIndex];
  return {
    key: 'kl.opt-activate',
    args: {
      c: ctx.ref(a.id),
      e: eff.name ? { key: `kl.eff.${o.card}.${a.effectIndex}` } : { key: 'kl.eff-plain' },
    },
  };
}

/** What the effect does, shown beside the option. */
export function effHint(ctx: Ctx<G>, a: Src): Msg {
  return { key: `kl.text.${ctx.state.objects[a.id].card}.${a.effectIndex}` };
}

// Activation (KALING 3.5.5-1 / 3.5.5-2): place or flip, pay energy, choose targets, pay costs.

export interface ActD {
  player: number;
  source: Src;
  event: Ev | null;
  linkIndex: number;
  link?: Link;
  cost?: number;
  costStep?: number;
}

export const activate: Procedure<G> = (ctx, f, input) => {
  const d = f.d as ActD;
  const s = ctx.state;
  const g = ctx.g;
  for (;;) {
    switch (f.step) {
      case 0: {
        const o = ctx.obj(d.source.id);
        const def = CARDS[o.card];
        const eff = EFFECTS[o.card][d.source.effectIndex];
        if (d.source.how === 'h' && def.type !== 'kaling') {
          // KALING 3.5.5-1: a tactic/device from hand is put face up on an empty cell of the own field or the public row.
          const all = placeCells(g, d.player);
          const cells = CELL_DEPENDENT.has(eff) ? all.filter((c) => feasibleAt(s, o, d.player, eff, c)) : all;
          f.step = 1;
          if (cells.length === 1) {
            input = [cellName(cells[0])];
            continue;
          }
          ctx.ask({
            player: d.player,
            kind: 'place',
            prompt: { key: 'kl.ask-place', args: { c: ctx.ref(o.id) } },
            rule: 'KALING 3.5.5-1',
            domain: { type: 'pick', min: 1, max: 1, options: cells.map((c) => cellOpt(c)) },
          });
          return;
        }
        if (d.source.how === 'h') {
          // A 卡灵 whose effect works from hand is shown to both players when it is activated.
          ctx.reveal(o.id, [0, 1]);
        }
        if (d.source.how === 's' && def.type !== 'kaling') {
          // KALING 3.5.5-1: or a set card on the field is turned face up.
          delete o.faceDown;
          ctx.touch();
          if (ctx.logging) ctx.log('KALING 3.5.5-1', 'kl.flip', { c: ctx.ref(o.id) });
        }
        f.step = 2;
        continue;
      }
      case 1: {
        const cell = cellFromOpt((input as string[])[0]);
        const moved = ctx.move(d.source.id, 'field', { data: { cell, summonedTurn: g.turn } });
        g.cells[cell] = moved.id;
        // 免能 granted to the card in hand follows it onto the field.
        const fi = g.freeTactics.indexOf(d.source.id);
        if (fi >= 0) g.freeTactics[fi] = moved.id;
        d.source = { ...d.source, id: moved.id };
        if (ctx.logging)
          ctx.log('KALING 3.5.5-1', 'kl.placed', { c: ctx.ref(moved.id), cell: cellName(cell) });
        f.step = 2;
        continue;
      }
      case 2: {
        const o = ctx.known(d.source.id)!;
        const eff = EFFECTS[o.card][d.source.effectIndex];
        const cost = energyCost(s, d.source, eff, d.player);
        d.link = {
          player: d.player,
          source: o.id,
          card: o.card,
          effectIndex: d.source.effectIndex,
          targets: [],
          tactic: CARDS[o.card].type === 'tactic',
        };
        if (d.event) d.link.event = cloneJson(d.event); // the link's own copy (a state is a tree)
        if (eff.halfLp && g.lp[d.player] >= 2) {
          const opts: Option[] = [{ id: 'half', label: { key: 'kl.pay-half-lp' } }];
          if (cost <= g.energy[d.player])
            opts.unshift({ id: 'energy', label: { key: 'kl.pay-energy', args: { n: cost } } });
          d.cost = cost;
          f.step = 3;
          if (opts.length === 1) {
            input = ['half'];
            continue;
          }
          ctx.ask({
            player: d.player,
            kind: 'pay',
            prompt: { key: 'kl.ask-pay' },
            rule: 'KALING 5-15',
            domain: { type: 'pick', min: 1, max: 1, options: opts },
          });
          return;
        }
        payEnergy(ctx, d.player, cost);
        f.step = 4;
        continue;
      }
      case 3: {
        if ((input as string[])[0] === 'half') {
          const n = Math.floor(g.lp[d.player] / 2);
          g.lp[d.player] -= n;
          if (ctx.logging) ctx.log('KALING 5-17', 'kl.paid-lp', { player: d.player, n });
        } else payEnergy(ctx, d.player, d.cost!);
        f.step = 4;
        continue;
      }
      case 4: {
        // Targets, one at a time; every option leaves a complete choice possible.
        const o = ctx.known(d.source.id)!;
        const eff = EFFECTS[o.card][d.source.effectIndex];
        const specs = eff.targets ?? [];
        if (d.link!.targets.length >= specs.length) {
          f.step = 6;
          d.costStep = 0;
          continue;
        }
        const q = qOf(s, o, d.player);
        const chosen = d.link!.targets;
        const opts = candidates(q, specs[chosen.length], chosen).filter((c) => {
          chosen.push(c);
          const ok = targetsFeasible(q, specs, chosen);
          chosen.pop();
          return ok;
        });
        f.step = 5;
        if (opts.length === 1) {
          input = [tgtOptId(s, specs[chosen.length].kind, opts[0])];
          continue;
        }
        ctx.ask({
          player: d.player,
          kind: 'target',
          prompt: { key: 'kl.ask-target', args: { c: ctx.ref(o.id) } },
          rule: specs[chosen.length].kind === 'cell' ? 'KALING 4.8-1' : 'KALING 4.8-2',
          domain: {
            type: 'pick',
            min: 1,
            max: 1,
            options: opts.map((x) => tgtOpt(ctx, specs[chosen.length].kind, x)),
          },
        });
        return;
      }
      case 5: {
        d.link!.targets.push(parseTgtOpt(s, (input as string[])[0]));
        f.step = 4;
        continue;
      }
      case 6: {
        // Costs other than energy, in a fixed order: X amounts, discards, sending a 卡灵, revealing.
        const o = ctx.known(d.source.id)!;
        const eff = EFFECTS[o.card][d.source.effectIndex];
        const L = d.link!;
        const cs = d.costStep!;
        if (cs === 0) {
          d.costStep = 1;
          const max = eff.xEnergy
            ? Math.min(eff.xEnergy, g.energy[d.player])
            : eff.xLp
              ? Math.min(eff.xLp, g.lp[d.player] - 1)
              : eff.xAp
                ? stats(s, o.id).ap
                : eff.xLevel
                  ? 6
                  : 0;
          if (max > 0) {
            f.step = 7;
            ctx.ask({
              player: d.player,
              kind: 'amount',
              prompt: { key: eff.xLevel ? 'kl.ask-level' : 'kl.ask-amount' },
              rule: eff.xLevel ? 'KALING 3.5.5-2' : 'KALING 5-15',
              domain: { type: 'number', min: 1, max },
            });
            return;
          }
          continue;
        }
        if (cs === 1) {
          d.costStep = 2;
          if (eff.discardSelf && s.objects[o.id].zone === `p${d.player}:hand`) {
            d.source = { ...d.source, id: toDiscard(ctx, o.id, 'hand') };
            L.source = d.source.id;
          }
          if (eff.discard) {
            const hand = s.zones[`p${d.player}:hand`].objects;
            const opts = hand.filter((id) => id !== o.id && discardOk(s, eff, id));
            f.step = 8;
            // The cards are chosen without a question only when the hand holds no other card: whether
            // the player is asked must not tell the opponent how many hand cards would do (a hand
            // of exactly the cards needed is public by its size).
            if (
              opts.length === eff.discard.count &&
              hand.length - (hand.includes(o.id) ? 1 : 0) === opts.length
            ) {
              input = opts.map((id) => `h${id}`);
              continue;
            }
            askCostCards(
              ctx,
              d.player,
              'discard',
              { key: 'kl.ask-discard-cost', args: { n: eff.discard.count } },
              'h',
              opts,
              eff.discard.count,
            );
            return;
          }
          continue;
        }
        if (cs === 2) {
          d.costStep = 3;
          if (eff.sacrifice) {
            if (eff.sacrifice.self) {
              L.costValue = stats(s, o.id).ap;
              L.sourceCell = (o.data as FieldData).cell;
              sendToDiscard(ctx, o.id);
              continue;
            }
            const opts = sacOptions(qOf(s, o, d.player), eff);
            f.step = 9;
            if (opts.length === 1) {
              input = [`o${opts[0]}`];
              continue;
            }
            askCostCards(ctx, d.player, 'cost', { key: 'kl.ask-sac' }, 'o', opts, 1);
            return;
          }
          continue;
        }
        if (cs === 3) {
          d.costStep = 4;
          if (eff.reveal) {
            const opts = revealOptions(s, d.player);
            f.step = 10;
            askCostCards(ctx, d.player, 'cost', { key: 'kl.ask-reveal' }, 'h', opts, 1);
            return;
          }
          continue;
        }
        f.step = 11;
        continue;
      }
      case 7: {
        const o = ctx.known(d.source.id)!;
        const eff = EFFECTS[o.card][d.source.effectIndex];
        const x = input as number;
        d.link!.amount = x;
        if (eff.xEnergy) spendEnergy(ctx, d.player, x);
        else if (eff.xLp) {
          g.lp[d.player] -= x;
          if (ctx.logging) ctx.log('KALING 3.5.5-2', 'kl.paid-lp', { player: d.player, n: x });
        } else if (eff.xAp) {
          ctx.addEffect({
            source: o.id,
            controller: d.player,
            layer: 's',
            op: 'ap',
            params: { amount: -x },
            targets: [o.id],
            until: 'perm',
          });
        }
        f.step = 6;
        continue;
      }
      case 8: {
        for (const a of input as string[]) toDiscard(ctx, Number(a.slice(1)), 'hand');
        f.step = 6;
        continue;
      }
      case 9: {
        const id = Number((input as string[])[0].slice(1));
        d.link!.costValue = stats(s, id).ap;
        sendToDiscard(ctx, id);
        f.step = 6;
        continue;
      }
      case 10: {
        const id = Number((input as string[])[0].slice(1));
        d.link!.costValue = id;
        ctx.reveal(id, [0, 1]);
        if (ctx.logging) ctx.log('KALING 3.5.5-2', 'kl.revealed', { c: ctx.ref(id) });
        f.step = 6;
        continue;
      }
      case 11: {
        const L = d.link!;
        const o = ctx.known(L.source)!;
        const eff = EFFECTS[o.card][L.effectIndex];
        if (eff.limit) markLimit(g, eff, s.objects[L.source], o.card, L.effectIndex, d.player);
        if (eff.costPerUse) {
          const key = USE_KEYS[o.card][L.effectIndex][d.player];
          g.limitUses[key] = (g.limitUses[key] ?? 0) + 1;
        }
        const tgObjs: number[] = [];
        (eff.targets ?? []).forEach((t, i) => {
          if (t.kind === 'card') tgObjs.push(L.targets[i]);
          else if (t.kind === 'cell' && g.cells[L.targets[i]]) tgObjs.push(g.cells[L.targets[i]]);
        });
        if (ctx.logging)
          ctx.log('KALING 3.5.2-2', 'kl.activated', {
            player: d.player,
            c: ctx.ref(L.source),
            link: d.linkIndex + 1,
          });
        // The activation itself is a timing point ("卡牌效果发动时", KALING 3.5.2-2 / KALING 3.5.5-3;
        // KALING 5-2: a tactic's activation is both the card's and its effect's activation).
        emit(ctx, {
          type: 'act',
          player: d.player,
          object: L.source,
          card: o.card,
          link: d.linkIndex,
          effectIndex: L.effectIndex,
          targets: tgObjs,
        });
        // KALING 4.4-1: the link goes on top of the chain (the kernel's stack); KALING 4.7-1: this
        // effect of this card is used in this chain. The new link is the newest timing point, and
        // costs paid for it are timing points too.
        ctx.push({ controller: L.player, source: L.source, ability: `${L.card}.${L.effectIndex}`, data: L });
        const w = timing(ctx);
        w.used.push(`${L.source}.${L.effectIndex}`);
        w.lastEvents = takeEvents(s);
        ctx.done(L);
        return;
      }
      default:
        throw new Error(`kl.activate: bad step ${f.step}`);
    }
  }
};

function payEnergy(ctx: Ctx<G>, p: number, n: number): void {
  if (n <= 0) return;
  spendEnergy(ctx, p, n);
  if (ctx.logging) ctx.log('KALING 3.5.5-2', 'kl.paid-energy', { player: p, n, left: ctx.g.energy[p] });
}

/**
 * KALING 3.5.5-2: the one question of a cost paid with cards — which hand cards to discard, which
 * 卡灵 on the field to send, which tactic to reveal: exactly `n` of `ids`, each option the card
 * (`h<id>` in hand, `o<id>` on the field).
 */
function askCostCards(
  ctx: Ctx<G>,
  player: number,
  kind: 'cost' | 'discard',
  prompt: Msg,
  prefix: 'h' | 'o',
  ids: number[],
  n: number,
): void {
  ctx.ask({
    player,
    kind,
    prompt,
    rule: 'KALING 3.5.5-2',
    domain: {
      type: 'pick',
      min: n,
      max: n,
      options: ids.map((id) => ({
        id: `${prefix}${id}`,
        label: { key: 'kl.card', args: { c: ctx.ref(id) } },
        obj: id,
      })),
    },
  });
}

/** Send one of one's own cards on the field to the discard pile as a cost (not 清除). */
export function sendToDiscard(ctx: Ctx<G>, id: number): void {
  const o = ctx.obj(id);
  const c = (o.data as FieldData).cell;
  if (ctx.g.cells[c] === id) ctx.g.cells[c] = 0;
  ctx.removeEffects((e) => e.targets?.[0] === id);
  const moved = ctx.move(id, `p${o.owner}:discard`);
  if (ctx.logging) ctx.log('KALING 3.5.5-2', 'kl.sent', { c: ctx.ref(moved.id) });
  emit(ctx, { type: 'sent', player: o.owner, object: moved.id, card: o.card, cell: c });
}

export function cellOpt(c: number): Option {
  return { id: cellName(c), label: { key: 'kl.cell', args: { cell: cellName(c) } }, cell: c };
}

export function cellFromOpt(id: string): number {
  const x = id.charCodeAt(0) - 65;
  const y = Number(id.slice(1)) - 1;
  return y * 5 + x;
}

/**
 * Option ids for targets: cells by name, players as p0/p1, cards as o<id> — except face-down
 * cards, which are named by their cell (`d<cell>`) so no hidden card's id reaches a player.
 */
function tgtOptId(s: S, k: TargetSpec['kind'], x: number): string {
  if (k === 'cell') return cellName(x);
  if (k === 'player') return `p${x}`;
  const o = s.objects[x];
  return o.faceDown ? `d${cellName((o.data as FieldData).cell)}` : `o${x}`;
}

export function parseTgtOpt(s: S, id: string): number {
  if (id[0] === 'p' || id[0] === 'o') return Number(id.slice(1));
  if (id[0] === 'd') return s.g.cells[cellFromOpt(id.slice(1))];
  return cellFromOpt(id);
}

export function tgtOpt(ctx: Ctx<G>, k: TargetSpec['kind'], x: number): Option {
  if (k === 'cell') return cellOpt(x);
  if (k === 'player') return { id: `p${x}`, label: { key: 'kl.player', args: { player: x } } };
  const o = ctx.state.objects[x];
  const label: Msg = o.faceDown
    ? { key: 'kl.set-card-at', args: { cell: cellName((o.data as FieldData).cell) } }
    : o.zone === 'field'
      ? { key: 'kl.card-at', args: { c: ctx.ref(x), cell: cellName((o.data as FieldData).cell) } }
      : { key: 'kl.card', args: { c: ctx.ref(x) } };
  const opt: Option = { id: tgtOptId(ctx.state, k, x), label };
  if (!o.faceDown) opt.obj = x;
  if (o.zone === 'field') opt.cell = (o.data as FieldData).cell;
  return opt;
}
