/**
 * VZ 904 playing cards and activating abilities, VZ 906 cards, VZ 907 activated abilities.
 *
 * VZ 904.1 only what is played or activated resolves. VZ 904.2 a declaration: (a) it begins —
 * the kernel takes a checkpoint; (b) the card or ability is chosen, and revealed if it is in a
 * hidden zone; (c) choices the costs need are made, one cost option chosen if there are several;
 * (d) the energy to pay is fixed; (e) the card goes to the temporary zone; (f) the costs are paid in
 * any order — if they cannot be, the whole declaration is rolled back; (g) other actions needed
 * (the targets an event requires) are done — if impossible, rolled back; (h) the card is played or
 * the ability activated. VZ 906.1 before that, a character's area is chosen. VZ 904.3 it then resolves (0910-resolve.ts); VZ 904.3c what happens to
 * the card after depends on its kind (VZ 906.2). VZ 904.4 checks when paying: VZ 904.4a a cost that changes a card's state
 * cannot use a card already in that state; VZ 904.4b a card that cannot move where a cost moves it
 * cannot pay it (a card whose move would be replaced can); VZ 904.4c several cost options chosen
 * at once must differ (here one is chosen).
 */
import {
  type Ctx,
  canSee,
  type GameObject,
  hasCheckpoint,
  type ObjId,
  type PlayerId,
  type Procedure,
} from '@arbiter/kernel';
import { cardData } from '../cards/registry.ts';
import type { AbilityT, CostT, TargetSpecT } from '../cards/schema.ts';
import { type G, LANES, type Lane, type PlayerZone, type VzState, zoneKind, zoneOf } from '../state.ts';
import { cardsIn, moveCard, moveGroup } from './0501-zones.ts';
import { charactersOf } from './0503-areas.ts';
import { addToCount, allMatching } from './0902-selectors.ts';
import { canPayEnergy, playCost } from './0905-energy.ts';
import { raise } from './0908-triggers.ts';
import { charsReader, forgetDerived } from './0911-continuous.ts';
import { type RetireEvent, removeFromGame, reveal, setSleep } from './1100-keyword-actions.ts';

/** The kernel frame step a declaration resumes at after a rollback. */
const ROLLED_BACK = 99;

/** Hidden zones a card is played from, by the word the log uses for them. */
const HIDDEN_FROM: Record<string, string> = { hand: 'hand', keep: 'keep', deck: 'deck' };

/** The option that takes a declaration back (issue 16). */
const CANCEL = 'cancel';

export interface PlayData {
  player: PlayerId;
  card: ObjId;
  /** Scout (VZ 1115.1) and Accel (VZ 1201.2): played without paying any cost. */
  free?: boolean;
  via: 'main' | 'scout' | 'accel';
  lane?: Lane;
  from?: string;
  cost?: number;
  temp?: ObjId;
  required?: ObjId[][];
  /** A kernel checkpoint was taken (the card has requirements, VZ 904.2g). */
  saved?: boolean;
  /** Declared from a zone the other player cannot see: named only once revealed (VZ 904.2b). */
  hidden?: boolean;
}

/**
 * VZ 904.2f / VZ 904.2g: undo the declaration (the kernel puts the state back as it was at the
 * checkpoint; version numbers will be reached again with other contents, so derived values the
 * game keeps per version are dropped too).
 */
function undo(ctx: Ctx<G>, rule: string): void {
  ctx.rollback(rule);
  forgetDerived(ctx.state);
}

/** VZ 904.2g: the targets an event requires, chosen when it is played. */
function requirements(card: string): TargetSpecT[] {
  return cardData(card).abilities.flatMap((a) => (a.type === 'event' ? a.requires : []));
}

/** Begin a declaration (VZ 904.2a): remember the state so it can be undone (VZ 904.2f / VZ 904.2g). */
function begin(ctx: Ctx<G>, f: { step: number }): void {
  f.step = ROLLED_BACK;
  ctx.checkpoint();
}

/**
 * VZ 906 / VZ 904.2: play a card. Returns `{played}` or `{rolledBack: true}`. d: PlayData.
 *
 * VZ 906.1a: a character's area is chosen first ("before" VZ 904.2). Nothing changes in the state
 * until the energy to pay is fixed (VZ 904.2d) and known to be payable, and until what an event
 * requires (VZ 904.2g) is known to exist: a declaration that cannot be completed is then undone by
 * not having changed anything (VZ 904.2f / VZ 904.2g). Only a card with requirements, whose targets
 * are chosen after paying, takes a kernel checkpoint, in case paying changed what it may choose.
 */
export const play: Procedure<G> = (ctx, f, input) => {
  const d = f.d as PlayData;
  for (;;) {
    switch (f.step) {
      case 0: {
        const o = ctx.obj(d.card);
        const character = cardData(o.card).kind === 'character';
        // VZ 904.2a: a character's declaration can be taken back at its area choice (issue 16):
        // remember the state as it was before the declaration (its frame resumes at ROLLED_BACK).
        if (character && !hasCheckpoint(ctx.state)) {
          begin(ctx, f);
          d.saved = true;
        }
        d.from = zoneKind(o.zone);
        if (canSee(ctx.state, ctx.module, o, null)) {
          ctx.log('VZ 904.2a', 'vz.declare-play', { player: d.player, c: ctx.ref(d.card) });
        } else {
          // A card from a hidden zone is not named to the others until it is revealed (VZ 904.2b,
          // below): they read that a card of that zone is declared, with no reference to it.
          ctx.log(
            'VZ 904.2a',
            'vz.declare-play',
            { player: d.player, c: ctx.ref(d.card) },
            {
              to: [d.player],
              alt: { key: `vz.declare-play-${HIDDEN_FROM[d.from] ?? 'hidden'}`, args: { player: d.player } },
            },
          );
          d.hidden = true;
        }
        f.step = character ? 1 : 3;
        continue;
      }
      case 1:
        // VZ 906.1a: choose one of your areas (any of them: several characters in one area are
        // settled by the rule effects of VZ 1002–1003).
        f.step = 2;
        ctx.ask({
          player: d.player,
          kind: 'area',
          prompt: { key: 'vz.choose-area', args: { c: ctx.ref(d.card) } },
          rule: 'VZ 906.1a',
          domain: {
            type: 'pick',
            min: 1,
            max: 1,
            options: [
              ...LANES.map((l) => ({ id: `l${l}`, label: { key: 'vz.area', args: { n: l + 1 } } })),
              ...(d.saved ? [{ id: CANCEL, label: { key: 'vz.cancel' } }] : []),
            ],
          },
        });
        return;
      case 2:
        if ((input as string[])[0] === CANCEL) {
          // VZ 904.2a: the player takes the declaration back — the state is as before it.
          ctx.rollback('VZ 904.2a', { key: 'vz.cancelled', args: { player: d.player } });
          return;
        }
        d.lane = Number((input as string[])[0].slice(1)) as Lane;
        f.step = 3;
        continue;
      case 3: {
        // VZ 904.2d / VZ 906.1a / VZ 906.1b: the energy to pay is fixed now.
        d.cost = d.free ? 0 : playCost(ctx.state, d.player, d.card, d.lane);
        // VZ 904.2f / VZ 905.3b: it cannot be paid — the declaration is undone (nothing changed yet).
        if (!canPayEnergy(ctx.state, d.player, d.cost)) {
          if (d.saved) {
            // The character's declaration took a checkpoint: go back to it.
            ctx.rollback('VZ 904.2f', { key: 'vz.undone', args: { player: d.player, c: ctx.ref(d.card) } });
            return;
          }
          ctx.log('VZ 904.2f', 'vz.undone', { player: d.player, c: ctx.ref(d.card) });
          ctx.done({ rolledBack: true });
          return;
        }
        const reqs = requirements(ctx.obj(d.card).card);
        if (reqs.length > 0) {
          // VZ 904.2g: what it requires must exist; otherwise it cannot be played.
          const chars = charsReader(ctx.state);
          if (
            reqs.some((r) => !r.upTo && allMatching(ctx.state, r.who, null, d.player, chars).length < r.n)
          ) {
            if (d.saved) {
              ctx.rollback('VZ 904.2g', { key: 'vz.undone', args: { player: d.player, c: ctx.ref(d.card) } });
              return;
            }
            ctx.log('VZ 904.2g', 'vz.undone', { player: d.player, c: ctx.ref(d.card) });
            ctx.done({ rolledBack: true });
            return;
          }
          if (!d.saved) {
            begin(ctx, f);
            d.saved = true;
          }
        }
        // VZ 904.2a: a payment with a choice of cards offers cancel at each card (issue 16): the
        // declaration remembers the state as it was before it (nothing has changed yet).
        if (!d.saved && paymentHasChoice(ctx.state, d.player, d.cost) && !hasCheckpoint(ctx.state)) {
          begin(ctx, f);
          d.saved = true;
        }
        // VZ 904.2b: a card chosen from a hidden zone is revealed — and named now, as the card
        // the player declared.
        if (d.from === 'hand' || d.from === 'keep' || d.from === 'deck')
          reveal(
            ctx,
            d.card,
            d.hidden ? { key: 'vz.declared-revealed', args: { player: d.player } } : undefined,
          );
        // VZ 904.2e: into the temporary zone.
        d.temp = moveCard(ctx, d.card, { zone: 'temp', player: d.player });
        f.step = 4;
        continue;
      }
      case 4:
        // VZ 904.2f / VZ 905.3: pay the energy.
        f.step = 5;
        if (d.cost! > 0) {
          ctx.call('vz.pay-energy', { player: d.player, n: d.cost });
          return;
        }
        continue;
      case 5: {
        // VZ 904.2g: what an event requires (chosen now; impossible → roll back).
        const reqs = requirements(ctx.obj(d.temp!).card);
        if (reqs.length === 0) {
          f.step = 7;
          continue;
        }
        f.step = 6;
        ctx.call('vz.choose-targets', { controller: d.player, source: d.temp, specs: reqs });
        return;
      }
      case 6: {
        const reqs = requirements(ctx.obj(d.temp!).card);
        const got = input as ObjId[][];
        if (reqs.some((r, i) => !r.upTo && (got[i]?.length ?? 0) < r.n)) {
          undo(ctx, 'VZ 904.2g');
          return;
        }
        d.required = got;
        f.step = 7;
        continue;
      }
      case 7: {
        // VZ 904.2h: the card is played.
        if (d.saved) ctx.commit();
        const o = ctx.obj(d.temp!);
        const def = cardData(o.card);
        ctx.log('VZ 904.2h', 'vz.played', { player: d.player, c: ctx.ref(d.temp!), cost: d.cost! });
        if (def.kind === 'character') {
          // VZ 906.2a: onto the chosen area, rebooted; VZ 1109.2 it entered from where it was played.
          const id = moveCard(ctx, d.temp!, { zone: 'area', lane: d.lane, player: d.player });
          raise(ctx, { type: 'enter', obj: id, player: d.player, from: d.from! });
          ctx.done({ played: id });
          return;
        }
        // VZ 906.2b: an event resolves its event abilities in order (VZ 909.2), then goes to the trash.
        addToCount(ctx, d.player, 'events');
        (f.d as PlayData & { ability?: number }).ability = 0;
        f.step = 8;
        continue;
      }
      case 8: {
        const dd = f.d as PlayData & { ability: number };
        const def = cardData(ctx.obj(d.temp!).card);
        const evs = def.abilities.map((a, i) => [a, i] as const).filter(([a]) => a.type === 'event');
        const next = evs[dd.ability];
        if (!next) {
          f.step = 9;
          continue;
        }
        dd.ability++;
        const ab = next[0] as Extract<AbilityT, { type: 'event' }>;
        // VZ 909.1: event abilities resolve as the card resolves.
        ctx.call('vz.resolve', {
          source: d.temp,
          controller: d.player,
          card: def.id,
          fx: ab.fx,
          specs: ab.targets,
          // The targets it required were chosen when it was played (VZ 904.2g).
          ...(ab.requires.length ? { locked: d.required ?? [] } : {}),
          rule: 'VZ 909.1',
        });
        return;
      }
      case 9: {
        const t = ctx.state.objects[d.temp!];
        if (t && t.zone === 'temp') {
          ctx.log('VZ 906.2b', 'vz.event-done', { c: ctx.ref(d.temp!) });
          moveCard(ctx, d.temp!, { zone: 'trash' });
        }
        ctx.done({ played: d.temp });
        return;
      }
      case ROLLED_BACK:
        // The kernel put the state back as it was when the declaration began.
        ctx.done({ rolledBack: true });
        return;
    }
  }
};

export interface ActivateData {
  player: PlayerId;
  source: ObjId;
  index: number;
  costIndex?: number;
  card?: string;
  /** The source's id after paying (it may have moved), for the resolution. */
  after?: ObjId | null;
  /** A kernel checkpoint was taken (a cost with choices or moves, VZ 904.2f). */
  saved?: boolean;
}

/** The cost options of an activated ability (VZ 904.2c). */
export function costOptions(
  ab: Extract<AbilityT, { type: 'act' }> | Extract<AbilityT, { type: 'accel' }>,
): CostT[] {
  if (ab.type === 'accel') return [{ energy: 0, sleepSelf: true }]; // VZ 1201.1: sleep this card
  return 'anyOf' in ab.cost ? ab.cost.anyOf : [ab.cost];
}

/** How many cards a player's zone holds (VZ 501.3d: public for every zone). */
export type ZoneSizes = (player: PlayerId, zone: PlayerZone) => number;

/** Zone sizes read from the state. */
export function sizesOf(state: VzState): ZoneSizes {
  return (p, z) => state.zones[zoneOf(p, z)].objects.length;
}

/**
 * Whether a cost looks payable now (VZ 904.4a / VZ 904.4b): the card is not asleep for a sleep cost,
 * enough energy, hand cards and characters exist. Reads only the source card and zone sizes (public
 * when the source is public, so the defence window can ask it of public information). A declaration
 * whose choices make it unpayable later is rolled back (decisions D25).
 */
export function looksPayable(
  o: GameObject | undefined,
  player: PlayerId,
  cost: CostT,
  size: ZoneSizes,
): boolean {
  if (!o) return false;
  if (cost.sleepSelf && (o.data.sleep || !(o.zone.endsWith(':area') || o.zone.endsWith(':account'))))
    return false;
  if ((cost.energy ?? 0) > size(player, 'energy')) return false;
  if (cost.discard) {
    const fromHand = o.zone === zoneOf(player, 'hand') ? 1 : 0;
    if (size(player, 'hand') - fromHand < cost.discard) return false;
  }
  if (cost.retireOwn && size(player, 'area') < cost.retireOwn) return false;
  return true;
}

/** VZ 907.1 / VZ 904.2: activate an ability. Returns `{activated}` or `{rolledBack: true}`. d: ActivateData. */
export const activate: Procedure<G> = (ctx, f, input) => {
  const d = f.d as ActivateData & { pay?: number };
  for (;;) {
    switch (f.step) {
      case 0: {
        const o = ctx.obj(d.source);
        d.card = o.card;
        const opts0 = costOptions(ability(d));
        if (opts0.length === 1 && simpleCost(opts0[0])) {
          // Sleeping this card and paying energy cannot get in each other's way: whether the cost
          // can be paid is known now, and nothing needs to be undone if it cannot (VZ 904.2f).
          if (!looksPayable(o, d.player, opts0[0], sizesOf(ctx.state))) {
            // VZ 904.4a: a card already asleep cannot pay a sleep cost.
            const rule = opts0[0].sleepSelf && o.data.sleep ? 'VZ 904.4a' : 'VZ 904.2f';
            ctx.log(rule, 'vz.undone-activate', { player: d.player, c: ctx.ref(d.source) });
            ctx.done({ rolledBack: true });
            return;
          }
          // VZ 904.2a: a payment with a choice of cards offers cancel (issue 16), so the
          // declaration remembers the state as it was before it.
          if (paymentHasChoice(ctx.state, d.player, opts0[0].energy ?? 0) && !hasCheckpoint(ctx.state)) {
            begin(ctx, f);
            d.saved = true;
          }
        } else {
          begin(ctx, f);
          d.saved = true;
        }
        const from = zoneKind(o.zone);
        // VZ 904.2b: an ability of a card in a hidden zone reveals the card.
        if (from === 'hand' || from === 'keep') reveal(ctx, d.source);
        ctx.log('VZ 907.1b', 'vz.declare-activate', {
          player: d.player,
          c: ctx.ref(d.source),
          ab: d.index + 1,
        });
        const opts = costOptions(ability(d));
        if (opts.length === 1) {
          d.costIndex = 0;
          f.step = 2;
          continue;
        }
        // VZ 904.2c: choose one of the cost options.
        f.step = 1;
        ctx.ask({
          player: d.player,
          kind: 'cost',
          prompt: { key: 'vz.choose-cost' },
          rule: 'VZ 904.2c',
          domain: {
            type: 'pick',
            min: 1,
            max: 1,
            options: opts.map((c, i) => ({ id: `k${i}`, label: costLabel(c) })),
          },
        });
        return;
      }
      case 1:
        d.costIndex = Number((input as string[])[0].slice(1));
        f.step = 2;
        continue;
      case 2:
        // VZ 904.2d: the energy is fixed; VZ 904.2e: the ability is put aside as resolving (the
        // kernel's stack item once the kernel provides one).
        d.after = d.source;
        d.pay = 0;
        f.step = 3;
        continue;
      case 3: {
        // VZ 904.2f: pay the parts of the cost one after another.
        const cost = costOptions(ability(d))[d.costIndex!];
        const part = d.pay!;
        d.pay = part + 1;
        const o = d.after === null || d.after === undefined ? undefined : ctx.state.objects[d.after];
        switch (part) {
          case 0:
            if (cost.sleepSelf) {
              // VZ 907.1a / VZ 904.4a: sleep this card; impossible if it is already asleep.
              if (!o || !setSleep(ctx, o.id, true)) {
                undo(ctx, 'VZ 904.4a');
                return;
              }
              ctx.log('VZ 907.1a', 'vz.sleep', { c: ctx.ref(o.id) });
            }
            continue;
          case 1:
            if (cost.trashSelf || cost.removeSelf) {
              if (!o) {
                undo(ctx, 'VZ 904.4b');
                return;
              }
              d.after = cost.removeSelf ? removeFromGame(ctx, o.id) : moveCard(ctx, o.id, { zone: 'trash' });
            }
            continue;
          case 2:
            if (cost.discard) {
              const hand = cardsIn(ctx.state, d.player, 'hand').filter((id) => id !== d.after);
              if (hand.length < cost.discard) {
                undo(ctx, 'VZ 904.2f');
                return;
              }
              ctx.call('vz.discard', { players: [d.player], n: cost.discard });
              return;
            }
            continue;
          case 3:
            if (cost.retireOwn) {
              const mine = charactersOf(ctx.state, d.player);
              if (mine.length < cost.retireOwn) {
                undo(ctx, 'VZ 904.2f');
                return;
              }
              ctx.call('vz.pay-retire', { player: d.player, n: cost.retireOwn });
              return;
            }
            continue;
          case 4:
            if ((cost.energy ?? 0) > 0) {
              if (!canPayEnergy(ctx.state, d.player, cost.energy)) {
                undo(ctx, 'VZ 904.2f');
                return;
              }
              ctx.call('vz.pay-energy', { player: d.player, n: cost.energy });
              return;
            }
            continue;
          default:
            f.step = 4;
            continue;
        }
      }
      case 4: {
        // VZ 904.2h: the ability is activated; VZ 904.3a it resolves.
        if (d.saved) ctx.commit();
        const ab = ability(d);
        ctx.log('VZ 904.2h', 'vz.activated', { player: d.player, c: ctx.ref(d.source), ab: d.index + 1 });
        ctx.done({ activated: true });
        if (ab.type === 'accel') {
          ctx.call('vz.accel', {
            player: d.player,
            feature: ab.feature ?? null,
            account: ab.account ?? null,
          });
          return;
        }
        ctx.call('vz.resolve', {
          source: d.after ?? d.source,
          controller: d.player,
          card: d.card,
          fx: ab.fx,
          specs: ab.targets,
          rule: 'VZ 904.3a',
        });
        return;
      }
      case ROLLED_BACK:
        ctx.done({ rolledBack: true });
        return;
    }
  }
};

/** Whether paying n energy asks which cards (VZ 905.3a): more energy than needed. */
function paymentHasChoice(state: VzState, player: PlayerId, n: number): boolean {
  return n > 0 && cardsIn(state, player, 'energy').length > n;
}

/** A cost of energy and/or sleeping this card only. */
function simpleCost(c: CostT): boolean {
  return !c.discard && !c.retireOwn && !c.trashSelf && !c.removeSelf;
}

function ability(d: ActivateData): Extract<AbilityT, { type: 'act' }> | Extract<AbilityT, { type: 'accel' }> {
  const ab = cardData(d.card!).abilities[d.index];
  if (!ab || (ab.type !== 'act' && ab.type !== 'accel'))
    throw new Error(`card ${d.card} has no activated ability ${d.index}`);
  return ab;
}

function costLabel(c: CostT) {
  const parts: string[] = [];
  if (c.energy) parts.push(`E${c.energy}`);
  if (c.sleepSelf) parts.push('⤵');
  if (c.discard) parts.push(`D${c.discard}`);
  if (c.trashSelf) parts.push('T');
  if (c.removeSelf) parts.push('R');
  if (c.retireOwn) parts.push(`X${c.retireOwn}`);
  return { key: 'vz.cost', args: { parts: parts.join(' ') } };
}

/**
 * VZ 905.3a / VZ 905.3b / VZ 905.3c: choose n cards of your energy zone, one at a time, and put
 * them into your trash together. d: { player, n }.
 *
 * Issue 16 (decisions D31): each card is its own question, so that each can offer "cancel" while a
 * declaration's checkpoint is open (VZ 904.2a: the declaration is taken back, the state exactly as
 * before it). Nothing moves until the last card is chosen, so an energy card keeps its option id
 * (and a client its menu number) for the whole payment. When the cards left are exactly the ones
 * needed, they are taken without asking.
 */
export const payEnergy: Procedure<G> = (ctx, f, input) => {
  const d = f.d as { player: PlayerId; n: number; chosen?: ObjId[] };
  const chosen = d.chosen ?? [];
  if (f.step === 1) {
    const pick = (input as string[])[0];
    if (pick === CANCEL) {
      // VZ 904.2a: the player takes the declaration back — the state is as before it.
      ctx.rollback('VZ 904.2a', { key: 'vz.cancelled', args: { player: d.player } });
      return;
    }
    chosen.push(Number(pick.slice(1)));
  }
  d.chosen = chosen;
  const left = cardsIn(ctx.state, d.player, 'energy').filter((id) => !chosen.includes(id));
  const need = d.n - chosen.length;
  if (left.length < need) throw new Error('energy payment started without enough energy');
  if (need > 0 && left.length > need) {
    f.step = 1;
    ctx.ask({
      player: d.player,
      kind: 'pay-energy',
      prompt: { key: 'vz.pay-energy', args: { n: need } },
      rule: 'VZ 905.3a',
      domain: {
        type: 'pick',
        min: 1,
        max: 1,
        options: [
          ...left.map((id) => ({
            id: `e${id}`,
            label: { key: 'vz.card', args: { c: ctx.ref(id) } },
            obj: id,
          })),
          // Only a declaration that can be taken back (its checkpoint is open) offers cancel.
          ...(hasCheckpoint(ctx.state) ? [{ id: CANCEL, label: { key: 'vz.cancel' } }] : []),
        ],
      },
    });
    return;
  }
  if (need > 0) chosen.push(...left);
  ctx.log('VZ 905.3c', 'vz.paid-energy', { player: d.player, n: chosen.length });
  moveGroup(ctx, chosen, { zone: 'trash' });
  ctx.done(chosen.length);
};

/** A cost "retire n of your characters": choose them, then retire them (VZ 1110.1). d: { player, n }. */
export const payRetire: Procedure<G> = (ctx, f, input) => {
  const d = f.d as { player: PlayerId; n: number };
  if (f.step === 0) {
    const mine = charactersOf(ctx.state, d.player);
    f.step = 1;
    ctx.ask({
      player: d.player,
      kind: 'pay-retire',
      prompt: { key: 'vz.pay-retire', args: { n: d.n } },
      rule: 'VZ 904.2f',
      domain: {
        type: 'pick',
        min: d.n,
        max: d.n,
        options: mine.map((id) => ({
          id: `c${id}`,
          label: { key: 'vz.card', args: { c: ctx.ref(id) } },
          obj: id,
        })),
      },
    });
    return;
  }
  const chosen = (input as string[]).map((s) => Number(s.slice(1)));
  ctx.done();
  const ev: RetireEvent = {
    type: 'retire',
    objs: chosen,
    cause: { kind: 'cost', source: null, player: d.player },
  };
  ctx.event(ev);
};
