/**
 * KALING 4.4-3: once nobody chains, the chain resolves, last link first; a negated link does nothing.
 */
import { type Ctx, cloneJson, type Procedure, type StackItem } from '@arbiter/kernel';
import { CARDS } from '../cards/data.ts';
import { EFFECTS } from '../cards/effects.ts';
import type { FieldData, G, Link } from '../types.ts';
import { checkWin } from './02-match.ts';

export const resolve: Procedure<G> = (ctx, f) => {
  const L = (f.d.item as StackItem<Link>).data;
  const s = ctx.state;
  if (f.step === 0) {
    f.step = 1;
    const o = ctx.known(L.source)!;
    if (L.negated) {
      if (ctx.logging) ctx.log('KALING 4.4-3', 'kl.negated', { c: ctx.ref(L.source) });
    } else {
      if (ctx.logging) ctx.log('KALING 4.4-3', 'kl.resolves', { c: ctx.ref(L.source) });
      const eff = EFFECTS[o.card][L.effectIndex];
      if (eff.operations?.length) {
        // The operations get their own copy of the link: a frame's data must not share an object with
        // another frame, or the state would change differently after serialize/restore (where the two
        // are separate objects) than before it (found by the kernel's restore property test).
        ctx.call('kl.ops', { L: cloneJson(L), i: 0 });
        return;
      }
    }
  }
  const cur = s.objects[L.source];
  if (cur && cur.zone === 'field' && !cur.faceDown) {
    const def = CARDS[cur.card];
    if (def.type === 'tactic') sendToDiscardQuiet(ctx, cur.id);
    else if (def.type === 'device') {
      const fdata = cur.data as FieldData;
      if (!fdata.deviceActive) {
        fdata.deviceActive = 1;
        fdata.gp = def.gp ?? 1;
        if (ctx.logging) ctx.log('KALING 3.5.5-4', 'kl.device-stays', { c: ctx.ref(cur.id) });
      }
    }
  }
  // KALING 2.4-1: a player at 0 LP loses as soon as a link has resolved.
  checkWin(ctx);
  ctx.done();
};

function sendToDiscardQuiet(ctx: Ctx<G>, id: number): void {
  const o = ctx.obj(id);
  const c = (o.data as FieldData).cell;
  if (ctx.g.cells[c] === id) ctx.g.cells[c] = 0;
  ctx.removeEffects((e) => e.targets?.[0] === id);
  ctx.move(id, `p${o.owner}:discard`);
  if (ctx.logging) ctx.log('KALING 3.5.5-4', 'kl.tactic-done', { c: ctx.ref(id) });
}
