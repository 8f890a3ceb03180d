/**
 * The study report as one self-contained HTML page: inline CSS, charts in plain inline SVG, no
 * script or font fetched from anywhere, so it opens offline and can be mailed as a file. The
 * report's data is embedded as JSON too (`<script type="application/json" id="study-data">`).
 */
import type { Lang } from '@arbiter/kernel';
import type { Distribution, Matrix, Rate, StudyReport } from './report.ts';

const WORDS = {
  en: {
    title: 'Balance study',
    params: 'Study',
    game: 'Game',
    seed: 'Seed',
    games: 'Games',
    stored: 'stored',
    incomplete: 'incomplete: not every game is stored yet',
    players: 'Seats',
    pairing: 'Pairing',
    decks: 'Decks',
    agents: 'Agents',
    budget: 'AI budget',
    versions: 'Versions',
    digest: 'Digest of final hashes',
    outcomes: 'Outcomes',
    finished: 'ended by a rule',
    decisive: 'with a winner',
    draws: 'draws',
    errors: 'errors',
    capped: 'stopped at the decision cap',
    matrixDeck: 'Win rate of decks (row against column)',
    matrixAgent: 'Win rate of agents (row against column)',
    matrixNote:
      'Each cell: how often the row won against the column, both seatings together, with its 95% Wilson interval and the number of games. Mirror matches (the diagonal) have no win rate.',
    overallDeck: 'Win rate of each deck over all its games',
    overallAgent: 'Win rate of each agent over all its games',
    seats: 'Seats',
    seat: 'Seat',
    seatNote: 'Win rate by seat (seat 1 is the first seat of the table).',
    firstTurn: 'First turn',
    firstTurnNote: 'Win rate of the player who took the first turn and of the other player.',
    first: 'first turn',
    second: 'second turn',
    lengths: 'Game length',
    turns: 'Turns per game',
    decisions: 'Decisions per game',
    mean: 'mean',
    median: 'median',
    endReasons: 'How games ended',
    rule: 'Rule',
    ruleTitle: 'Rule title',
    example: 'As the game says it',
    count: 'Games',
    share: 'Share',
    cards: 'Cards most often in winning decks',
    cardsNote: 'Seats whose deck held the card, how many of them won, and the win rate.',
    card: 'Card',
    inDecks: 'In decks',
    wins: 'Wins',
    rate: 'Win rate',
    interval: '95% interval',
    mirror: 'mirror',
    none: 'none',
    errorSamples: 'First errors',
  },
  zh: {
    title: '平衡性研究',
    params: '研究',
    game: '游戏',
    seed: '种子',
    games: '局数',
    stored: '已存',
    incomplete: '未完成：尚有对局未存入',
    players: '座位数',
    pairing: '配对方式',
    decks: '卡组',
    agents: '智能体',
    budget: 'AI 预算',
    versions: '版本',
    digest: '终局哈希摘要',
    outcomes: '结果',
    finished: '按规则结束',
    decisive: '有胜者',
    draws: '平局',
    errors: '错误',
    capped: '达到决策上限而停止',
    matrixDeck: '卡组胜率（行对列）',
    matrixAgent: '智能体胜率（行对列）',
    matrixNote: '每格：行方对列方的胜率（两种座次合计）、95% Wilson 区间和局数。镜像对局（对角线）不计胜率。',
    overallDeck: '各卡组在其全部对局中的胜率',
    overallAgent: '各智能体在其全部对局中的胜率',
    seats: '座位',
    seat: '座位',
    seatNote: '按座位统计的胜率（座位 1 为桌上第一个座位）。',
    firstTurn: '先手',
    firstTurnNote: '先手玩家与后手玩家的胜率。',
    first: '先手',
    second: '后手',
    lengths: '对局长度',
    turns: '每局回合数',
    decisions: '每局决策数',
    mean: '平均',
    median: '中位数',
    endReasons: '对局如何结束',
    rule: '规则',
    ruleTitle: '规则标题',
    example: '游戏中的说法',
    count: '局数',
    share: '占比',
    cards: '最常出现在获胜卡组中的卡牌',
    cardsNote: '持有含该卡卡组的座位数、其中获胜的次数与胜率。',
    card: '卡牌',
    inDecks: '所在卡组',
    wins: '胜',
    rate: '胜率',
    interval: '95% 区间',
    mirror: '镜像',
    none: '无',
    errorSamples: '最早的错误',
  },
} as const;

type Words = Record<keyof (typeof WORDS)['en'], string>;

export function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A rate as the page shows it: percent with one decimal. */
export function pct(x: number | null): string {
  return x === null ? '–' : `${(x * 100).toFixed(1)}%`;
}

/** A statistic for display: whole numbers as they are, others with one decimal. */
function num(x: number): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(1);
}

function interval(r: { low: number | null; high: number | null }): string {
  return r.low === null || r.high === null ? '' : `${(r.low * 100).toFixed(1)}–${(r.high * 100).toFixed(1)}`;
}

function shorten(s: string, n: number): string {
  return [...s].length > n ? `${[...s].slice(0, n - 1).join('')}…` : s;
}

/** Diverging colour: red for 0, near-white for 0.5, blue for 1. */
export function heat(rate: number | null): string {
  if (rate === null) return '#e6e6e6';
  const lo = [202, 0, 32];
  const mid = [247, 247, 247];
  const hi = [5, 113, 176];
  const t = Math.max(0, Math.min(1, rate));
  const [a, b, u] = t < 0.5 ? [lo, mid, t * 2] : [mid, hi, (t - 0.5) * 2];
  const c = a.map((x, i) => Math.round(x + (b[i] - x) * u));
  return `rgb(${c[0]},${c[1]},${c[2]})`;
}

function textColour(rate: number | null): string {
  return rate !== null && Math.abs(rate - 0.5) > 0.3 ? '#fff' : '#111';
}

function matrixSvg(m: Matrix, w: Words): string {
  if (!m.cells) return '';
  const n = m.labels.length;
  const cw = 112;
  const ch = 64;
  const left = 190;
  const top = 40;
  const width = left + n * cw + 10;
  const height = top + n * ch + 10;
  const parts: string[] = [];
  parts.push(
    `<svg class="matrix" data-kind="${m.kind}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" xmlns="http://www.w3.org/2000/svg">`,
  );
  m.labels.forEach((label, j) => {
    parts.push(
      `<text class="col-label" x="${left + j * cw + cw / 2}" y="${top - 12}" text-anchor="middle">${escapeHtml(shorten(label, 14))}<title>${escapeHtml(label)}</title></text>`,
    );
  });
  m.cells.forEach((row, i) => {
    const y = top + i * ch;
    parts.push(
      `<text class="row-label" x="${left - 8}" y="${y + ch / 2 + 4}" text-anchor="end">${escapeHtml(shorten(m.labels[i], 24))}<title>${escapeHtml(m.labels[i])}</title></text>`,
    );
    row.forEach((c, j) => {
      const x = left + j * cw;
      const fill = heat(c.rate);
      const fg = textColour(c.rate);
      const tip = c.mirror
        ? `${c.row} — ${w.mirror}: ${c.games}`
        : `${c.row} vs ${c.col}: ${c.wins}/${c.games} ${pct(c.rate)} [${interval(c)}]`;
      parts.push(
        `<g class="cell" data-row="${escapeHtml(c.row)}" data-col="${escapeHtml(c.col)}" data-wins="${c.wins}" data-games="${c.games}" data-mirror="${c.mirror}">` +
          `<title>${escapeHtml(tip)}</title>` +
          `<rect x="${x + 1}" y="${y + 1}" width="${cw - 2}" height="${ch - 2}" rx="3" fill="${fill}"/>` +
          (c.mirror
            ? `<text x="${x + cw / 2}" y="${y + 28}" text-anchor="middle" fill="#555">${w.mirror}</text>`
            : `<text class="rate" x="${x + cw / 2}" y="${y + 24}" text-anchor="middle" fill="${fg}" font-weight="bold">${pct(c.rate)}</text>` +
              `<text class="ci" x="${x + cw / 2}" y="${y + 40}" text-anchor="middle" fill="${fg}" font-size="11">${interval(c)}</text>`) +
          `<text class="n" x="${x + cw / 2}" y="${y + 55}" text-anchor="middle" fill="${c.mirror ? '#555' : fg}" font-size="10">n=${c.games}</text>` +
          `</g>`,
      );
    });
  });
  parts.push('</svg>');
  return parts.join('');
}

/** Horizontal bars with their 95% intervals and a reference line (the rate of an even game). */
function rateBars(rows: { label: string; r: Rate; cls: string }[], reference: number): string {
  const left = 200;
  const barW = 420;
  const rowH = 26;
  const width = left + barW + 170;
  const height = rows.length * rowH + 30;
  const x = (v: number) => left + v * barW;
  const parts = [
    `<svg class="bars" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" xmlns="http://www.w3.org/2000/svg">`,
  ];
  for (const t of [0, 0.25, 0.5, 0.75, 1]) {
    parts.push(
      `<line x1="${x(t)}" y1="4" x2="${x(t)}" y2="${height - 22}" stroke="#ddd"/>`,
      `<text x="${x(t)}" y="${height - 8}" text-anchor="middle" font-size="10" fill="#666">${t * 100}%</text>`,
    );
  }
  rows.forEach(({ label, r, cls }, i) => {
    const y = 6 + i * rowH;
    parts.push(
      `<g class="${cls}" data-label="${escapeHtml(label)}" data-wins="${r.wins}" data-games="${r.games}">`,
      `<text x="${left - 8}" y="${y + 14}" text-anchor="end">${escapeHtml(shorten(label, 26))}<title>${escapeHtml(label)}</title></text>`,
      `<rect x="${left}" y="${y + 3}" width="${Math.max(0, (r.rate ?? 0) * barW)}" height="${rowH - 10}" fill="${heat(r.rate)}" stroke="#888" stroke-width="0.5"/>`,
    );
    if (r.low !== null && r.high !== null) {
      const cy = y + 3 + (rowH - 10) / 2;
      parts.push(
        `<line x1="${x(r.low)}" y1="${cy}" x2="${x(r.high)}" y2="${cy}" stroke="#222" stroke-width="1.5"/>`,
        `<line x1="${x(r.low)}" y1="${cy - 5}" x2="${x(r.low)}" y2="${cy + 5}" stroke="#222"/>`,
        `<line x1="${x(r.high)}" y1="${cy - 5}" x2="${x(r.high)}" y2="${cy + 5}" stroke="#222"/>`,
      );
    }
    parts.push(
      `<text class="rate" x="${left + barW + 8}" y="${y + 14}">${pct(r.rate)} <tspan fill="#666" font-size="11">[${interval(r)}] ${r.wins}/${r.games}</tspan></text>`,
      '</g>',
    );
  });
  parts.push(
    `<line x1="${x(reference)}" y1="2" x2="${x(reference)}" y2="${height - 22}" stroke="#333" stroke-dasharray="4 3"/>`,
    '</svg>',
  );
  return parts.join('');
}

function histogram(d: Distribution, label: string, w: Words, cls: string): string {
  const left = 50;
  const width = 660;
  const height = 220;
  const plotW = width - left - 10;
  const plotH = height - 50;
  const maxCount = Math.max(...d.bins.map((b) => b.count), 1);
  const bw = plotW / d.bins.length;
  const parts = [
    `<svg class="histogram ${cls}" data-count="${d.count}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" xmlns="http://www.w3.org/2000/svg">`,
    `<text x="${left}" y="14" font-weight="bold">${escapeHtml(label)}</text>`,
    `<text x="${width - 10}" y="14" text-anchor="end" font-size="11" fill="#444">${w.mean} ${num(d.mean)} · ${w.median} ${num(d.median)} · p10 ${num(d.p10)} · p90 ${num(d.p90)} · max ${d.max}</text>`,
  ];
  d.bins.forEach((b, i) => {
    const h = (b.count / maxCount) * plotH;
    const x = left + i * bw;
    parts.push(
      `<rect class="bin" data-from="${b.from}" data-to="${b.to}" data-count="${b.count}" x="${x + 1}" y="${20 + plotH - h}" width="${Math.max(1, bw - 2)}" height="${h}" fill="#4a7fb5"><title>${b.from === b.to ? b.from : `${b.from}–${b.to}`}: ${b.count}</title></rect>`,
    );
  });
  const ticks = Math.min(d.bins.length, 6);
  for (let t = 0; t < ticks; t++) {
    const i = Math.round((t * (d.bins.length - 1)) / Math.max(1, ticks - 1));
    parts.push(
      `<text x="${left + i * bw + bw / 2}" y="${height - 16}" text-anchor="middle" font-size="10" fill="#555">${d.bins[i].from}</text>`,
    );
  }
  parts.push(
    `<line x1="${left}" y1="${20 + plotH}" x2="${width - 10}" y2="${20 + plotH}" stroke="#999"/>`,
    `<text x="${left - 6}" y="${26}" text-anchor="end" font-size="10" fill="#555">${maxCount}</text>`,
    `<text x="${left - 6}" y="${20 + plotH}" text-anchor="end" font-size="10" fill="#555">0</text>`,
    '</svg>',
  );
  return parts.join('');
}

const CSS = `
body { font: 14px/1.45 system-ui, "Noto Sans", "Noto Sans CJK SC", "PingFang SC", sans-serif; margin: 24px auto; max-width: 1100px; color: #1b1b1b; padding: 0 16px; }
h1 { font-size: 24px; margin-bottom: 4px; }
h2 { font-size: 18px; margin-top: 32px; border-bottom: 1px solid #ddd; padding-bottom: 4px; }
table { border-collapse: collapse; margin: 8px 0; }
th, td { border: 1px solid #ddd; padding: 3px 8px; text-align: left; vertical-align: top; }
th { background: #f4f4f4; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
.note { color: #555; font-size: 13px; }
.warn { color: #a40; font-weight: bold; }
svg text { font-family: inherit; font-size: 12px; }
code { font-size: 12px; }
`;

function kv(rows: [string, string][]): string {
  return `<table class="params">${rows.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${v}</td></tr>`).join('')}</table>`;
}

export function renderHtml(rep: StudyReport): string {
  const lang: Lang = rep.lang;
  const w: Words = WORDS[lang];
  const s = rep.study;
  const o = rep.outcomes;
  const body: string[] = [];
  body.push(`<h1>${w.title}: ${escapeHtml(s.name)}</h1>`);
  if (!s.complete) body.push(`<p class="warn">${w.incomplete} (${s.stored}/${s.games})</p>`);
  body.push(
    kv([
      [w.game, `${escapeHtml(s.gameName)} <code>${escapeHtml(s.game)}</code>`],
      [
        w.games,
        `<span id="games-stored">${s.stored}</span> / <span id="games-total">${s.games}</span> ${w.stored}`,
      ],
      [w.seed, `<code>${escapeHtml(s.seed)}</code>`],
      [w.players, String(s.players)],
      [w.pairing, `${escapeHtml(s.pairing)}${s.pairing === 'all' && !s.mirrors ? ' (no mirrors)' : ''}`],
      [w.decks, s.decks.map(escapeHtml).join(', ')],
      [w.agents, s.agents.map(escapeHtml).join(', ')],
      [w.budget, s.budget ? escapeHtml(s.budget) : w.none],
      [
        w.versions,
        `${escapeHtml(s.game)} ${escapeHtml(s.gameVersion)} · engine ${escapeHtml(s.engine)} · study format ${s.studyFormat}`,
      ],
      [w.digest, `<code id="digest">${escapeHtml(s.digest ?? '–')}</code>`],
    ]),
  );

  body.push(`<h2>${w.outcomes}</h2>`);
  body.push(
    `<table class="outcomes"><tr><th>${w.games}</th><th>${w.finished}</th><th>${w.decisive}</th><th>${w.draws}</th><th>${w.errors}</th><th>${w.capped}</th></tr>` +
      `<tr><td class="num" id="played">${o.played}</td><td class="num" id="finished">${o.finished}</td><td class="num" id="decisive">${o.decisive}</td><td class="num" id="draws">${o.draws}</td><td class="num" id="errors">${o.errors}</td><td class="num" id="capped">${o.capped}</td></tr></table>`,
  );
  if (o.errorSamples.length) {
    body.push(
      `<p class="warn">${w.errorSamples}:</p><ul>${o.errorSamples.map((e) => `<li><code>${escapeHtml(e.seed)}</code>: ${escapeHtml(e.error)}</li>`).join('')}</ul>`,
    );
  }

  for (const m of rep.matrices) {
    body.push(`<h2>${m.kind === 'deck' ? w.matrixDeck : w.matrixAgent}</h2>`);
    if (m.cells) body.push(`<p class="note">${w.matrixNote}</p>`, matrixSvg(m, w));
    body.push(
      `<h3>${m.kind === 'deck' ? w.overallDeck : w.overallAgent}</h3>`,
      rateBars(
        m.overall.map((r) => ({ label: r.label, r, cls: `overall overall-${m.kind}` })),
        rep.evenRate ?? 1 / s.players,
      ),
    );
  }

  body.push(`<h2>${w.seats}</h2><p class="note">${w.seatNote}</p>`);
  body.push(
    rateBars(
      rep.seats.map((r) => ({ label: `${w.seat} ${r.seat + 1}`, r, cls: 'seat' })),
      rep.evenRate ?? 1 / s.players,
    ),
  );
  if (rep.firstTurn) {
    body.push(`<h3>${w.firstTurn}</h3><p class="note">${w.firstTurnNote}</p>`);
    body.push(
      rateBars(
        [
          { label: w.first, r: rep.firstTurn.first, cls: 'first-turn' },
          { label: w.second, r: rep.firstTurn.second, cls: 'second-turn' },
        ],
        rep.evenRate ?? 0.5,
      ),
    );
  }

  body.push(`<h2>${w.lengths}</h2>`);
  if (rep.lengths.turns) body.push(histogram(rep.lengths.turns, w.turns, w, 'turns'));
  if (rep.lengths.decisions) body.push(histogram(rep.lengths.decisions, w.decisions, w, 'decisions'));

  body.push(`<h2>${w.endReasons}</h2>`);
  body.push(
    `<table class="end-reasons"><tr><th>${w.rule}</th><th>${w.ruleTitle}</th><th>${w.example}</th><th>${w.count}</th><th>${w.share}</th></tr>` +
      rep.endReasons
        .map(
          (e) =>
            `<tr data-rule="${escapeHtml(e.rule)}"><td><code>${escapeHtml(e.rule)}</code></td><td>${escapeHtml(e.title ?? '–')}</td><td>${escapeHtml(e.text)}</td><td class="num count">${e.count}</td><td class="num">${pct(e.share)}</td></tr>`,
        )
        .join('') +
      '</table>',
  );

  if (rep.cards) {
    body.push(`<h2>${w.cards}</h2><p class="note">${w.cardsNote}</p>`);
    body.push(
      `<table class="cards"><tr><th>${w.card}</th><th>${w.inDecks}</th><th>${w.wins}</th><th>${w.games}</th><th>${w.rate}</th><th>${w.interval}</th></tr>` +
        rep.cards
          .slice(0, 25)
          .map(
            (c) =>
              `<tr data-card="${escapeHtml(c.card)}"><td>${escapeHtml(c.name)} <code>${escapeHtml(c.card)}</code></td><td>${c.decks.map(escapeHtml).join(', ')}</td><td class="num wins">${c.wins}</td><td class="num games">${c.games}</td><td class="num">${pct(c.rate)}</td><td class="num">${interval(c)}</td></tr>`,
          )
          .join('') +
        '</table>',
    );
  }

  // `<` is escaped so the data can never close the script element.
  const data = JSON.stringify(rep).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${w.title}: ${escapeHtml(s.name)}</title>
<style>${CSS}</style>
</head>
<body>
${body.join('\n')}
<script type="application/json" id="study-data">${data}</script>
</body>
</html>
`;
}
