/**
 * The game's own state (`g`) and the plain-JSON records used while resolving: timing-point
 * events, chain links and the attack in progress. Everything here is JSON so a paused
 * resolution serializes and resumes identically.
 */
import type { State } from '@arbiter/kernel';

export type P = 0 | 1;

/** A timing point (时点). `t` names what happened; the rest depends on it. */
export interface Ev {
  t: string;
  /** Player the event is about (who summoned, moved, drew, whose LP rose ...). */
  p?: number;
  /** Object the event is about (after the event: its current id if it still exists). */
  o?: number;
  /** Card id of that object (kept for objects that left). */
  k?: string;
  /** Cell involved (destination of a step, summon cell, target cell ...). */
  c?: number;
  from?: number | string;
  /** Destroyed by 'battle' | 'effect'; returned from 'field' | 'discard' ... */
  by?: string;
  n?: number;
  /** For destruction: AP and DP at the moment it left the field. */
  ap?: number;
  dp?: number;
  /** Attribute string and level of the object when it left. */
  at?: string;
  lv?: number;
  /** Object id after the move (e.g. the card in the discard pile). */
  to?: number;
  /** For activations: the link index in the chain, the source's card and effect index. */
  link?: number;
  ei?: number;
  /** Object ids the activated effect targets (card targets). */
  tg?: number[];
  /** Source of the event (card effect that caused it), as an object id. */
  src?: number;
  /** For battle destruction: the cleared card was the one attacked. */
  def?: boolean;
  /**
   * Timing points of one action that cleared several cards at once share this number: they are one
   * timing point (大背景时点) and open one chain window together (docs/decisions.md).
   */
  grp?: number;
  /** Whether the summon was paid. */
  paid?: boolean;
}

/** One link of a chain (连锁): the data of a kernel stack item (`state.stack`, bottom = link 1). */
export interface Link {
  p: number;
  /** Source object id when activated (the card on the field / in hand / in the discard pile). */
  src: number;
  card: string;
  ei: number;
  /** Chosen targets: objects (card targets), cells (area targets) or players, by spec order. */
  tg: number[];
  /** An amount chosen on activation (X energy, X LP, a declared level ...). */
  x?: number;
  /** Set when the link was negated (无效). */
  neg?: boolean;
  /** Cell of the source when it was sent away as a cost. */
  c?: number;
  /** Extra values stored by costs (e.g. the AP of a card sent as a cost). */
  v?: number;
  /** The event that triggered it, if a trigger. */
  ev?: Ev;
  /** Whether the source is a tactic that goes to the discard pile after resolving. */
  tactic?: boolean;
}

/** The attack in progress (攻击). */
export interface Attack {
  p: number;
  /** Attacking object. */
  a: number;
  /** Target cell, or -1 for a direct attack on the player. */
  c: number;
  neg?: boolean;
  /** 'v' vertical / 'h' horizontal / 'd' device / 'p' player. */
  kind?: string;
  /** Defender object at calculation. */
  d?: number;
  /** Resistance used (AP or DP). */
  res?: string;
  /** Outcome: who is cleared, LP damage and to whom. */
  killA?: boolean;
  killD?: boolean;
  dmg?: number;
  dmgTo?: number;
  noDmg?: boolean;
  /** Extra AP for this battle from effects (盾爪一体). */
  bonus?: number;
  /** One extra 坚守 for the attacker / defender during this battle. */
  guardA?: boolean;
}

export interface G {
  turn: number;
  /** Turn player. */
  tp: number;
  first: number;
  phase: string;
  lp: number[];
  en: number[];
  /** 25 cells: object id on the cell, 0 if empty. */
  cells: number[];
  /** Sealed cells (封锁). */
  sealed: number[];
  /** Paid summons this turn, and whether 同级替换 was used. */
  paid: number;
  swap: number;
  /** Player skills: 爆能抽卡 used this turn; 调兵奇袭 used this turn and per game counts. */
  sDraw: number;
  sRaid: number;
  raid: number[];
  /** Limit usage (回1 / 限1 / 极1 keys). */
  lim: Record<string, number>;
  /** >0 while a chain is being resolved (timing points wait in the kernel's trigger queue). */
  res: number;
  atk: Attack | null;
  /** 和平果实: no attack declarations until the end of the turn. */
  noAtk: number;
  /** 充能MAX: only this object may attack this turn (0: no restriction). */
  onlyAtk: number;
  /** 电子宝宝: object ids of tactics that may be activated without energy this turn. */
  free: number[];
}

export type S = State<G>;

/** Data on an object on the field. */
export interface FieldData {
  c: number;
  /** Moved this turn. */
  mv?: number;
  /** Attacks declared this turn, and extra attacks granted. */
  at?: number;
  ex?: number;
  /** Turn it was summoned. */
  st?: number;
  /** Remaining GP of a placed device. */
  gp?: number;
  /** 回1 uses this turn (effect index list). */
  t1?: number[];
  /** 场1 uses on this stay (effect index list). */
  f1?: number[];
  /** 吕卡翁 disguised. */
  dis?: number;
  /** Turn in which it cleared an opposing 卡灵 in battle (吓啼). */
  kt?: number;
  /** Scenario tag. */
  tag?: string;
  /** Device activated (face-up device stays). */
  dev?: number;
}
