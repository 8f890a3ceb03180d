/** The open pick as the board sees it: options indexed by the object, cell or key they are about. */
import type { Decision, Option } from '@arbiter/kernel';
import { type Choice, NO_CHOICE } from '../boards/common.tsx';

export function makeChoice(
  decision: Decision | undefined,
  keysOf: ((o: Option) => string[]) | undefined,
  selected: string[],
  point: (options: Option[]) => void,
): Choice {
  if (!decision) return NO_CHOICE;
  const dom = decision.domain;
  const options = dom.type === 'pick' ? dom.options : dom.type === 'number' ? [] : dom.items;
  if (dom.type !== 'pick') {
    // Order and distribution items are highlighted on the board but answered in the panel.
    return { ...NO_CHOICE, active: true };
  }
  const byObj = new Map<string, Option[]>();
  const byCell = new Map<number, Option[]>();
  const byKey = new Map<string, Option[]>();
  const add = <K>(m: Map<K, Option[]>, k: K, o: Option) => {
    const list = m.get(k);
    if (list) list.push(o);
    else m.set(k, [o]);
  };
  for (const o of options) {
    if (o.obj !== undefined) add(byObj, String(o.obj), o);
    if (o.cell !== undefined) add(byCell, o.cell, o);
    for (const k of keysOf?.(o) ?? []) add(byKey, k, o);
  }
  const chosen = new Set(selected);
  return {
    active: true,
    forObj: (id) => byObj.get(String(id)) ?? [],
    forCell: (c) => byCell.get(c) ?? [],
    forKey: (k) => byKey.get(k) ?? [],
    chosen: (opts) => opts.length > 0 && opts.some((o) => chosen.has(o.id)),
    point,
  };
}
