/**
 * The terminal board of `arbiter play riftbound` (a StateView, in zh or en): the turn, phase and
 * state (Neutral or Showdown, who has Focus, RB 307–311), the opponent above and the viewer below —
 * points, rune pool (RB 161), legend, champion zone, base, runes, hand and decks as counts — the two
 * battlefields between them with their controller and the units and facedown cards there
 * (RB 165–168, RB 737), and the chain (RB 327). It reads only the view, so it shows only what the
 * viewer may see: hidden cards are "face down", the opponent's hand is a count.
 */
import type { Lang, ObjectView, StateView } from '@arbiter/kernel';
import { CARDS } from '../cards/registry.ts';
import { DOMAINS } from '../cards/schema.ts';
import type { RbGameView } from '../state.ts';
import { costText, DOMAIN_NAME, keywordName, VALUED } from './present.ts';

const T = {
  zh: {
    turn: '第{n}回合',
    phase: {
      setup: '准备',
      awaken: '唤醒阶段',
      beginning: '开始阶段',
      scoring: '计分',
      channel: '引导阶段',
      draw: '抽牌阶段',
      action: '行动阶段',
      ending: '结束阶段',
      'end-cleanup': '结束清理',
      expiration: '效果到期',
    } as Record<string, string>,
    yourTurn: '你的回合',
    theirTurn: '对手的回合',
    neutral: '普通状态',
    showdown: '法术对决于{bf}',
    combat: '战斗于{bf}',
    focus: '焦点：{who}',
    you: '你',
    opp: '对手',
    points: '分数 {n}/{max}',
    hand: '手牌',
    deck: '牌库',
    runeDeck: '符文牌库',
    trash: '废牌堆',
    pool: '符文池',
    empty: '空',
    energy: '{n}点能量',
    spellEnergy: '{n}点能量（仅限法术）',
    anyPower: '{n}点任意符能',
    legend: '传奇',
    champion: '英雄区',
    base: '基地',
    runes: '符文',
    ready: '活跃',
    bf: '第{n}战场',
    controlledBy: '控制者：{who}',
    uncontrolled: '无人控制',
    contested: '被{who}争夺',
    facedown: '背面朝下的牌',
    faceDownCard: '背面朝下',
    chain: '连锁',
    chainEmpty: '连锁：空',
    pending: '待定',
    finalized: '已定',
    exhausted: '横置',
    stunned: '眩晕',
    buff: '增益',
    damage: '伤害{n}',
    attacker: '进攻',
    defender: '防守',
    might: '战力{n}',
    powerOf: '{n}点{d}之力',
    none: '—',
    key: '（上方为对手，下方为你；名字后的数字为当前战力；look <名字> 看卡牌全文）',
  },
  en: {
    turn: 'Turn {n}',
    phase: {
      setup: 'Setup',
      awaken: 'Awaken Phase',
      beginning: 'Beginning Phase',
      scoring: 'Scoring',
      channel: 'Channel Phase',
      draw: 'Draw Phase',
      action: 'Action Phase',
      ending: 'Ending Step',
      'end-cleanup': 'End-of-turn cleanup',
      expiration: 'Expiration',
    } as Record<string, string>,
    yourTurn: 'your turn',
    theirTurn: "opponent's turn",
    neutral: 'Neutral',
    showdown: 'Showdown at {bf}',
    combat: 'Combat at {bf}',
    focus: 'Focus: {who}',
    you: 'you',
    opp: 'opponent',
    points: 'points {n}/{max}',
    hand: 'hand',
    deck: 'deck',
    runeDeck: 'rune deck',
    trash: 'trash',
    pool: 'rune pool',
    empty: 'empty',
    energy: '{n} Energy',
    spellEnergy: '{n} Energy (spells only)',
    anyPower: '{n} Power of any domain',
    legend: 'Legend',
    champion: 'Champion Zone',
    base: 'Base',
    runes: 'Runes',
    ready: 'ready',
    bf: 'Battlefield {n}',
    controlledBy: 'held by {who}',
    uncontrolled: 'uncontrolled',
    contested: 'contested by {who}',
    facedown: 'facedown',
    faceDownCard: 'face down',
    chain: 'Chain',
    chainEmpty: 'Chain: empty',
    pending: 'pending',
    finalized: 'finalized',
    exhausted: 'exhausted',
    stunned: 'stunned',
    buff: 'buff',
    damage: '{n} damage',
    attacker: 'attacking',
    defender: 'defending',
    might: 'Might {n}',
    powerOf: '{n} {d} Power',
    none: '—',
    key: '(opponent above, you below; the number after a name is its Might now; look <name> for the full text)',
  },
};

/** A line's label starts with a capital in English, as the other lines' ("Base", "Runes"). */
function label(word: string, lang: Lang): string {
  return lang === 'en' ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

function fill(s: string, args: Record<string, string | number>): string {
  return s.replace(/\{(\w+)\}/g, (_, k: string) => String(args[k] ?? ''));
}

function cardName(card: string | undefined, lang: Lang): string {
  const c = card ? CARDS[card] : undefined;
  return c ? c.name[lang] : (card ?? '?');
}

function zoneObjects(v: StateView, id: string): ObjectView[] {
  return v.zones[id]?.objects ?? [];
}

/** A permanent: name and Might, then keywords, buff, damage and status, then what is attached. */
function permanent(o: ObjectView, v: StateView, g: RbGameView, lang: Lang): string {
  const t = T[lang];
  if (o.hidden || !o.card) return t.faceDownCard;
  const id = o.id as number;
  const d = (o.data ?? {}) as Record<string, unknown>;
  const bits: string[] = [cardName(o.card, lang)];
  if (g.might?.[id] !== undefined) bits[0] += ` ${g.might[id]}`;
  const kw = g.keywords?.[id] ?? {};
  const kws = Object.entries(kw)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([k, n]) => (VALUED.has(k) && (n ?? 1) > 1 ? `${keywordName(k, lang)} ${n}` : keywordName(k, lang)));
  const status: string[] = [];
  if (d.buff === 1) status.push(`+1 ${t.buff}`);
  if (typeof d.damage === 'number' && d.damage > 0) status.push(fill(t.damage, { n: d.damage }));
  if (d.exhausted) status.push(t.exhausted);
  if (d.stunned) status.push(t.stunned);
  if (d.designation === 'attacker') status.push(t.attacker);
  if (d.designation === 'defender') status.push(t.defender);
  const attached = (o.linked ?? [])
    .map((l) =>
      Object.values(v.zones)
        .flatMap((z) => z.objects)
        .find((x) => x.id === l),
    )
    .filter((x): x is ObjectView => x !== undefined)
    .map((x) => `+${cardName(x.card, lang)}`);
  const extra = [...kws, ...status, ...attached];
  return extra.length ? `${bits[0]} [${extra.join(', ')}]` : bits[0];
}

/** Objects of a location that are not attached to another (attached cards show with their unit). */
function topLevel(objs: ObjectView[]): ObjectView[] {
  return objs.filter((o) => o.linkedTo === undefined);
}

function poolLine(g: RbGameView, p: number, lang: Lang): string {
  const t = T[lang];
  const pool = g.pools?.[p];
  if (!pool) return t.empty;
  const parts: string[] = [];
  if (pool.energy) parts.push(fill(t.energy, { n: pool.energy }));
  if (pool.spellEnergy) parts.push(fill(t.spellEnergy, { n: pool.spellEnergy }));
  for (const d of DOMAINS) {
    const n = pool.power?.[d] ?? 0;
    if (n) parts.push(fill(t.powerOf, { n, d: DOMAIN_NAME[d][lang] }));
  }
  if (pool.universal) parts.push(fill(t.anyPower, { n: pool.universal }));
  return parts.length ? parts.join(lang === 'zh' ? '，' : ', ') : t.empty;
}

function playerBlock(v: StateView, g: RbGameView, p: number, me: number, lang: Lang): string[] {
  const t = T[lang];
  const who = p === me ? t.you : t.opp;
  const count = (z: string) => v.zones[`p${p}:${z}`]?.count ?? 0;
  const runes = zoneObjects(v, `p${p}:runes`);
  const readyRunes = runes.filter((r) => !(r.data as { exhausted?: boolean } | undefined)?.exhausted).length;
  const runeNames = new Map<string, number>();
  for (const r of runes) {
    const n = cardName(r.card, lang);
    runeNames.set(n, (runeNames.get(n) ?? 0) + 1);
  }
  const lines = [
    `${lang === 'en' ? who.charAt(0).toUpperCase() + who.slice(1) : who} · ${fill(t.points, {
      n: g.points?.[p] ?? 0,
      max: g.victoryScore ?? 8,
    })} · ${t.hand} ${count('hand')} · ${t.deck} ${count('deck')} · ${t.runeDeck} ${count('rune-deck')} · ${t.trash} ${count('trash')}`,
    `  ${label(t.pool, lang)}: ${poolLine(g, p, lang)}`,
    `  ${t.runes} (${readyRunes}/${runes.length} ${t.ready}): ${
      [...runeNames].map(([n, k]) => `${n}×${k}`).join(lang === 'zh' ? '，' : ', ') || t.none
    }`,
  ];
  const legend = zoneObjects(v, `p${p}:legend`)[0];
  const champion = zoneObjects(v, `p${p}:champion`)[0];
  lines.push(
    `  ${t.legend}: ${legend ? permanent(legend, v, g, lang) : t.none} · ${t.champion}: ${
      champion ? permanent(champion, v, g, lang) : t.none
    }`,
  );
  const base = topLevel(zoneObjects(v, `p${p}:base`));
  // Menus and the log name locations as players do (src/text/places.ts): no zone ids here.
  lines.push(`  ${t.base}: ${base.map((o) => permanent(o, v, g, lang)).join('; ') || t.none}`);
  const trash = zoneObjects(v, `p${p}:trash`);
  // Names like "Lux, Crownguard" hold a comma: the list is joined with "; " (zh: "、").
  if (trash.length)
    lines.push(
      `  ${label(t.trash, lang)}: ${trash.map((o) => cardName(o.card, lang)).join(lang === 'zh' ? '、' : '; ')}`,
    );
  if (p === me) {
    const hand = zoneObjects(v, `p${p}:hand`);
    lines.push(`  ${label(t.hand, lang)}: ${hand.map((o) => handCard(o, lang)).join('; ') || t.none}`);
  }
  return lines;
}

/** A card in the viewer's hand: name, cost and Might. */
function handCard(o: ObjectView, lang: Lang): string {
  const t = T[lang];
  const c = o.card ? CARDS[o.card] : undefined;
  if (!c) return t.faceDownCard;
  const parts: string[] = [];
  if (c.cost) parts.push(costText(c, lang));
  if (c.might !== undefined) parts.push(fill(t.might, { n: c.might }));
  return parts.length ? `${c.name[lang]} (${parts.join(lang === 'zh' ? '，' : ', ')})` : c.name[lang];
}

function battlefieldBlock(v: StateView, g: RbGameView, i: number, me: number, lang: Lang): string[] {
  const t = T[lang];
  const bf = g.battlefields?.[i];
  const card =
    zoneObjects(v, 'battlefields').find((o) => o.id === bf?.obj) ?? zoneObjects(v, 'battlefields')[i];
  const who = (p: number | null) =>
    p === null ? t.uncontrolled : fill(t.controlledBy, { who: p === me ? t.you : t.opp });
  const head = [`${fill(t.bf, { n: i + 1 })}: ${cardName(card?.card, lang)}`, who(bf?.controller ?? null)];
  if (bf?.contestedBy !== null && bf?.contestedBy !== undefined)
    head.push(fill(t.contested, { who: bf.contestedBy === me ? t.you : t.opp }));
  const lines = [head.join(' · ')];
  const objs = topLevel(zoneObjects(v, `bf${i}`));
  for (const p of [1 - me, me]) {
    const mine = objs.filter((o) => o.controller === p);
    lines.push(
      `  ${p === me ? t.you : t.opp}: ${mine.map((o) => permanent(o, v, g, lang)).join('; ') || t.none}`,
    );
  }
  const down = zoneObjects(v, `bf${i}:facedown`);
  if (down.length)
    lines.push(
      `  ${t.facedown}: ${down
        .map(
          (o) =>
            `${o.hidden || !o.card ? t.faceDownCard : cardName(o.card, lang)} (${o.controller === me ? t.you : t.opp})`,
        )
        .join('; ')}`,
    );
  return lines;
}

function chainBlock(v: StateView, me: number, lang: Lang): string[] {
  const t = T[lang];
  if (!v.stack.length) return [t.chainEmpty];
  const all = Object.values(v.zones).flatMap((z) => z.objects);
  const lines = [`${t.chain}:`];
  // The newest item is on top (RB 327): listed first.
  [...v.stack].reverse().forEach((it, n) => {
    const src = it.source === undefined ? undefined : all.find((o) => o.id === it.source);
    const what = src ? (src.hidden || !src.card ? t.faceDownCard : cardName(src.card, lang)) : t.faceDownCard;
    const status = it.status === 'pending' ? t.pending : t.finalized;
    lines.push(`  ${n + 1}. ${what} (${it.controller === me ? t.you : t.opp}, ${status})`);
  });
  return lines;
}

/** The board as text, for `arbiter play` (RB 106: the zones; only what the viewer may see). */
export function renderText(view: StateView, lang: Lang): string {
  const t = T[lang];
  const g = view.g as RbGameView;
  const me = view.viewer ?? 0;
  const bfName = (i: number) =>
    cardName(zoneObjects(view, 'battlefields').find((o) => o.id === g.battlefields?.[i]?.obj)?.card, lang);
  const state = g.showdown
    ? `${fill(g.showdown.combat ? t.combat : t.showdown, { bf: bfName(g.showdown.bf) })} · ${fill(t.focus, {
        who: g.showdown.focus === me ? t.you : t.opp,
      })}`
    : t.neutral;
  const out: string[] = [
    `== ${fill(t.turn, { n: g.turn ?? 0 })} · ${g.tp === me ? t.yourTurn : t.theirTurn} · ${t.phase[g.phase] ?? g.phase} · ${state} ==`,
    ...playerBlock(view, g, 1 - me, me, lang),
    '',
    ...battlefieldBlock(view, g, 0, me, lang),
    ...battlefieldBlock(view, g, 1, me, lang),
    '',
    ...playerBlock(view, g, me, me, lang),
    ...chainBlock(view, me, lang),
    t.key,
  ];
  return out.join('\n');
}
