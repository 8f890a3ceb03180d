/**
 * KALING 4.4-1, KALING 4.4-3: the chain's links are the kernel's stack items (\`state.stack\`, link 1
 * at the bottom); a link's own data (\`Link\`) is the item's \`data\`. These read it for rules, cards
 * and views.
 */
import type { State } from '@arbiter/kernel';
import type { G, Link } from '../types.ts';

/** The chain's links in order (link 1 first): the data of the stack items. */
export function chainLinks(s: State<G>): Link[] {
  return (s.stack ?? []).map((it) => it.data as Link);
}

/** Link `i` of the chain (0 = link 1), if it is still on the stack. */
export function chainLink(s: State<G>, i: number): Link | undefined {
  return s.stack?.[i]?.data as Link | undefined;
}

/** How a link shows in views: who activated which effect of which card, and whether it was negated;
 * not the timing point it answers nor the values its costs stored (KALING 4.4-1). */
export function linkView(link: Link): { p: number; src: number; card: string; ei: number; neg?: true } {
  return {
    p: link.player,
    src: link.source,
    card: link.card,
    ei: link.effectIndex,
    ...(link.negated ? { neg: true as const } : {}),
  };
}
