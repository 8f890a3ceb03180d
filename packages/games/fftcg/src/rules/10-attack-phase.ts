/**
 * FFTCG 10: the attack phase — preparation, declaration (one Forward or a party), block, damage
 * (with First Strike, FFTCG 15.2.3), repeated until the turn player stops attacking.
 */
import type { Ctx, ObjId, Option, Procedure, State } from '@arbiter/kernel';
import { def } from '../cards/cards.ts';
import type { El } from '../cards/schema.ts';
import { type Chars, type G, KW, z } from '../state.ts';
import { chars } from './11-layers.ts';
import { openPriority } from './11-play.ts';
import { fire, onField } from './common.ts';

/** FFTCG 10.1.2.1.1–2: Forwards that may attack now. */
// FFTCG 15.1.1.9.3: only Forwards that could attack at FFTCG 10.1.2.1 may join a party; FFTCG 15.1.1.9.4: no size limit.
export function eligibleAttackers(state: State<G>): ObjId[] {
  const g = state.g;
  const cm = chars(state);
  return state.zones[z(g.tp, 'field')].objects.filter((id) => {
    const o = state.objects[id];
    const c = cm[id];
    if (c?.typeCode !== 0 || o.data.dull || o.data.attacked) return false;
    // FFTCG 10.1.2.1.1, FFTCG 15.2.2.2: controlled since the start of the turn, or Haste.
    return o.data.controlledSince < g.turn || (c.keywordBits & KW.haste) !== 0;
  });
}

/** FFTCG 10.1.2.1, FFTCG 15.1.1.9.2: a party shares one element, or its members carry the party icon. */
export function partyLegal(state: State<G>, ids: readonly ObjId[], cm: Record<number, Chars>): boolean {
  if (ids.length < 2) return false;
  let common: El[] | null = null;
  for (const id of ids) {
    if (def(state.objects[id].card).party) continue;
    const els = cm[id].elements;
    common = common === null ? [...els] : common.filter((e) => els.includes(e));
    if (common.length === 0) return false;
  }
  return true;
}

/** FFTCG 10.1.3.1.2, FFTCG 15.1.1.9.6: whether `blocker` may block these attackers. */
// FFTCG 2.2: a "can't be blocked" restriction wins over the permission to block.
export function canBlock(cm: Record<number, Chars>, attackers: readonly ObjId[], blocker: ObjId): boolean {
  const b = cm[blocker];
  // A party can be blocked when at least one member could be (FFTCG 15.1.1.9.6).
  return attackers.some((a) => {
    const c = cm[a];
    return !c || c.unblk === 0 || b.cost < c.unblk;
  });
}

export function blockers(state: State<G>, attackers: readonly ObjId[]): ObjId[] {
  const cm = chars(state);
  const ntp = 1 - state.g.tp;
  return state.zones[z(ntp, 'field')].objects.filter((id) => {
    const c = cm[id];
    // FFTCG 10.1.3.1.1: the blocker must be an active Forward.
    return c && c.typeCode === 0 && !state.objects[id].data.dull && canBlock(cm, attackers, id);
  });
}

function opt(ctx: Ctx<G>, prefix: string, id: ObjId): Option {
  return { id: `${prefix}${id}`, label: { key: 'fftcg.obj', args: { c: ctx.ref(id) } }, obj: id, value: id };
}

// FFTCG 10.1: the steps of the attack phase, in order.
export const attackPhase: Procedure<G> = (ctx, f, input) => {
  const g = ctx.g;
  const state = ctx.state;
  const d = f.d;
  for (;;) {
    if (state.result) return ctx.done();
    switch (f.step) {
      case 0:
        // FFTCG 10.1.1: attack preparation step; summons and abilities may be used.
        // FFTCG 10.1.1.2: the turn player receives priority; summons and abilities may be used.
        ctx.log('FFTCG 10.1.1.1', 'fftcg.step-prep');
        f.step = 1;
        openPriority(ctx, 'attack');
        return;
      case 1: {
        // FFTCG 10.1.2: attack declaration.
        // FFTCG 10.1.2.7: without an attack declared, the block and damage steps are skipped.
        // FFTCG 10.1.2.3: no Forward in the pool has an attack cost (nothing to pay).
        const el = eligibleAttackers(state);
        if (el.length === 0) return ctx.done();
        const cm = chars(state);
        const options: Option[] = [];
        // FFTCG 10.1.2.1.3: while a Forward that must attack can, the phase does not end.
        if (!el.some((id) => cm[id].must)) options.push({ id: 'end', label: { key: 'fftcg.end-attacks' } });
        for (const id of el)
          options.push({
            ...opt(ctx, 'a', id),
            label: { key: 'fftcg.attack-with', args: { c: ctx.ref(id) } },
          });
        const partyStarts = el.filter((id) => el.some((o) => o !== id && partyLegal(state, [id, o], cm)));
        if (partyStarts.length >= 2) options.push({ id: 'party', label: { key: 'fftcg.form-party' } });
        f.step = 2;
        ctx.choose({
          player: g.tp,
          kind: 'attack',
          prompt: { key: 'fftcg.declare-attack' },
          rule: 'FFTCG 10.1.2.1',
          domain: { type: 'pick', min: 1, max: 1, options },
        });
        return;
      }
      case 2: {
        const a = (input as Option[])[0];
        input = undefined;
        if (a.id === 'end') return ctx.done();
        if (a.id === 'party') {
          d.party = [];
          f.step = 3;
          continue;
        }
        d.party = [a.value as ObjId];
        f.step = 4;
        continue;
      }
      case 3: {
        // FFTCG 15.1.1.9: choose party members one at a time; each keeps the party legal.
        if (input !== undefined) {
          const a = (input as Option[])[0];
          input = undefined;
          if (a.id === 'done') {
            f.step = 4;
            continue;
          }
          d.party.push(a.value as ObjId);
        }
        const el = eligibleAttackers(state);
        const cm = chars(state);
        const rest = el.filter((id) => !d.party.includes(id));
        const next = rest.filter((id) => {
          const s = [...d.party, id];
          if (s.length === 1) return rest.some((o) => o !== id && partyLegal(state, [id, o], cm));
          return partyLegal(state, s, cm);
        });
        if (next.length === 0) {
          f.step = 4;
          continue;
        }
        const options = next.map((id) => opt(ctx, 'p', id));
        if (d.party.length >= 2) options.push({ id: 'done', label: { key: 'k.done' } });
        ctx.choose({
          player: g.tp,
          kind: 'party',
          prompt: { key: 'fftcg.party-member', args: { n: d.party.length + 1 } },
          rule: 'FFTCG 15.1.1.9.2',
          domain: { type: 'pick', min: 1, max: 1, options },
        });
        return;
      }
      case 4: {
        const ids: ObjId[] = d.party;
        const cm = chars(state);
        // FFTCG 10.1.2.2, FFTCG 15.2.1.2: attackers dull unless they have Brave.
        for (const id of ids) {
          ctx.setData(id, 'attacked', 1);
          if (!(cm[id].keywordBits & KW.brave)) ctx.setData(id, 'dull', 1);
        }
        // Its own copy: the frame keeps `d.party` (a state is a tree, kernel `sharedInState`).
        g.combat = { ids: ids.slice(), blk: null, party: ids.length > 1 };
        ctx.log(ids.length > 1 ? 'FFTCG 15.1.1.9.1' : 'FFTCG 10.1.2.4', 'fftcg.attacks', {
          list: ids.map((id) => ctx.ref(id)),
        });
        // FFTCG 10.1.2.6: then the turn player receives priority.
        // FFTCG 10.1.2.5: abilities that trigger on the attack.
        for (const id of ids) fire(ctx, 'attack', id);
        f.step = 5;
        openPriority(ctx, 'attack');
        return;
      }
      case 5: {
        // FFTCG 10.1.3: block declaration by the non-turn player. FFTCG 10.1.3.1.3: no card forces a block.
        // FFTCG 15.1.1.9.5: members that left the field drop out; one member left is no longer a party.
        const present = g.combat!.ids.filter(
          (id) => onField(state, id) && state.objects[id].controller === g.tp,
        );
        g.combat!.ids = present;
        if (present.length === 0) {
          f.step = 9;
          continue;
        }
        const bl = blockers(state, present);
        f.step = 6;
        if (bl.length === 0) {
          input = [{ id: 'none', label: { key: 'fftcg.no-block' } }];
          continue;
        }
        const options: Option[] = [
          { id: 'none', label: { key: 'fftcg.no-block' } },
          ...bl.map((id) => opt(ctx, 'b', id)),
        ];
        ctx.choose({
          player: 1 - g.tp,
          kind: 'block',
          prompt: { key: 'fftcg.declare-block' },
          rule: 'FFTCG 10.1.3.1',
          domain: { type: 'pick', min: 1, max: 1, options },
        });
        return;
      }
      case 6: {
        const a = (input as Option[])[0];
        input = undefined;
        if (a.id !== 'none') {
          const b = a.value as ObjId;
          // FFTCG 10.1.3.2.1: attacker(s) and blocker are in battle. FFTCG 10.1.3.4: a party is blocked as one.
          g.combat!.blk = b;
          ctx.log('FFTCG 10.1.3.2', 'fftcg.blocks', { c: ctx.ref(b) });
          fire(ctx, 'block', b); // FFTCG 10.1.3.5
        } else ctx.log('FFTCG 10.1.3.1', 'fftcg.no-block-log');
        f.step = 7;
        openPriority(ctx, 'attack'); // FFTCG 10.1.3.6
        return;
      }
      case 7:
        // FFTCG 10.1.4: damage step.
        f.step = 8;
        ctx.call('fftcg.battle', {});
        return;
      case 8:
        f.step = 9;
        openPriority(ctx, 'attack'); // FFTCG 10.1.4.4
        return;
      case 9:
        // FFTCG 10.1.4.5, FFTCG 15.1.1.9.9: the party disbands; FFTCG 10.1.4.6: attack again or end.
        // FFTCG 15.1.1.9.9: returning to the declaration or ending the phase disbands the party.
        if (g.combat?.party) ctx.log('FFTCG 10.1.4.5', 'fftcg.party-disbands');
        g.combat = null;
        d.party = null;
        f.step = 1;
        continue;
    }
  }
};

/**
 * FFTCG 10.1.4.1–FFTCG 10.1.4.3, FFTCG 15.2.3: damage. d: { step, list }.
 */
export const battle: Procedure<G> = (ctx, f, input) => {
  const g = ctx.g;
  const state = ctx.state;
  const d = f.d;
  const cb = g.combat!;
  for (;;) {
    if (state.result) return ctx.done();
    switch (f.step) {
      case 0: {
        const atk = cb.ids.filter((id) => onField(state, id) && state.objects[id].controller === g.tp);
        // FFTCG 15.2.3.1: First Strike changes this step.
        if (atk.length === 0) return ctx.done();
        if (cb.blk === null) {
          // FFTCG 10.1.4.1: unblocked, the opponent takes 1 damage.
          f.step = 20;
          ctx.log('FFTCG 10.1.4.1', 'fftcg.unblocked');
          ctx.call('fftcg.pdmg', { p: 1 - g.tp, n: 1, i: 0, ex: [], k: 0, src: atk[0] });
          return;
        }
        // FFTCG 10.1.3.3: a blocker gone from the field means no battle damage.
        if (!onField(state, cb.blk)) return ctx.done();
        const cm = chars(state);
        // FFTCG 15.2.3.4, FFTCG 15.1.1.9.7: a party has First Strike only if all members do.
        const atkFS = atk.every((id) => (cm[id].keywordBits & KW.firstStrike) !== 0);
        const blkFS = (cm[cb.blk].keywordBits & KW.firstStrike) !== 0;
        d.order = atkFS === blkFS ? ['both'] : atkFS ? ['atk', 'blk'] : ['blk', 'atk'];
        d.k = 0;
        f.step = 1;
        continue;
      }
      case 1: {
        if (d.k >= d.order.length) return ctx.done();
        if (d.k === 1) {
          // FFTCG 15.2.3.3: between first-strike and normal damage, rule processes apply and priority
          // is given; no summons or abilities may be used and new auto abilities wait until after
          // normal damage.
          ctx.log('FFTCG 15.2.3.3', 'fftcg.first-strike-window');
          f.step = 2;
          openPriority(ctx, 'fs');
          return;
        }
        f.step = 2;
        continue;
      }
      case 2: {
        input = undefined; // (what the first-strike window returned)
        const who = d.order[d.k++];
        const atk = cb.ids.filter((id) => onField(state, id) && state.objects[id].controller === g.tp);
        const blk = cb.blk!;
        if (atk.length === 0 || !onField(state, blk)) return ctx.done();
        const cm = chars(state);
        d.list = [];
        if (d.order.length === 2)
          ctx.log('FFTCG 15.2.3.2', 'fftcg.first-strike', {
            who: { key: who === 'atk' ? 'fftcg.attacker' : 'fftcg.blocker' },
          });
        if (who === 'atk' || who === 'both') {
          // FFTCG 10.1.4.2, FFTCG 4.3: each side deals its power (negative counts as 0).
          let sum = 0;
          for (const id of atk) sum += Math.max(0, cm[id].power);
          // FFTCG 15.1.1.9.8: a party's damage is totalled first, then dealt (replacements may change it).
          if (sum > 0) d.list.push([blk, sum, atk[0]]);
        }
        d.blkPow = who === 'blk' || who === 'both' ? Math.max(0, cm[blk].power) : 0;
        d.atk = atk;
        f.step = 3;
        continue;
      }
      case 3: {
        const atk: ObjId[] = d.atk;
        const pow: number = d.blkPow;
        f.step = 4;
        if (pow > 0) {
          if (atk.length === 1) d.list.push([atk[0], pow, cb.blk]);
          else {
            // FFTCG 10.1.4.2.1: the defending player splits the damage among the party in 1000s.
            const total = Math.floor(pow / 1000) * 1000;
            if (total > 0) {
              ctx.choose({
                player: 1 - g.tp,
                kind: 'split-damage',
                prompt: { key: 'fftcg.split-damage', args: { n: total } },
                rule: 'FFTCG 10.1.4.2.1',
                domain: {
                  type: 'distribute',
                  items: atk.map((id) => opt(ctx, 't', id)),
                  total,
                  min: 0,
                  step: 1000,
                },
              });
              return;
            }
          }
        }
        continue;
      }
      case 4: {
        if (input !== undefined) {
          for (const e of input as { option: Option; amount: number }[])
            if (e.amount > 0) d.list.push([e.option.value as ObjId, e.amount, cb.blk]);
          input = undefined;
        }
        d.j = 0;
        f.step = 5;
        continue;
      }
      case 5: {
        if (d.j >= d.list.length) {
          f.step = 1;
          continue;
        }
        const [obj, n, src] = d.list[d.j++];
        ctx.event({ t: 'dmg', obj, n, src, rule: 'FFTCG 10.1.4.2' });
        return;
      }
      case 20:
        // FFTCG 10.1.4.3: abilities that trigger on dealing damage to a player.
        for (const id of cb.ids) if (onField(state, id)) fire(ctx, 'pdmg', id);
        return ctx.done();
    }
  }
};
