/** The terminal board for `arbiter play`: the map with terrain, pieces, flags and HP, then the roles. */
import type { Lang } from '@arbiter/kernel';
import { cardText as cardName } from '../cards.ts';
import { GENERALS } from '../data/generals.ts';
import { BASE, CELL_CAMP, GRID, H, TERRAIN, TERRAIN_NAMES, W } from '../data/map.ts';
import type { G } from '../state.ts';

export function cardText(id: string | undefined, lang: Lang): string {
  return (id && cardName(id, lang, '')) || (lang === 'zh' ? '(暗置)' : '(hidden)');
}

function pad(s: string, n: number): string {
  let w = 0;
  for (const ch of s) w += ch.charCodeAt(0) > 0x2e80 ? 2 : 1;
  return s + ' '.repeat(Math.max(0, n - w));
}

export function renderText(view: any, lang: Lang): string {
  const g = view.g as G;
  const zh = lang === 'zh';
  const out: string[] = [];
  if (!g?.roles) return '';
  const tag = (r: number) => `${r < 3 ? 'W' : 'C'}${r + 1}`;
  out.push(
    zh
      ? `三国杀战棋  第${g.round}轮  暖方 ${g.score[0]} 分 : 冷方 ${g.score[1]} 分  (10分获胜)`
      : `Sanguosha War Chess  round ${g.round}  Warm ${g.score[0]} : Cold ${g.score[1]}  (10 wins)`,
  );
  if (g.draft) {
    const gname = (id: string) => (zh ? GENERALS[id].zh : GENERALS[id].en);
    const taken = new Set([...g.draft.picks[0], ...g.draft.picks[1]]);
    out.push(
      `${zh ? '选将池' : 'Draft pool'}: ${g.draft.pool
        .filter((x) => !taken.has(x))
        .map(gname)
        .join(', ')}`,
    );
    out.push(`${zh ? '暖方已选' : 'Warm picks'}: ${g.draft.picks[0].map(gname).join(', ')}`);
    out.push(`${zh ? '冷方已选' : 'Cold picks'}: ${g.draft.picks[1].map(gname).join(', ')}`);
  }
  // the map, y = 7 at the top
  out.push(`    ${Array.from({ length: W }, (_, x) => pad(` ${String.fromCharCode(65 + x)}`, 5)).join('')}`);
  for (let y = H - 1; y >= 0; y--) {
    let row = ` ${y + 1}  `;
    for (let x = 0; x < W; x++) {
      const c = GRID.cell(x, y);
      const t = TERRAIN[c];
      let glyph = TERRAIN_NAMES[t].glyph;
      if ((t === 'base' || t === 'camp') && CELL_CAMP[c] === 1) glyph = glyph.toLowerCase();
      else if (t === 'base' || t === 'camp') glyph = glyph.toUpperCase();
      let s = ` ${glyph}  `;
      const here = g.roles.map((ro, r) => (ro.cell === c && !ro.dead ? r : -1)).filter((r) => r >= 0);
      const flagHere = g.flags
        .map((f, camp) => (f.holder < 0 && f.cell === c ? camp : -1))
        .filter((x) => x >= 0);
      if (here.length) {
        const r = here[0];
        const carrying = g.flags.some((f) => f.holder === r);
        s = `${glyph}${tag(r)}${carrying ? '⚑' : here.length > 1 ? '+' : ' '}`;
      } else if (flagHere.length) s = ` ${glyph}${flagHere[0] === 0 ? 'F' : 'f'} `;
      row += pad(s, 5);
    }
    out.push(row);
  }
  out.push(
    zh
      ? '图例: . 平原 ^ 山岭 Y 驿站 ~ 湖泊 f 树林 T 箭塔 B/b 大本营 K/k 军营 (大写暖方/小写冷方) W=暖 C=冷 ⚑=持旗 F/f=旗'
      : 'Legend: . plain ^ mountain Y post ~ lake f forest T tower B/b HQ K/k barracks (upper warm / lower cold) W=warm C=cold ⚑=carries flag F/f=flag',
  );
  out.push(
    zh
      ? `暖方帅旗: ${flagPos(g, 0, lang)}  冷方帅旗: ${flagPos(g, 1, lang)}  大本营 暖${GRID.name(BASE[0])} 冷${GRID.name(BASE[1])}`
      : `Warm flag: ${flagPos(g, 0, lang)}  Cold flag: ${flagPos(g, 1, lang)}  HQ warm ${GRID.name(BASE[0])} cold ${GRID.name(BASE[1])}`,
  );
  // roles
  for (let r = 0; r < g.roles.length; r++) {
    const ro = g.roles[r];
    const gen = ro.general ? GENERALS[ro.general] : undefined;
    const name = gen ? (zh ? gen.zh : gen.en) : '?';
    const where = ro.dead ? (zh ? '阵亡' : 'dead') : ro.cell >= 0 ? GRID.name(ro.cell) : '-';
    const hand = view.zones[`h${r}`]?.count ?? 0;
    const equip = ['w', 'a', 'm']
      .map((z) => view.zones[`${z}${r}`]?.objects[0]?.card)
      .filter(Boolean)
      .map((c: string) => cardText(c, lang));
    const delay = (view.zones[`d${r}`]?.objects ?? []).map((o: any) => cardText(o.card, lang));
    const hp = gen
      ? `${'●'.repeat(Math.max(0, ro.hp))}${'○'.repeat(Math.max(0, ro.maxHp - Math.max(0, ro.hp)))}`
      : '';
    const cur = g.current === r ? '▶' : ' ';
    out.push(
      `${cur}${tag(r)} ${pad(name, 14)} ${pad(`${zh ? '体力' : 'HP'} ${ro.hp}/${ro.maxHp} ${hp}`, 18)} @${pad(where, 5)} ${ro.faceDown ? (zh ? '[已翻面]' : '[flipped]') : '         '} ${zh ? '手牌' : 'hand'} ${hand}` +
        (equip.length ? `  ${zh ? '装备' : 'equip'}: ${equip.join(' ')}` : '') +
        (delay.length ? `  ${zh ? '延时' : 'delay'}: ${delay.join(' ')}` : ''),
    );
  }
  if (view.viewer !== null && view.viewer !== undefined) {
    for (let r = 0; r < g.roles.length; r++) {
      const z = view.zones[`h${r}`];
      if (!z || z.owner !== view.viewer || z.count === 0) continue;
      out.push(
        `${tag(r)} ${zh ? '手牌' : 'hand'}: ${z.objects.map((o: any) => cardText(o.card, lang)).join('  ')}`,
      );
    }
    const look = view.zones[`look${view.viewer}`];
    if (look?.count)
      out.push(
        `${zh ? '观看' : 'looking at'}: ${look.objects.map((o: any) => cardText(o.card, lang)).join('  ')}`,
      );
  }
  const proc = view.zones.proc;
  if (proc?.count)
    out.push(
      `${zh ? '处理区' : 'processing'}: ${proc.objects.map((o: any) => cardText(o.card, lang)).join('  ')}`,
    );
  out.push(
    `${zh ? '牌堆' : 'deck'} ${view.zones.deck?.count ?? 0}  ${zh ? '弃牌堆' : 'discard'} ${view.zones.discard?.count ?? 0}`,
  );
  return out.join('\n');
}

function flagPos(g: G, camp: number, lang: Lang): string {
  const f = g.flags[camp];
  if (f.holder >= 0) return lang === 'zh' ? `角色${f.holder + 1}持有` : `carried by role ${f.holder + 1}`;
  return GRID.name(f.cell);
}
