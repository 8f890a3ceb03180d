/** Building the initial state (SGS 1.2–1.3: map, camps, zones) and deck checking. */
import { type DeckList, type DeckViolation, InputError } from '@arbiter/kernel';
import { type C, campOf, type G, newTurn, ROLES, Z } from './core.ts';
import { cardDef, DECK_MAX, DECK_MIN, KINDS, MAX_SAME_PRINT } from './data/cards.ts';
import { BASE } from './data/map.ts';

export function validateDeck(deck: DeckList): DeckViolation[] {
  const out: DeckViolation[] = [];
  let total = 0;
  const perKind: Record<string, number> = {};
  for (const [id, n] of Object.entries(deck.cards)) {
    if (!Number.isInteger(n) || n < 0) {
      out.push({
        rule: 'SGS 1.7',
        message: { zh: `${id} 的张数无效:${n}`, en: `${id}: invalid count ${n}` },
      });
      continue;
    }
    total += n;
    const d = cardDef(id);
    if (!d) {
      out.push({ rule: 'SGS 1.7', message: { zh: `未知的牌:${id}`, en: `unknown card id: ${id}` } });
      continue;
    }
    if (n > MAX_SAME_PRINT)
      out.push({
        rule: 'SGS 1.7',
        message: {
          zh: `${id} 超过${MAX_SAME_PRINT}张(${n})`,
          en: `${id}: more than ${MAX_SAME_PRINT} copies (${n})`,
        },
      });
    perKind[d.kind] = (perKind[d.kind] ?? 0) + n;
  }
  for (const [k, n] of Object.entries(perKind)) {
    const max = KINDS[k].maxCopies;
    if (n > max)
      out.push({
        rule: 'SGS 1.7',
        message: {
          zh: `【${KINDS[k].zh}】超过${max}张(${n})`,
          en: `${KINDS[k].en}: more than ${max} copies (${n})`,
        },
      });
  }
  if (total < DECK_MIN || total > DECK_MAX)
    out.push({
      rule: 'SGS 1.7',
      message: {
        zh: `牌堆须为${DECK_MIN}–${DECK_MAX}张(现为${total})`,
        en: `the deck must have ${DECK_MIN}–${DECK_MAX} cards (has ${total})`,
      },
    });
  if ((perKind.sha ?? 0) + (perKind.shesha ?? 0) < 10)
    out.push({ rule: 'SGS 1.7', message: { zh: '【杀】少于10张', en: 'fewer than 10 Kills' } });
  if ((perKind.shan ?? 0) < 5)
    out.push({ rule: 'SGS 1.7', message: { zh: '【闪】少于5张', en: 'fewer than 5 Dodges' } });
  if ((perKind.tao ?? 0) < 3)
    out.push({ rule: 'SGS 1.7', message: { zh: '【桃】少于3张', en: 'fewer than 3 Peaches' } });
  return out;
}

export function seatsFrom(players: number, options?: Record<string, unknown>): number {
  const seats = options?.seats === undefined ? players : Number(options.seats);
  if (seats !== 2 && seats !== 6)
    throw new InputError(`sgs-chess: seats must be 2 or 6 (got ${String(options?.seats ?? players)})`);
  if (seats !== players)
    throw new InputError(`sgs-chess: ${seats} seats need ${seats} players (got ${players})`);
  return seats;
}

/** Zones and an empty `g` (SGS 1.3: camps of three roles; 暖 = roles 0–2, 冷 = roles 3–5). */
export function initState(ctx: C, seats: number): void {
  const g: G = {
    seats,
    round: 0,
    turns: 0,
    roles: Array.from({ length: ROLES }, (_, r) => ({
      camp: campOf(r),
      gen: '',
      hp: 0,
      max: 0,
      cell: -1,
      dead: false,
      down: false,
      seat: seats === 6 ? r : campOf(r),
    })),
    score: [0, 0],
    flags: [
      { cell: BASE[0], holder: -1 },
      { cell: BASE[1], holder: -1 },
    ],
    first: -1,
    act: 0,
    cur: -1,
    phase: '',
    t: newTurn(),
    draft: null,
    evs: {},
    evn: 0,
  };
  ctx.state.g = g;
  ctx.addZone(Z.deck, null, 'hidden');
  ctx.addZone(Z.discard, null, 'public');
  ctx.addZone(Z.proc, null, 'public');
  for (let r = 0; r < ROLES; r++) {
    const seat = g.roles[r].seat;
    ctx.addZone(Z.hand(r), seat, 'owner');
    ctx.addZone(Z.weapon(r), seat, 'public');
    ctx.addZone(Z.armor(r), seat, 'public');
    ctx.addZone(Z.horse(r), seat, 'public');
    ctx.addZone(Z.delay(r), seat, 'public');
  }
  for (let p = 0; p < seats; p++) ctx.addZone(Z.look(p), p, 'owner');
}

export function fillDeck(ctx: C, cards: Record<string, number>): void {
  for (const [id, n] of Object.entries(cards)) for (let i = 0; i < n; i++) ctx.create(id, 0, Z.deck);
  ctx.shuffle(Z.deck);
}
