/**
 * The game's own state (`g`) and the plain-JSON records used while resolving: timing-point
 * events, chain links and the attack in progress. Everything here is JSON so a paused
 * resolution serializes and resumes identically.
 */
import type { State } from '@arbiter/kernel';

export type P = 0 | 1;

/** A timing point (时点). `t` names what happened; the rest depends on it. */
export interface Ev {
  type: string;
  /** Player the event is about (who summoned, moved, drew, whose LP rose ...). */
  player?: number;
  /** Object the event is about (after the event: its current id if it still exists). */
  object?: number;
  /** Card id of that object (kept for objects that left). */
  card?: string;
  /** Cell involved (destination of a step, summon cell, target cell ...). */
  cell?: number;
  from?: number | string;
  /** Destroyed by 'battle' | 'effect'; returned from 'field' | 'discard' ... */
  by?: string;
  amount?: number;
  /** For destruction: AP and DP at the moment it left the field. */
  ap?: number;
  dp?: number;
  /** Attribute string and level of the object when it left. */
  attribute?: string;
  level?: number;
  /** Object id after the move (e.g. the card in the discard pile). */
  movedTo?: number;
  /** For activations: the link index in the chain, the source's card and effect index. */
  link?: number;
  effectIndex?: number;
  /** Object ids the activated effect targets (card targets). */
  targets?: number[];
  /** Source of the event (card effect that caused it), as an object id. */
  source?: number;
  /** For battle destruction: the cleared card was the one attacked. */
  wasAttacked?: boolean;
  /**
   * Timing points of one action that cleared several cards at once share this number: they are one
   * timing point (大背景时点) and open one chain window together (docs/decisions.md).
   */
  group?: number;
  /** Whether the summon was paid. */
  paid?: boolean;
}

/** One link of a chain (连锁): the data of a kernel stack item (`state.stack`, bottom = link 1). */
export interface Link {
  player: number;
  /** Source object id when activated (the card on the field / in hand / in the discard pile). */
  source: number;
  card: string;
  effectIndex: number;
  /** Chosen targets: objects (card targets), cells (area targets) or players, by spec order. */
  targets: number[];
  /** An amount chosen on activation (X energy, X LP, a declared level ...). */
  amount?: number;
  /** Set when the link was negated (无效). */
  negated?: boolean;
  /** Cell of the source when it was sent away as a cost. */
  sourceCell?: number;
  /** Extra values stored by costs (e.g. the AP of a card sent as a cost). */
  costValue?: number;
  /** The event that triggered it, if a trigger. */
  event?: Ev;
  /** Whether the source is a tactic that goes to the discard pile after resolving. */
  tactic?: boolean;
}

/** The attack in progress (攻击). */
export interface Attack {
  player: number;
  /** Attacking object. */
  attacker: number;
  /** Target cell, or -1 for a direct attack on the player. */
  targetCell: number;
  negated?: boolean;
  /** 'v' vertical / 'h' horizontal / 'd' device / 'p' player. */
  kind?: string;
  /** Defender object at calculation. */
  defender?: number;
  /** Resistance used (AP or DP). */
  resistance?: string;
  /** Outcome: who is cleared, LP damage and to whom. */
  attackerCleared?: boolean;
  defenderCleared?: boolean;
  damage?: number;
  damagedPlayer?: number;
  noDamage?: boolean;
  /** Extra AP for this battle from effects (盾爪一体). */
  bonus?: number;
  /** One extra 坚守 for the attacker / defender during this battle. */
  attackerGuard?: boolean;
}

export interface G {
  turn: number;
  /** Turn player. */
  turnPlayer: number;
  firstPlayer: number;
  phase: string;
  lp: number[];
  energy: number[];
  /** 25 cells: object id on the cell, 0 if empty. */
  cells: number[];
  /** Sealed cells (封锁). */
  sealed: number[];
  /** Paid summons this turn, and whether 同级替换 was used. */
  paidSummons: number;
  swapUsed: number;
  /** Player skills: 爆能抽卡 used this turn; 调兵奇袭 used this turn and per game counts. */
  skillDrawUsed: number;
  skillRaidUsed: number;
  raidCounts: number[];
  /** Limit usage (回1 / 限1 / 极1 keys). */
  limitUses: Record<string, number>;
  /** >0 while a chain is being resolved (timing points wait in the kernel's trigger queue). */
  resolving: number;
  attack: Attack | null;
  /** 和平果实: no attack declarations until the end of the turn. */
  noAttackTurn: number;
  /** 充能MAX: only this object may attack this turn (0: no restriction). */
  onlyAttacker: number;
  /** 电子宝宝: object ids of tactics that may be activated without energy this turn. */
  freeTactics: number[];
}

export type S = State<G>;

/** Data on an object on the field. */
export interface FieldData {
  cell: number;
  /** Moved this turn. */
  moved?: number;
  /** Attacks declared this turn, and extra attacks granted. */
  attacks?: number;
  extraAttacks?: number;
  /** Turn it was summoned. */
  summonedTurn?: number;
  /** Remaining GP of a placed device. */
  gp?: number;
  /** 回1 uses this turn (effect index list). */
  turnUses?: number[];
  /** 场1 uses on this stay (effect index list). */
  stayUses?: number[];
  /** 吕卡翁 disguised. */
  disguised?: number;
  /** Turn in which it cleared an opposing 卡灵 in battle (吓啼). */
  clearedInBattleTurn?: number;
  /** Scenario tag. */
  tag?: string;
  /** Device activated (face-up device stays). */
  deviceActive?: number;
}
