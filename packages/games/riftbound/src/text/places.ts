/**
 * Locations as a player names them, for option labels, prompts and the log: a battlefield by its
 * card's name ("Startipped Peak"; with the battlefield's number when both battlefields are the same
 * card), a base as "your base" / "player 1's base". Zone ids ("bf0", "p0:base") stay the options'
 * ids and values; they are never shown as words.
 */
import type { MsgArg, State } from '@arbiter/kernel';
import { baseOwner, battlefieldIndex, type RbGame } from '../state.ts';

/** The message argument that names location `zone` (a base or a battlefield; other zones as is). */
export function place(s: State<RbGame>, zone: string): MsgArg {
  const i = battlefieldIndex(zone);
  if (i >= 0) {
    const bf = s.g.battlefields[i];
    const card = bf ? s.objects[bf.obj]?.card : undefined;
    if (!bf || card === undefined) return { key: 'rb.place-bf-n', args: { n: i + 1 } };
    const b = { obj: bf.obj, card, pub: true as const };
    const twin = s.g.battlefields.some((o, j) => j !== i && s.objects[o.obj]?.card === card);
    return twin ? { key: 'rb.place-bf-twin', args: { b, n: i + 1 } } : { key: 'rb.place-bf', args: { b } };
  }
  const p = baseOwner(zone);
  if (p >= 0) return { key: 'rb.place-base', args: { player: p } };
  return zone;
}
