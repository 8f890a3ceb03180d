/**
 * The operations of resolving effects (the vocabulary's `Op`s: clear, bounce, LP, draw, energy,
 * modifiers, negate, revive, search ...), each citing its rule.
 */
import type { Ctx, Option, Procedure } from '@arbiter/kernel';
import { CARDS } from '../cards/data.ts';
import { EFFECTS } from '../cards/effects.ts';
import type { Amount, EffectSource, Operand, Operation } from '../cards/vocab.ts';
import type { FieldData, G, Link } from '../types.ts';
import { column, isSealed, ring, summonCells } from './01-board.ts';
import { draw, gainLp, loseLp, refreshEnergy, spendEnergy } from './02-match.ts';
import { parseTgtOpt, tgtOpt } from './04-chain-activate.ts';
import { candidates } from './04-chain-targets.ts';
import { chainLink } from './04-links.ts';
import { waitingCount } from './04-timing-points.ts';
import { bounce, clear, emit, fd, oneAction, restoreValues, toDiscard } from './05-terms.ts';

// The operations of resolving effects

function refObj(ctx: Ctx<G>, L: Link, r: Operand): number | null {
  const s = ctx.state;
  const eff = EFFECTS[ctx.known(L.source)!.card][L.effectIndex];
  const live = (id: number | undefined) =>
    id !== undefined && s.objects[id] && s.objects[id].zone === 'field' ? id : null;
  switch (r) {
    case 'self':
      return live(L.source);
    case 'eventCard':
      return live(L.event?.object);
    case 'costCard':
      return live(L.costValue);
    case 'eventCardInDiscard': {
      const id = L.event?.movedTo;
      return id !== undefined && s.objects[id]?.zone.endsWith(':discard') ? id : null;
    }
    default: {
      const i = r === 'secondTarget' ? 1 : 0;
      const t = eff.targets![i];
      const x = L.targets[i];
      if (t.kind === 'cell') {
        // KALING 4.8-1: an area target affects whatever is on the cell when the effect resolves.
        if (isSealed(ctx.g, x)) return null;
        return ctx.g.cells[x] || null;
      }
      if (t.kind === 'discarded') return s.objects[x]?.zone.endsWith(':discard') ? x : null;
      // KALING 4.8-2: a card target follows the card wherever it is on the field.
      return live(x);
    }
  }
}

function areaObjs(ctx: Ctx<G>, L: Link, what: 'ring1' | 'ring1Kaling' | 'column'): number[] {
  const s = ctx.state;
  const o = ctx.known(L.source)!;
  const cell = o.zone === 'field' ? (o.data as FieldData).cell : (L.sourceCell ?? L.event?.cell ?? -1);
  const out: number[] = [];
  const cells = what === 'column' ? column(s.g, cell) : ring(s.g, cell, 1);
  for (const c of cells) {
    const id = s.g.cells[c];
    if (!id) continue;
    if (what === 'ring1Kaling' && (s.objects[id].faceDown || CARDS[s.objects[id].card].type !== 'kaling'))
      continue;
    out.push(id);
  }
  return out;
}

function num(L: Link, n: Amount, ctx: Ctx<G>): number {
  if (typeof n === 'number') return n;
  if (n === 'x') return L.amount ?? 0;
  if (n === 'costValue') return L.costValue ?? 0;
  void ctx;
  return 0;
}

function addMod(ctx: Ctx<G>, L: Link, id: number, op: string, params: any, until: string): void {
  ctx.addEffect({ source: L.source, controller: L.player, layer: 's', op, params, targets: [id], until });
}

export const ops: Procedure<G> = (ctx, f, input) => {
  const L = f.d.L as Link;
  const s = ctx.state;
  const g = ctx.g;
  const eff = EFFECTS[ctx.known(L.source)!.card][L.effectIndex];
  const list = eff.operations ?? [];
  if (f.d.pick) {
    delete f.d.pick;
    L.costValue = parseTgtOpt(s, (input as string[])[0]);
  } else if (f.d.choose) {
    delete f.d.choose;
    L.amount = Number((input as string[])[0].slice(1));
  } else if (f.d.top) {
    // 热能涌动: the chosen 卡灵 among the revealed cards goes to hand; the rest go back and the deck is shuffled.
    const top = f.d.top as number[];
    delete f.d.top;
    const choice = (input as string[])[0];
    const zone = `p${L.player}:deck`;
    if (choice !== 'skip') {
      const card = choice.slice(1);
      const id = top.find((x) => s.objects[x]?.card === card)!;
      const moved = ctx.move(id, `p${L.player}:hand`);
      if (ctx.logging) ctx.log('KALING 5-9', 'kl.searched', { c: ctx.ref(moved.id) });
    }
    for (const id of ctx.zone(zone).objects) delete s.objects[id].seenBy;
    ctx.shuffle(zone);
  } else if (f.d.search) {
    const sr = f.d.search as { to: string; deck?: boolean };
    delete f.d.search;
    searchDone(ctx, L, (input as string[])[0], sr.to, sr.deck === true);
  }
  for (;;) {
    if (s.result) return;
    if (f.d.i >= list.length) {
      ctx.done();
      return;
    }
    const op: Operation = list[f.d.i++];
    if (op.onlyIfChoice !== undefined && L.amount !== op.onlyIfChoice) continue;
    const depth = s.flow.length;
    switch (op.do) {
      case 'clear': {
        const ids =
          op.on === 'ring1' || op.on === 'ring1Kaling' || op.on === 'column'
            ? areaObjs(ctx, L, op.on)
            : [refObj(ctx, L, op.on)];
        const from = waitingCount(s);
        for (const id of ids) if (id) clear(ctx, id, 'effect', L.source);
        oneAction(ctx, from);
        break;
      }
      case 'bounce': {
        let ids: (number | null)[];
        if (op.on === 'column') ids = areaObjs(ctx, L, 'column');
        else if (op.on === 'nonkaling') {
          ids = [];
          for (let c = 0; c < 25; c++) {
            const id = g.cells[c];
            if (
              id &&
              (s.objects[id].faceDown || CARDS[s.objects[id].card].type !== 'kaling') &&
              id !== L.source
            )
              ids.push(id);
          }
        } else ids = [refObj(ctx, L, op.on)];
        for (const id of ids) if (id) bounce(ctx, id);
        break;
      }
      case 'lifePoints': {
        const n = num(L, op.amount, ctx);
        const who =
          op.who === 'me'
            ? [L.player]
            : op.who === 'opp'
              ? [1 - L.player]
              : op.who === 'both'
                ? [0, 1]
                : [L.targets[0]];
        for (const p of who) {
          if (op.lose) loseLp(ctx, p, n, 'KALING 2.1-2');
          else gainLp(ctx, p, n);
        }
        break;
      }
      case 'draw':
        draw(ctx, op.who === 'me' ? L.player : 1 - L.player, op.count);
        break;
      case 'energy': {
        const p = op.who === 'me' ? L.player : 1 - L.player;
        const n = num(L, op.amount, ctx);
        if (op.lose) {
          spendEnergy(ctx, p, n);
          if (ctx.logging) ctx.log('KALING 2.2-3', 'kl.energy', { player: p, n: g.energy[p] });
        } else refreshEnergy(ctx, p, n);
        break;
      }
      case 'modify': {
        const n = num(L, op.amount, ctx);
        let ids: number[];
        if (op.on === 'ownOthers' || op.on === 'allKaling') {
          ids = [];
          for (let c = 0; c < 25; c++) {
            const id = g.cells[c];
            if (!id || s.objects[id].faceDown || CARDS[s.objects[id].card].type !== 'kaling') continue;
            if (op.on === 'ownOthers' && (s.objects[id].controller !== L.player || id === L.source)) continue;
            ids.push(id);
          }
        } else {
          const id = refObj(ctx, L, op.on);
          ids = id && isKalingObj(ctx, id) ? [id] : [];
        }
        for (const id of ids) {
          addMod(ctx, L, id, op.stat, { amount: n }, op.until);
          if (ctx.logging)
            ctx.log('KALING 5-26', 'kl.modded', {
              c: ctx.ref(id),
              stat: op.stat.toUpperCase(),
              n: n >= 0 ? `+${n}` : String(n),
            });
          if (op.stat === 'dp' && n < 0)
            emit(ctx, {
              type: 'dp-down',
              object: id,
              player: s.objects[id].controller,
              source: L.source,
              card: L.card,
            });
        }
        break;
      }
      case 'set': {
        const ids = op.on === 'ring1Kaling' ? areaObjs(ctx, L, 'ring1Kaling') : [refObj(ctx, L, op.on)];
        for (const id of ids) {
          if (!id || !isKalingObj(ctx, id)) continue;
          const n = op.value === 'double' ? CARDS[s.objects[id].card].ap * 2 : op.value;
          addMod(ctx, L, id, `set${op.stat}`, { value: n }, op.until);
          if (ctx.logging)
            ctx.log('KALING 5-26', 'kl.set-stat', { c: ctx.ref(id), stat: op.stat.toUpperCase(), n });
        }
        break;
      }
      case 'status': {
        const ids: number[] = [];
        if (op.on === 'allKaling') {
          for (let c = 0; c < 25; c++) if (g.cells[c] && isKalingObj(ctx, g.cells[c])) ids.push(g.cells[c]);
        } else {
          const id = refObj(ctx, L, op.on);
          if (id) ids.push(id);
        }
        for (const id of ids) {
          addMod(ctx, L, id, 'status', { status: op.status }, op.until);
          if (ctx.logging)
            ctx.log('KALING 5-18', 'kl.kw', { c: ctx.ref(id), k: { key: `kl.kw.${op.status}` } });
        }
        break;
      }
      case 'restore': {
        const id = refObj(ctx, L, op.on);
        if (id && isKalingObj(ctx, id)) restoreValues(ctx, id);
        break;
      }
      case 'negate': {
        // "使那次效果无效": the link whose activation this answers.
        const target = L.event?.link !== undefined ? chainLink(ctx.state, L.event.link) : undefined;
        if (target) {
          target.negated = true;
          if (ctx.logging) ctx.log('KALING 4.4-3', 'kl.negates', { c: ctx.ref(target.source) });
          if (op.destroy && s.objects[target.source]?.zone === 'field')
            clear(ctx, target.source, 'effect', L.source);
        }
        break;
      }
      case 'revive': {
        const id = refObj(ctx, L, op.on);
        if (id) ctx.call('kl.free-summon', { id, p: L.player, where: op.where ?? 'own', src: L.source });
        break;
      }
      case 'summonSelf': {
        const o = s.objects[L.source];
        if (o && o.zone !== 'field')
          ctx.call(
            'kl.free-summon',
            op.where === 'ev-o1' && L.event?.object !== undefined
              ? { id: L.source, p: L.player, where: 'ev-o1', near: L.event.object }
              : { id: L.source, p: L.player, where: op.where ?? 'own' },
          );
        break;
      }
      case 'pick': {
        const q: EffectSource = { state: s, source: ctx.known(L.source)!, player: L.player, cell: -1 };
        const opts = candidates(q, op.target, []);
        if (opts.length === 0) {
          delete L.costValue;
          break;
        }
        f.d.pick = 1;
        ctx.ask({
          player: L.player,
          kind: 'target',
          prompt: { key: 'kl.ask-target', args: { c: ctx.ref(L.source) } },
          rule: 'KALING 4.8-2',
          domain: { type: 'pick', min: 1, max: 1, options: opts.map((x) => tgtOpt(ctx, op.target.kind, x)) },
        });
        return;
      }
      case 'choose': {
        const open = op.open?.(s, L) ?? op.keys.map(() => true);
        const avail = op.keys.map((_, i) => i + 1).filter((x) => open[x - 1]);
        if (avail.length === 0) break;
        if (avail.length === 1) {
          L.amount = avail[0];
          break;
        }
        f.d.choose = 1;
        ctx.ask({
          player: L.player,
          kind: 'choice',
          prompt: { key: 'kl.ask-choice', args: { c: ctx.ref(L.source) } },
          rule: 'KALING 4.4-3',
          domain: {
            type: 'pick',
            min: 1,
            max: 1,
            options: avail.map((x) => ({ id: `c${x}`, label: { key: op.keys[x - 1] } })),
          },
        });
        return;
      }
      case 'top5': {
        // Reveal the top five cards of the deck; a 卡灵 of the declared level may be taken,
        // otherwise all five go to the discard pile.
        const zone = `p${L.player}:deck`;
        const top = ctx.zone(zone).objects.slice(-5);
        for (const id of top) ctx.reveal(id, [0, 1]);
        const names: string[] = [];
        for (const id of top) {
          const def = CARDS[s.objects[id].card];
          if (def.type === 'kaling' && def.lv === L.amount && !names.includes(def.id)) names.push(def.id);
        }
        if (names.length === 0) {
          for (const id of top) toDiscard(ctx, id, 'deck');
          break;
        }
        f.d.top = top;
        ctx.ask({
          player: L.player,
          kind: 'search',
          prompt: { key: 'kl.ask-search' },
          rule: 'KALING 5-9',
          domain: {
            type: 'pick',
            min: 1,
            max: 1,
            options: [
              ...names.map((c) => ({
                id: `k${c}`,
                label: { key: 'kl.from-deck', args: { name: { key: `kl.card.${c}` } } },
              })),
              { id: 'skip', label: { key: 'k.pass' } },
            ],
          },
        });
        return;
      }
      case 'search': {
        const opts: Option[] = [];
        const fits = (card: string) => {
          const def = CARDS[card];
          return (!op.kaling || def.type === 'kaling') && (!op.attr || def.attrs.includes(op.attr as never));
        };
        if (op.from.includes('hand'))
          for (const id of s.zones[`p${L.player}:hand`].objects)
            if (fits(s.objects[id].card))
              opts.push({ id: `h${id}`, label: { key: 'kl.card', args: { c: ctx.ref(id) } }, obj: id });
        if (op.from.includes('deck')) {
          // One option per card name, in a fixed order (not the deck's): the list must not tell
          // the player where in the deck the cards are.
          const names = new Set<string>();
          for (const id of s.zones[`p${L.player}:deck`].objects) {
            const card = s.objects[id].card;
            if (fits(card)) names.add(card);
          }
          for (const card of [...names].sort())
            opts.push({
              id: `k${card}`,
              label: { key: 'kl.from-deck', args: { name: { key: `kl.card.${card}` } } },
            });
        }
        if (opts.length === 0) break;
        // Whoever looked through the deck shuffles it afterwards, whatever they took (stand-in,
        // docs/decisions.md).
        f.d.search = { to: op.to, deck: op.from.includes('deck') };
        ctx.ask({
          player: L.player,
          kind: 'search',
          prompt: { key: 'kl.ask-search' },
          rule: 'KALING 5-9',
          domain: { type: 'pick', min: 1, max: 1, options: opts },
        });
        return;
      }
      case 'code':
        op.run(ctx, L);
        break;
    }
    if (s.flow.length !== depth || s.pending) return;
  }
};

function searchDone(ctx: Ctx<G>, L: Link, choice: string, to: string, searchedDeck: boolean): void {
  const s = ctx.state;
  let id: number;
  let from: 'hand' | 'deck';
  if (choice[0] === 'h') {
    id = Number(choice.slice(1));
    from = 'hand';
  } else {
    const card = choice.slice(1);
    id = s.zones[`p${L.player}:deck`].objects.find((x) => s.objects[x].card === card)!;
    from = 'deck';
  }
  if (to === 'discard') toDiscard(ctx, id, from);
  else {
    const moved = ctx.move(id, `p${L.player}:hand`);
    if (ctx.logging) ctx.log('KALING 5-9', 'kl.searched', { c: ctx.ref(moved.id) });
  }
  if (from === 'deck' || searchedDeck) ctx.shuffle(`p${L.player}:deck`);
  L.costValue = 1;
}

function isKalingObj(ctx: Ctx<G>, id: number): boolean {
  const o = ctx.state.objects[id];
  return !!o && o.zone === 'field' && !o.faceDown && CARDS[o.card].type === 'kaling';
}

export { fd, summonCells };
