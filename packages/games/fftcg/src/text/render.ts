/** The terminal board for `arbiter play` (a StateView, in zh or en). */
import type { Lang, ObjectView, StateView } from '@arbiter/kernel';
import { CARDS } from '../cards/cards.ts';
import { KEYWORDS } from '../cards/schema.ts';
import type { G, StackData } from '../state.ts';
import { counterName, EL, KEYWORD, type Now, shortText, TYPE } from './present.ts';

const T = {
  zh: {
    turn: '回合',
    phase: '阶段',
    you: '你',
    opp: '对手',
    player: '玩家',
    deck: '卡组',
    hand: '手牌',
    dmg: '伤害',
    brk: '损毁区',
    rem: '移除区',
    field: '战场',
    stack: '堆叠区',
    none: '（无）',
    dull: '休止',
    frz: '冻结',
    attacking: '攻击中',
    blocking: '防御中',
  },
  en: {
    turn: 'Turn',
    phase: 'Phase',
    you: 'you',
    opp: 'opponent',
    player: 'Player',
    deck: 'Deck',
    hand: 'Hand',
    dmg: 'Damage',
    brk: 'Break',
    rem: 'Removed',
    field: 'Field',
    stack: 'Stack',
    none: '(none)',
    dull: 'dull',
    frz: 'frozen',
    attacking: 'attacking',
    blocking: 'blocking',
  },
};
const PHASE: Record<string, { zh: string; en: string }> = {
  setup: { zh: '准备', en: 'Setup' },
  active: { zh: '激活阶段', en: 'Active' },
  draw: { zh: '取牌阶段', en: 'Draw' },
  main1: { zh: '第1主阶段', en: 'Main 1' },
  attack: { zh: '攻击阶段', en: 'Attack' },
  main2: { zh: '第2主阶段', en: 'Main 2' },
  end: { zh: '终止阶段', en: 'End' },
};

function cardLine(
  o: ObjectView,
  lang: Lang,
  g: (G & Partial<Now>) | null,
  detail: boolean,
  viewer: number | null = null,
): string {
  if (o.hidden || !o.card) return lang === 'zh' ? '[背面]' : '[hidden]';
  const c = CARDS[o.card];
  if (!c) return o.card;
  const t = T[lang];
  const els = c.els.map((e) => EL[e][lang]).join('/');
  const now = g?.now?.[o.id as number];
  // On the field: the power after continuous effects, with the printed one beside it when different.
  const power =
    c.power === undefined && !now?.[0]
      ? ''
      : now && now[0] !== c.power
        ? ` ${now[0]}${lang === 'zh' ? `（印${c.power ?? 0}）` : ` (printed ${c.power ?? 0})`}`
        : ` ${c.power}`;
  let s = `${c.name[lang]} (${els} ${c.cost}${c.x ? '+X' : ''} ${TYPE[c.type][lang]}${power})`;
  const d = o.data ?? {};
  const marks: string[] = [];
  if (d.dull) marks.push(t.dull);
  if (d.frozen) marks.push(t.frz);
  if (d.damage) marks.push(`${t.dmg} ${d.damage}`);
  if (d.counters)
    for (const [k, v] of Object.entries(d.counters as Record<string, number>))
      marks.push(`${counterName(k, lang)}×${v}`);
  if (now) {
    const printed = new Set(c.kw ?? []);
    for (const [i, k] of KEYWORDS.entries())
      if (now[1] & (1 << i) && !printed.has(k)) marks.push(`+${KEYWORD[k][lang]}`);
  }
  if (g?.combat?.ids.includes(o.id as number)) marks.push(t.attacking);
  if (g?.combat?.blk === o.id) marks.push(t.blocking);
  if (o.controller !== o.owner)
    marks.push(
      viewer === null
        ? lang === 'zh'
          ? `拥有者 玩家${o.owner}`
          : `owner player ${o.owner}`
        : o.owner === viewer
          ? lang === 'zh'
            ? '拥有者 你'
            : 'owned by you'
          : lang === 'zh'
            ? '拥有者 对手'
            : 'owned by the opponent',
    );
  if (marks.length) s += ` [${marks.join(', ')}]`;
  s += ` — ${detail ? c.text[lang] : shortText(c.text[lang], lang)}`;
  return `#${o.id} ${s}`;
}

export function renderText(view: StateView, lang: Lang): string {
  const t = T[lang];
  const zh = lang === 'zh';
  const g = view.g as (G & Partial<Now>) | null;
  const lines: string[] = [];
  const me = view.viewer ?? 0;
  const name = (p: number) =>
    view.viewer === null ? `${t.player} ${p}` : p === me ? (zh ? '你' : 'You') : zh ? '对手' : 'Opponent';
  if (g)
    lines.push(
      `${t.turn} ${g.turn} · ${view.viewer === null ? `${t.player} ${g.tp}` : g.tp === me ? (zh ? '你的回合' : 'your turn') : zh ? '对手的回合' : "opponent's turn"} · ${t.phase}: ${PHASE[g.phase]?.[lang] ?? g.phase}`,
    );
  for (const p of [1 - me, me]) {
    const zv = (n: string) => view.zones[`p${p}:${n}`];
    lines.push('');
    lines.push(
      `== ${name(p)} — ${t.deck} ${zv('deck').count} · ${t.hand} ${zv('hand').count} · ${t.dmg} ${zv('damage').count}/${g?.fmt === 'l' ? 6 : 7} · ${t.brk} ${zv('break').count} · ${t.rem} ${zv('removed').count}`,
    );
    const field = zv('field').objects;
    lines.push(`  ${t.field}:${field.length ? '' : ` ${t.none}`}`);
    for (const o of field) lines.push(`    ${cardLine(o, lang, g, false, view.viewer)}`);
    const dmg = zv('damage').objects;
    if (dmg.length)
      lines.push(
        `  ${t.dmg}: ${dmg.map((o) => (o.card ? CARDS[o.card]?.name[lang] : '?')).join(zh ? '、' : ', ')}`,
      );
    const brk = zv('break').objects;
    if (brk.length)
      lines.push(
        `  ${t.brk}: ${brk
          .slice(-5)
          .map((o) => (o.card ? CARDS[o.card]?.name[lang] : '?'))
          .join(
            zh ? '、' : ', ',
          )}${brk.length > 5 ? (zh ? ` 等${brk.length}张（zone break 查看全部）` : ` and ${brk.length - 5} more (zone break lists them)`) : ''}`,
      );
    if (p === me && view.viewer !== null) {
      lines.push(`  ${t.hand}:`);
      for (const o of zv('hand').objects) lines.push(`    ${cardLine(o, lang, g, false, view.viewer)}`);
    }
  }
  const stack = view.zones.stack;
  const items = view.stack ?? [];
  if (items.length) {
    lines.push('');
    lines.push(`${t.stack}:`);
    const field = view.zones['p0:field'].objects.concat(view.zones['p1:field'].objects);
    for (let i = items.length - 1; i >= 0; i--) {
      const it = items[i];
      const card = (it.data as StackData | undefined)?.card;
      const c = card ? CARDS[card] : undefined;
      const names = it.targets
        .flat()
        .map((t) => ('obj' in t ? field.find((o) => o.id === t.obj) : undefined))
        .filter((o) => o?.card)
        .map((o) => `#${o!.id} ${CARDS[o!.card!].name[lang]}`);
      const arrow = names.length ? ` → ${names.join(', ')}` : '';
      lines.push(`  ${c ? c.name[lang] : (card ?? '?')} (${name(it.controller)})${arrow}`);
    }
  } else if (stack?.count) lines.push(`${t.stack}: ${stack.count}`);
  if (view.result)
    lines.push(
      '',
      view.result.draw || view.result.winners.length === 0
        ? zh
          ? '平局'
          : 'Draw'
        : `${zh ? '胜者' : 'Winner'}: ${view.result.winners.map(name).join(', ')}`,
    );
  return lines.join('\n');
}
