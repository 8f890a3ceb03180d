/**
 * The terminal board for `arbiter play`: the 5×5 grid with each card's owner, AP/DP/SP and
 * face-down cards, cells named A1..E5 from player 0's side, plus LP, energy and hands.
 */
import type { Lang, StateView } from '@arbiter/kernel';
import { CARDS } from './cards/data.ts';
import { cellName, kindLine, phaseName, shortEffects } from './present.ts';
import type { GView } from './view.ts';

const W = 14;

function pad(s: string, n: number): string {
  let w = 0;
  for (const ch of s) w += ch.charCodeAt(0) > 0x2e80 ? 2 : 1;
  return w >= n ? s : s + ' '.repeat(n - w);
}

function width(s: string): number {
  let w = 0;
  for (const ch of s) w += ch.charCodeAt(0) > 0x2e80 ? 2 : 1;
  return w;
}

function cut(name: string, max: number): string {
  let w = 0;
  let out = '';
  for (const ch of name) {
    const cw = ch.charCodeAt(0) > 0x2e80 ? 2 : 1;
    if (w + cw > max) break;
    out += ch;
    w += cw;
  }
  return out;
}

/**
 * A card name that fits a board cell: whole when it fits; else without the small words ("the",
 * "of"), then with the words before the last shortened to their first letter ("Sandman S. God"),
 * and only then cut with "…". `look <cell>` gives the full name.
 */
export function shortName(name: string, max: number): string {
  if (width(name) <= max) return name;
  const words = name.split(' ').filter((w) => !/^(the|of|a|an)$/i.test(w));
  const plain = words.join(' ');
  if (width(plain) <= max) return plain;
  if (words.length > 1) {
    for (let keep = words.length - 1; keep >= 1; keep--) {
      // Keep the first word and the last `words.length - keep` words whole, initials between.
      const mid = words.slice(1, keep).map((w) => `${w[0]}.`);
      const tried = [words[0], ...mid, ...words.slice(keep)].join(' ');
      if (width(tried) <= max) return tried;
    }
    const initials = `${words
      .slice(0, -1)
      .map((w) => `${w[0]}.`)
      .join('')} ${words[words.length - 1]}`;
    if (width(initials) <= max) return initials;
  }
  return `${cut(name, max - 1)}…`;
}

export function renderText(view: StateView, lang: Lang): string {
  const g = view.g as GView;
  const zh = lang === 'zh';
  const lines: string[] = [];
  const me = view.viewer ?? 0;
  const name = (id: string) => (zh ? CARDS[id]?.zh : CARDS[id]?.en) ?? id;
  const seen = view.viewer !== null;
  const whose = (p: number) =>
    !seen
      ? `P${p}`
      : p === me
        ? zh
          ? `你（P${p}）`
          : `You (P${p})`
        : zh
          ? `对手（P${p}）`
          : `Opponent (P${p})`;
  lines.push(
    zh
      ? `卡灵时代 第${g.turn}回合 ${seen ? (g.turnPlayer === me ? '你的回合' : '对手的回合') : `P${g.turnPlayer}的回合`}（${phaseName(g.phase, lang)}）`
      : `Kaling Era  turn ${g.turn}, ${seen ? (g.turnPlayer === me ? 'your turn' : "opponent's turn") : `P${g.turnPlayer}'s turn`} (${phaseName(g.phase, lang)})`,
  );
  for (const p of [1 - me, me]) {
    const hand = view.zones[`p${p}:hand`];
    const deck = view.zones[`p${p}:deck`];
    const disc = view.zones[`p${p}:discard`];
    lines.push(
      `${whose(p)}: LP ${g.lp[p]}  ${zh ? '能量' : 'energy'} ${g.energy[p]}/6  ${zh ? '手牌' : 'hand'} ${hand.count}  ${zh ? '卡组' : 'deck'} ${deck.count}  ${zh ? '弃牌区' : 'discard'} ${disc.count}${disc.count ? ` (${zh ? '最上' : 'top'}: ${name(disc.objects[disc.count - 1].card ?? '?')})` : ''}`,
    );
  }
  // Whose card a cell holds: "you"/"opp" for a player at the table, seat numbers for a spectator.
  const mark = (p: number) => (!seen ? `P${p}` : p === me ? (zh ? '你' : 'you') : zh ? '敌' : 'opp');
  // Rows from the far side to the near side of the viewer.
  const rows = me === 0 ? [4, 3, 2, 1, 0] : [0, 1, 2, 3, 4];
  const cols = me === 0 ? [0, 1, 2, 3, 4] : [4, 3, 2, 1, 0];
  const sep = `   +${cols.map(() => '-'.repeat(W)).join('+')}+`;
  lines.push(`    ${cols.map((x) => pad(` ${String.fromCharCode(65 + x)}`, W)).join(' ')}`);
  for (const y of rows) {
    lines.push(sep);
    const top: string[] = [];
    const bot: string[] = [];
    for (const x of cols) {
      const c = y * 5 + x;
      const b = g.board[c];
      if (g.sealed.includes(c)) {
        top.push(pad(zh ? ' ##封锁##' : ' ##sealed##', W));
        bot.push(pad('', W));
      } else if (!b) {
        top.push(pad(y === 2 ? (zh ? ' ·公共·' : ' .public.') : '', W));
        bot.push(pad('', W));
      } else {
        const [card, owner, ctrl, ap, dp, sp, down, gp] = b;
        // The name has the whole first line; whose card it is opens the second.
        const who = `${mark(ctrl)}${owner !== ctrl ? `(${mark(owner)})` : ''}`;
        if (down) {
          top.push(pad(card ? ` [${shortName(name(card), W - 3)}]` : ' [?]', W));
          bot.push(pad(` ${who}${zh ? ' 盖卡' : ' set'}`, W));
        } else if (CARDS[card!]?.type === 'kaling') {
          top.push(pad(` ${shortName(name(card!), W - 1)}`, W));
          bot.push(pad(` ${who} ${ap}/${dp}/${sp} L${CARDS[card!].lv}`, W));
        } else {
          top.push(pad(` ${shortName(name(card!), W - 1)}`, W));
          bot.push(pad(` ${who}${gp ? ` GP ${gp}` : ''}`, W));
        }
      }
    }
    lines.push(`${y + 1}  |${top.join('|')}|`);
    lines.push(`   |${bot.join('|')}|`);
  }
  lines.push(sep);
  lines.push(
    zh
      ? '（格内：卡名 / 控制者（你/敌） AP/DP/SP 等级；盖卡只显示位置；look 格子 显示全名）'
      : '(cell: name / controller (you/opp) AP/DP/SP level; set cards show only their place; look <cell> for the full name)',
    zh
      ? '（·公共·＝中间一行“公共战场”：不属于任何一方，双方都可在此发动或盖伏战术卡 [KALING 1-2]）'
      : '(.public. = the middle row, the shared field: it belongs to neither side; both may set or activate tactics there [KALING 1-2])',
  );
  // Face-up cards on the field with their effects in short (look <cell> shows them in full).
  const onField: string[] = [];
  for (let c = 0; c < 25; c++) {
    const b = g.board[c];
    if (!b?.[0] || b[6]) continue;
    const fx = shortEffects(b[0], lang);
    onField.push(`  ${cellName(c)} ${mark(b[2])} ${name(b[0])}${fx ? ` — ${fx}` : ''}`);
  }
  if (onField.length)
    lines.push(zh ? '场上（look C2 查看全文）：' : 'On the field (look C2 for the full text):', ...onField);
  const hand = view.zones[`p${me}:hand`];
  if (hand && view.viewer !== null) {
    lines.push(zh ? '你的手牌：' : 'Your hand:');
    for (const o of hand.objects) {
      if (!o.card) continue;
      const def = CARDS[o.card];
      const fx = shortEffects(o.card, lang);
      lines.push(`  #${o.id} ${name(o.card)} (${def ? kindLine(def, lang) : '?'})${fx ? ` — ${fx}` : ''}`);
    }
  }
  if (g.attack) {
    const a = g.board.findIndex((b, c) => b && g.cells[c] === g.attack!.attacker);
    const from = a >= 0 ? String.fromCharCode(65 + (a % 5)) + String(((a / 5) | 0) + 1) : '?';
    const to =
      g.attack.targetCell < 0
        ? zh
          ? `玩家P${1 - g.attack.player}`
          : `player P${1 - g.attack.player}`
        : String.fromCharCode(65 + (g.attack.targetCell % 5)) + String(((g.attack.targetCell / 5) | 0) + 1);
    lines.push(zh ? `攻击中：${from} → ${to}` : `Attack in progress: ${from} → ${to}`);
  }
  if (g.chain.length)
    lines.push(
      `${zh ? '连锁' : 'Chain'}: ${g.chain.map((l, i) => `${i + 1}.${l.card ? name(l.card) : '?'}${l.negated ? '(x)' : ''}`).join(' ')}`,
    );
  if (view.result)
    lines.push(
      zh
        ? `游戏结束：${view.result.winners.map((w) => whose(w)).join('、') || '平局'}${view.result.winners.length ? '获胜' : ''}`
        : `Game over: ${view.result.winners.map((w) => whose(w)).join(', ') || 'draw'}${view.result.winners.length ? ' won' : ''}`,
    );
  return lines.join('\n');
}
