/**
 * What every game's table is drawn from: the view the server sent (the kernel's `viewFor`, hidden
 * cards as position tokens), the open decision (as a `Choice`: which objects, cells and other
 * things on the board are options), and small pieces shared by the boards — a card, a face-down
 * card, a pile with its count, the words tables (zh/en), the turn line, the stack, and the frame
 * of a two-player table — so that each game's board describes only what is its own.
 */
import type { Lang, ObjectView, Option, StackItemView, StateView } from '@arbiter/kernel';
import type { ComponentChildren } from 'preact';
import { cardName } from '../games.ts';

/** The open decision as the board sees it. Inactive (nothing offered) when the viewer is not asked. */
export interface Choice {
  active: boolean;
  forObj(id: number | string): Option[];
  forCell(cell: number): Option[];
  /** Options a game-specific key stands for ('role:3', 'player:1' …; see boards/index.ts). */
  forKey(key: string): Option[];
  chosen(options: Option[]): boolean;
  /** The person pointed at something on the board that these options are about. */
  point(options: Option[]): void;
}

export const NO_CHOICE: Choice = {
  active: false,
  forObj: () => [],
  forCell: () => [],
  forKey: () => [],
  chosen: () => false,
  point: () => {},
};

export interface BoardProps {
  gameId: string;
  view: StateView;
  lang: Lang;
  choice: Choice;
  /** Show a card's details, or (`zone:<id>`) a zone's cards under `title` (the inspector). */
  inspect(what: string, title?: string): void;
  /** "Player 1 (you)" / "Player 1 (AI random)". */
  seatName(p: number): string;
}

/** The seat drawn at the bottom: the viewer, or seat 0 for a spectator. */
export function bottomSeat(view: StateView): number {
  return typeof view.viewer === 'number' ? view.viewer : 0;
}

export interface CardTileProps {
  name: string;
  card?: string;
  obj?: number | string;
  /** Colours of the card's frame (one per element or attribute). */
  colors?: string[];
  cost?: string | number;
  /** Bottom line: power, AP/DP/SP … */
  stats?: string;
  kind?: string;
  dull?: boolean;
  faceDown?: boolean;
  /** A face-down card whose identity the viewer knows (their own set card). */
  peek?: boolean;
  marks?: { text: string; tone?: 'bad' | 'good' | 'info' | 'warn' }[];
  small?: boolean;
  options?: Option[];
  chosen?: boolean;
  onClick?: () => void;
  title?: string;
}

export function CardTile(p: CardTileProps) {
  const selectable = (p.options?.length ?? 0) > 0;
  const fit = nameFit(p.name);
  const style = p.colors?.length ? `--c1:${p.colors[0]};--c2:${p.colors[p.colors.length - 1]}` : undefined;
  const cls = [
    'card',
    p.small ? 'small' : '',
    fit,
    p.dull ? 'dull' : '',
    p.faceDown ? 'face-down' : '',
    p.peek ? 'peek' : '',
    selectable ? 'selectable' : '',
    p.chosen ? 'chosen' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const body = (
    <>
      {p.faceDown && !p.peek ? (
        <span class="card-back" aria-hidden="true" />
      ) : (
        <>
          {p.cost !== undefined && <span class="card-cost">{p.cost}</span>}
          <span class="card-name">{p.name}</span>
          {p.kind && <span class="card-kind">{p.kind}</span>}
          {p.stats && <span class="card-stats">{p.stats}</span>}
        </>
      )}
      {p.marks && p.marks.length > 0 && (
        <span class="card-marks">
          {p.marks.map((m) => (
            <span class={`mark ${m.tone ?? 'info'}`}>{m.text}</span>
          ))}
        </span>
      )}
    </>
  );
  return (
    <button
      type="button"
      class={cls}
      style={style}
      data-obj={p.obj}
      data-card={p.card}
      data-selectable={selectable ? '1' : undefined}
      data-options={selectable ? p.options!.map((o) => o.id).join(' ') : undefined}
      title={p.title ?? p.name}
      aria-label={p.title ?? p.name}
      aria-pressed={selectable ? p.chosen : undefined}
      onClick={p.onClick}
    >
      {body}
    </button>
  );
}

/**
 * Long Latin words in a card's name get a smaller type so that they fit the card's width whole
 * ("Necromancer", not "Necroman / cer"); Chinese names wrap between any two characters anyway.
 */
export function nameFit(name: string): string {
  const longest = Math.max(0, ...(name.match(/[A-Za-z'’-]+/g) ?? []).map((w) => w.length));
  return longest >= 10 ? 'fit-2' : longest >= 7 ? 'fit-1' : '';
}

/** A hidden card: only its back (no identity; the view does not have one). */
export function CardBack(p: { small?: boolean; label?: string }) {
  return (
    <span class={`card face-down${p.small ? ' small' : ''}`} aria-label={p.label} role="img">
      <span class="card-back" aria-hidden="true" />
    </span>
  );
}

/**
 * A pile (deck, discard …) shown as a stack with its count. With `onClick`, the pile's cards can
 * be looked through (the inspector, titled with the pile's name). A face-up top card (`top`) is
 * drawn beside the button, never inside it: it is a card of its own that may be an option of the
 * open decision, and a click on it must answer that decision only (a click inside the pile's
 * button would also open the pile's list over the table).
 */
export function Pile(p: {
  label: string;
  count: number;
  top?: ComponentChildren;
  onClick?: () => void;
  testid?: string;
}) {
  const count = <span class="pile-count">{p.count}</span>;
  return (
    <div class="pile" data-testid={p.testid}>
      {p.top ? (
        <div class="pile-stack">
          {p.top}
          {count}
        </div>
      ) : (
        <button
          type="button"
          class="pile-stack"
          onClick={p.onClick}
          disabled={!p.onClick}
          aria-label={`${p.label} ${p.count}`}
        >
          {p.count > 0 ? <CardBack small /> : <span class="card small empty" />}
          {count}
        </button>
      )}
      {p.top && p.onClick ? (
        <button
          type="button"
          class="pile-label pile-open"
          onClick={p.onClick}
          aria-label={`${p.label} ${p.count}`}
        >
          {p.label}
        </button>
      ) : (
        <span class="pile-label">{p.label}</span>
      )}
    </div>
  );
}

/** The opponent's hand: card backs, as many as the count (capped so a big hand stays readable). */
export function HiddenHand(p: { count: number; label: string }) {
  const shown = Math.min(p.count, 12);
  return (
    <div class="hidden-hand" title={`${p.label} ${p.count}`} data-testid="hidden-hand">
      {Array.from({ length: shown }, (_, i) => (
        <CardBack small key={i} />
      ))}
      <span class="hand-count">{p.count}</span>
    </div>
  );
}

/** Click on a card: answer with it if it is an option, otherwise show its details. */
export function clickCard(choice: Choice, o: ObjectView, inspect: (card: string) => void): () => void {
  const opts = choice.forObj(o.id);
  return () => {
    if (opts.length) choice.point(opts);
    else if (o.card) inspect(o.card);
  };
}

export function zone(view: StateView, id: string) {
  return view.zones[id] ?? { id, owner: null, count: 0, objects: [] };
}

// ---- the frame every table shares: words, the turn line, the stack, the layout -----------------

/** A word or phrase in both languages of the client. */
export type Words = { zh: string; en: string };
/** A game's words for its own ids (types, phases, zones …), each in zh and en. */
export type WordTable = Record<string, Words>;

/** The word for `key` in `lang`, or the key itself when the table has none (a newer id). */
export function word(table: WordTable, key: string, lang: Lang): string {
  return table[key]?.[lang] ?? key;
}

/** A board text with `{name}` holes filled (`'Turn {n}'`, `{ n: 3 }`). */
export function fill(text: string, args: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (_, k) => String(args[k] ?? ''));
}

/** "Turn 3 · Player 1 (you) · Main phase": the line between the two players' sides. */
export function TurnLine(p: { parts: (string | false | null | undefined)[]; block?: boolean }) {
  const text = p.parts.filter((x): x is string => !!x).join(' · ');
  return p.block ? (
    <div class="phase" data-testid="phase">
      {text}
    </div>
  ) : (
    <span class="phase" data-testid="phase">
      {text}
    </span>
  );
}

/** Every object the viewer can see, by id (for naming a stack item's source and targets). */
export function objectsById(view: StateView): Map<number | string, ObjectView> {
  const objs = new Map<number | string, ObjectView>();
  for (const z of Object.values(view.zones)) for (const o of z.objects) objs.set(o.id, o);
  return objs;
}

/**
 * The kernel's stack (`view.stack`, bottom first) shown top first: each item's card (opens the
 * inspector), what the game adds about it (`about`), and its controller. FF-TCG calls it the stack,
 * Riftbound the chain.
 */
export function StackList(
  p: BoardProps & {
    label: string;
    empty: string;
    testid: string;
    class?: string;
    /** The card an item stands for (its own data, or its source's card). */
    cardOf(item: StackItemView, objs: Map<number | string, ObjectView>): string | undefined;
    /** What the game adds after the card's name and before the controller. */
    about?(item: StackItemView, objs: Map<number | string, ObjectView>): ComponentChildren;
    /** What the game adds after the controller. */
    after?(item: StackItemView, objs: Map<number | string, ObjectView>): ComponentChildren;
    children?: ComponentChildren;
  },
) {
  const items = (p.view as { stack?: StackItemView[] }).stack ?? [];
  const objs = objectsById(p.view);
  return (
    <div class={`ff-stack${p.class ? ` ${p.class}` : ''}`} data-testid={p.testid}>
      <span class="label">
        {p.label} ({items.length})
      </span>
      {items.length === 0 ? (
        <span class="muted">{p.empty}</span>
      ) : (
        <ol class="stack-list">
          {items
            .slice()
            .reverse()
            .map((it) => {
              const card = p.cardOf(it, objs);
              return (
                <li key={it.id}>
                  {card ? (
                    <button type="button" class="linkish" onClick={() => p.inspect(card)}>
                      {cardName(p.gameId, card, p.lang)}
                    </button>
                  ) : (
                    <span class="muted">{cardName(p.gameId, undefined, p.lang)}</span>
                  )}{' '}
                  {p.about?.(it, objs)}
                  <span class="muted">{p.seatName(it.controller)}</span>
                  {p.after?.(it, objs)}
                </li>
              );
            })}
        </ol>
      )}
      {p.children}
    </div>
  );
}

/**
 * A two-player table: the opponent's side at the top, what lies between (turn line, stack,
 * battlefields …), the viewer's side, and the viewer's hand below (only a seated viewer has one).
 */
export function BoardFrame(p: {
  class: string;
  view: StateView;
  top: ComponentChildren;
  middle: ComponentChildren;
  bottom: ComponentChildren;
  handTitle: string;
  hand: ComponentChildren;
}) {
  return (
    <div class={`board ${p.class}`}>
      {p.top}
      {p.middle}
      {p.bottom}
      {p.view.viewer === bottomSeat(p.view) && (
        <div class="hand" data-testid="my-hand" title={p.handTitle}>
          {p.hand}
        </div>
      )}
    </div>
  );
}
