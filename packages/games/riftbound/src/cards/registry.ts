/**
 * The card registry: every card file validated against the vocabulary (schema.ts) and indexed by
 * id, built once from the generated import list (index.ts). A malformed card stops the package
 * from loading with a one-line message naming the card and the field.
 */
import { CARD_MODULES } from './index.ts';
import poolData from './pool.json' with { type: 'json' };
import { type CardDef, type CardInput, type CardModule, CardSchema, type TokenKind } from './schema.ts';

/** Parse one card's data, or return a one-line reason. */
export function parseCard(input: unknown): { ok: true; card: CardDef } | { ok: false; error: string } {
  const r = CardSchema.safeParse(input);
  if (r.success) return { ok: true, card: r.data };
  const issue = r.error.issues[0];
  const id = typeof (input as CardInput)?.id === 'string' ? (input as CardInput).id : '(no id)';
  return {
    ok: false,
    error: `card ${id}: ${issue.path.join('.') || '(root)'}: ${issue.message}`.slice(0, 200),
  };
}

function build(modules: readonly CardModule[]): {
  cards: Record<string, CardDef>;
  code: Record<string, Record<string, unknown>>;
} {
  const cards: Record<string, CardDef> = {};
  const code: Record<string, Record<string, unknown>> = {};
  for (const m of modules) {
    const r = parseCard(m.card);
    if (!r.ok) throw new Error(`riftbound: ${r.error}`);
    if (cards[r.card.id]) throw new Error(`riftbound: card ${r.card.id} is defined twice`);
    cards[r.card.id] = r.card;
    if (m.code) code[r.card.id] = m.code;
  }
  return { cards, code };
}

const built = build(CARD_MODULES);

/** Every card this package defines, by id. */
export const CARDS: Readonly<Record<string, CardDef>> = built.cards;
/** Card code named by `{ do: 'code' }` steps and `{ code }` effects, by card id. */
export const CARD_CODE: Readonly<Record<string, Record<string, unknown>>> = built.code;

export function card(id: string): CardDef {
  const c = CARDS[id];
  if (!c) throw new Error(`riftbound: unknown card ${id}`);
  return c;
}

/** The names of card code a card's abilities use (`{ do: 'code' }` steps, `{ code }` effects). */
export function codeNames(c: CardDef): string[] {
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (o.do === 'code' && typeof o.fn === 'string') out.push(o.fn);
      else if (typeof o.code === 'string' && Object.keys(o).length === 1) out.push(o.code);
      for (const x of Object.values(o)) walk(x);
    }
  };
  walk([...c.abilities, ...(c.effectText ?? [])]);
  return out;
}

/** Card code a card names but does not provide yet. */
export function missingCode(id: string): string[] {
  return codeNames(card(id)).filter((fn) => !(fn in (CARD_CODE[id] ?? {})));
}

/**
 * The card each token kind is made from (RB 181): RB 181.1 the 1-Might Recruit, RB 181.2 the 3-Might
 * Sprite with Temporary; Mech, Sand Soldier and Gold as the cards that make them describe them.
 */
export const TOKEN_CARD: Readonly<Record<TokenKind, string>> = {
  recruit: 'ogn-271-298',
  sprite: 'ogn-274-298',
  mech: 'token-mech',
  'sand-soldier': 'token-sand-soldier',
  gold: 'sfd-t03',
};

/** The whole published pool: every distinct name with its ids and type (names and numbers only). */
export interface PoolEntry {
  name: string;
  type: string;
  ids: string[];
}
export const POOL: readonly PoolEntry[] = (poolData as { pool: PoolEntry[] }).pool;
