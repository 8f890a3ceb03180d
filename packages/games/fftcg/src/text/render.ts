/** The terminal board for `arbiter play` (a StateView, in zh or en). */
import type { Lang, ObjectView, StateView } from '@arbiter/kernel';
import { CARDS } from '../cards/cards.ts';
import type { G, StackData } from '../state.ts';

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
const TYPE: Record<string, { zh: string; en: string }> = {
  forward: { zh: '前锋', en: 'Forward' },
  backup: { zh: '后卫', en: 'Backup' },
  monster: { zh: '怪物', en: 'Monster' },
  summon: { zh: '召唤兽', en: 'Summon' },
};
const EL: Record<string, { zh: string; en: string }> = {
  fire: { zh: '火', en: 'Fire' },
  ice: { zh: '冰', en: 'Ice' },
  wind: { zh: '风', en: 'Wind' },
  earth: { zh: '土', en: 'Earth' },
  lightning: { zh: '雷', en: 'Lightning' },
  water: { zh: '水', en: 'Water' },
  light: { zh: '光', en: 'Light' },
  dark: { zh: '暗', en: 'Dark' },
};

function cardLine(o: ObjectView, lang: Lang, g: G | null, detail: boolean): string {
  if (o.hidden || !o.card) return lang === 'zh' ? '[背面]' : '[hidden]';
  const c = CARDS[o.card];
  if (!c) return o.card;
  const t = T[lang];
  const els = c.els.map((e) => EL[e][lang]).join('/');
  let s = `${c.name[lang]} (${els} ${c.cost}${c.x ? '+X' : ''} ${TYPE[c.type][lang]}${c.power !== undefined ? ` ${c.power}` : ''})`;
  const d = o.data ?? {};
  const marks: string[] = [];
  if (d.dull) marks.push(t.dull);
  if (d.frozen) marks.push(t.frz);
  if (d.damage) marks.push(`${t.dmg} ${d.damage}`);
  if (d.counters)
    for (const [k, v] of Object.entries(d.counters as Record<string, number>)) marks.push(`${k}×${v}`);
  if (g?.combat?.ids.includes(o.id as number)) marks.push(t.attacking);
  if (g?.combat?.blk === o.id) marks.push(t.blocking);
  if (o.controller !== o.owner) marks.push(lang === 'zh' ? `拥有者 ${o.owner}` : `owner ${o.owner}`);
  if (marks.length) s += ` [${marks.join(', ')}]`;
  if (detail) s += ` — ${c.text[lang]}`;
  return `#${o.id} ${s}`;
}

export function renderText(view: StateView, lang: Lang): string {
  const t = T[lang];
  const g = view.g as G | null;
  const lines: string[] = [];
  if (g)
    lines.push(
      `${t.turn} ${g.turn} · ${t.player} ${g.tp} · ${t.phase}: ${PHASE[g.phase]?.[lang] ?? g.phase}`,
    );
  const me = view.viewer ?? 0;
  for (const p of [1 - me, me]) {
    const who =
      view.viewer === null
        ? `${t.player} ${p}`
        : p === me
          ? `${t.player} ${p} (${t.you})`
          : `${t.player} ${p} (${t.opp})`;
    const zv = (n: string) => view.zones[`p${p}:${n}`];
    lines.push('');
    lines.push(
      `== ${who} — ${t.deck} ${zv('deck').count} · ${t.hand} ${zv('hand').count} · ${t.dmg} ${zv('damage').count}/${g?.fmt === 'l' ? 6 : 7} · ${t.brk} ${zv('break').count} · ${t.rem} ${zv('removed').count}`,
    );
    const field = zv('field').objects;
    lines.push(`  ${t.field}:${field.length ? '' : ` ${t.none}`}`);
    for (const o of field) lines.push(`    ${cardLine(o, lang, g, false)}`);
    const dmg = zv('damage').objects;
    if (dmg.length)
      lines.push(`  ${t.dmg}: ${dmg.map((o) => (o.card ? CARDS[o.card]?.name[lang] : '?')).join(', ')}`);
    if (p === me && view.viewer !== null) {
      lines.push(`  ${t.hand}:`);
      for (const o of zv('hand').objects) lines.push(`    ${cardLine(o, lang, g, true)}`);
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
      lines.push(`  ${c ? c.name[lang] : (card ?? '?')} (${t.player} ${it.controller})${arrow}`);
    }
  } else if (stack?.count) lines.push(`${t.stack}: ${stack.count}`);
  if (view.result)
    lines.push(
      '',
      view.result.draw
        ? lang === 'zh'
          ? '平局'
          : 'Draw'
        : `${lang === 'zh' ? '胜者' : 'Winner'}: ${view.result.winners.join(',')}`,
    );
  return lines.join('\n');
}
