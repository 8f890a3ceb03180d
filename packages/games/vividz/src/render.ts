/**
 * The terminal board for `arbiter play vividz` (a StateView, in zh or en): both players' zones,
 * the three lanes with each player's area facing the other's (decisions D1), missions with their
 * state, energy and the hand of the viewer. Powers shown are the computed ones the view carries
 * (public information, see `redactGame` in index.ts).
 */
import type { Lang, ObjectView, StateView } from '@arbiter/kernel';
import { cardModule } from './cards/registry.ts';
import { KIND } from './present.ts';
import type { G } from './state.ts';

const T = {
  zh: {
    turn: '第{n}回合',
    tp: '回合玩家',
    you: '你',
    opp: '对手',
    youTitle: '你',
    oppTitle: '对手',
    oppShort: '对手',
    center: '中央',
    player: '玩家',
    account: '账号',
    deck: '牌库',
    hand: '手牌',
    keep: '保留区',
    trash: '弃牌区',
    energy: '能量',
    exp: '经验',
    removed: '除外',
    missions: '任务',
    lane: '赛道',
    paren: '（{x}）',
    cost: '费用{n}',
    power: '力量{n}',
    legend: '（上方对手，下方你；场地n在赛道n，场地2是中央；数字＝当前力量；⤵＝横置；look <卡名> 看全文）',
    asleep: '横置',
    checked: '检查中',
    completed: '已完成',
    hidden: '背面',
    damage: '伤害',
    none: '—',
    attack: '攻击中',
    levelUp: '升级',
  },
  en: {
    turn: 'Turn {n}',
    tp: 'turn player',
    you: 'you',
    opp: 'opponent',
    youTitle: 'You',
    oppTitle: 'Opponent',
    oppShort: 'opp',
    center: 'Center',
    player: 'Player',
    account: 'Account',
    deck: 'Deck',
    hand: 'Hand',
    keep: 'Keep',
    trash: 'Trash',
    energy: 'Energy',
    exp: 'EXP',
    removed: 'Removed',
    missions: 'Missions',
    lane: 'Lane',
    paren: ' ({x})',
    cost: 'cost {n}',
    power: 'power {n}',
    legend:
      '(opponent above, you below; area n is in lane n, area 2 is the Center; number = power now; ⤵ = asleep; look <name>)',
    asleep: 'asleep',
    checked: 'checked',
    completed: 'completed',
    hidden: 'face down',
    damage: 'dmg',
    none: '—',
    attack: 'attacking',
    levelUp: 'Lv UP',
  },
};

const PHASES: Record<string, { zh: string; en: string }> = {
  setup: { zh: '准备', en: 'Setup' },
  'start-draw': { zh: '起始抓牌阶段', en: 'Start-draw phase' },
  main: { zh: '主要阶段', en: 'Main phase' },
  mission: { zh: '任务阶段', en: 'Mission phase' },
  charge: { zh: '充能阶段', en: 'Charge phase' },
  'end-draw': { zh: '结束抓牌阶段', en: 'End-draw phase' },
};

type ViewG = G & { powers?: Record<number, number> };

function name(o: ObjectView, lang: Lang): string {
  if (o.hidden || !o.card) return T[lang].hidden;
  return cardModule(o.card)?.data.name[lang] ?? o.card;
}

function zone(v: StateView, p: number, z: string): ObjectView[] {
  return v.zones[`p${p}:${z}`]?.objects ?? [];
}

/** A character in its area, as words that may be wrapped between (name and power first). */
function character(o: ObjectView, g: ViewG, lang: Lang): string[] {
  const t = T[lang];
  const d = (o.data ?? {}) as Record<string, unknown>;
  const power = g.powers?.[o.id as number] ?? cardModule(o.card ?? '')?.data.power;
  const bits = [`${name(o, lang)} ${power}`];
  if (d.damage) bits.push(`${t.damage}${d.damage}`);
  if (d.sleep) bits.push('⤵');
  if (d.lvup) bits.push(t.levelUp);
  // VZ 512.3a: the EXP under it (linked objects are in the view).
  const exp = o.linked?.length ?? 0;
  if (exp) bits.push(`${t.exp}${exp}`);
  if (g.attack?.attacker === o.id) bits.push(t.attack);
  return bits;
}

/** A card of the own hand or Keep: name, then kind, cost and power ("Twin Voice (Character · cost 1 · power 1)"). */
function handLine(o: ObjectView, lang: Lang): string {
  const t = T[lang];
  const def = o.card ? cardModule(o.card)?.data : undefined;
  if (!def) return name(o, lang);
  const facts = [KIND[def.kind]?.[lang] ?? def.kind];
  if (def.cost !== undefined) facts.push(t.cost.replace('{n}', String(def.cost)));
  if (def.power !== undefined) facts.push(t.power.replace('{n}', String(def.power)));
  return `${name(o, lang)}${t.paren.replace('{x}', facts.join(' · '))}`;
}

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;

/** Width in terminal columns (CJK characters take two). */
function columns(text: string): number {
  let cols = 0;
  for (const ch of text) cols += WIDE.test(ch) ? 2 : 1;
  return cols;
}

/** Pad to a width in terminal columns (CJK characters take two). */
function pad(text: string, width: number): string {
  const cols = columns(text);
  return cols >= width ? `${text} ` : text + ' '.repeat(width - cols);
}

/** Cut to at most `width` columns, marking the cut with "…". */
function cut(text: string, width: number): string {
  if (columns(text) <= width) return text;
  let out = '';
  let cols = 0;
  for (const ch of text) {
    const w = WIDE.test(ch) ? 2 : 1;
    if (cols + w > width - 1) break;
    out += ch;
    cols += w;
  }
  return `${out}…`;
}

/**
 * The lines of one area cell (issue 16: a busy cell stays inside its column): the characters'
 * words, the characters joined by "+", wrapped between words to `width` columns; a single word
 * wider than that (a very long name) is cut.
 */
export function cellLines(characters: readonly string[][], width: number): string[] {
  const words = characters.flatMap((bits, i) => bits.map((b, j) => (i > 0 && j === 0 ? `+ ${b}` : b)));
  const lines: string[] = [];
  let line = '';
  for (const word of words.map((w) => cut(w, width))) {
    if (line && columns(`${line} ${word}`) <= width) line = `${line} ${word}`;
    else {
      if (line) lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function renderText(view: StateView, lang: Lang): string {
  const t = T[lang];
  const g = view.g as ViewG;
  const me = view.viewer ?? 0;
  const lines: string[] = [];
  // The reader is "you" and the other seat "the opponent" (issue 16: not "player 0"); a spectator
  // sees the seat numbers.
  const who = (p: number) => (view.viewer === null ? `${t.player} ${p}` : p === me ? t.youTitle : t.oppTitle);
  const whoLower = (p: number) => (view.viewer === null ? `${t.player} ${p}` : p === me ? t.you : t.opp);
  lines.push(
    `Vividz — ${t.turn.replace('{n}', String(g.turn))} · ${PHASES[g.phase]?.[lang] ?? g.phase} · ${t.tp}: ${whoLower(g.turnPlayer)}`,
  );
  const order = [1 - me, me];
  for (const p of order) {
    const acc = zone(view, p, 'account')[0];
    const counts = [
      `${t.deck} ${view.zones[`p${p}:deck`]?.count ?? 0}`,
      `${t.hand} ${view.zones[`p${p}:hand`]?.count ?? 0}`,
      `${t.keep} ${view.zones[`p${p}:keep`]?.count ?? 0}`,
      `${t.trash} ${view.zones[`p${p}:trash`]?.count ?? 0}`,
      `${t.exp} ${view.zones[`p${p}:exp`]?.count ?? 0}`,
      `${t.removed} ${view.zones[`p${p}:remove`]?.count ?? 0}`,
    ];
    const accText = acc
      ? `${name(acc, lang)}${(acc.data as Record<string, unknown> | undefined)?.sleep ? ` ⤵` : ''}`
      : t.none;
    lines.push('');
    lines.push(`${who(p)} · ${t.account}: ${accText} · ${counts.join(' · ')}`);
    const missions = zone(view, p, 'mission').map((m, i) => {
      const d = (m.data ?? {}) as Record<string, unknown>;
      // VZ 601.1b: during setup the missions lie face down before they are turned up (not completed).
      const faceDownWord = g.phase === 'setup' ? t.hidden : t.completed;
      const state = m.faceDown
        ? m.hidden
          ? faceDownWord
          : g.phase === 'setup'
            ? t.hidden
            : `${t.completed}/${t.hidden}`
        : d.sleep
          ? t.checked
          : '';
      return `${i + 1}. ${m.hidden ? faceDownWord : name(m, lang)}${state && !m.hidden ? ` [${state}]` : ''}`;
    });
    lines.push(`  ${t.missions}: ${missions.join(' | ') || t.none}`);
    const energy = zone(view, p, 'energy').map((o) => name(o, lang));
    lines.push(`  ${t.energy} ${energy.length}: ${energy.join(', ') || t.none}`);
    if (p === me) {
      // The own hand and Keep with each card's kind, cost and power (issue 16: not names alone).
      for (const [label, z] of [
        [t.hand, 'hand'],
        [t.keep, 'keep'],
      ] as const) {
        const cards = zone(view, p, z);
        if (z === 'keep' && !cards.length) continue;
        lines.push(`  ${label}: ${cards.length ? '' : t.none}`.trimEnd());
        for (const o of cards) lines.push(`    ${handLine(o, lang)}`);
      }
    }
  }
  // The lanes: the opponent's areas above, the viewer's below, facing each other.
  lines.push('');
  const header = [0, 1, 2].map((l) => `${t.lane} ${l + 1}${l === 1 ? t.paren.replace('{x}', t.center) : ''}`);
  const width = 30;
  lines.push(`        ${header.map((h) => pad(h, width)).join('')}`);
  for (const p of order) {
    // One column per lane, one column of space between them: a cell's text wraps inside it.
    const cells = [0, 1, 2].map((lane) => {
      const here = zone(view, p, 'area').filter(
        (o) => (o.data as Record<string, unknown> | undefined)?.lane === lane,
      );
      return here.length
        ? cellLines(
            here.map((o) => character(o, g, lang)),
            width - 1,
          )
        : [t.none];
    });
    const rowName = view.viewer === null ? `P${p}` : p === me ? t.you : t.oppShort;
    const height = Math.max(...cells.map((c) => c.length));
    for (let i = 0; i < height; i++) {
      const head = i === 0 ? `  ${pad(`${rowName}:`, 6)}` : ' '.repeat(8);
      lines.push(`${head}${cells.map((c) => pad(c[i] ?? '', width)).join('')}`.trimEnd());
    }
  }
  lines.push(t.legend);
  return lines.join('\n');
}
