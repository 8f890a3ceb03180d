/** The terminal board for `arbiter play`: the map with terrain, pieces, flags and HP, then the roles. */
import type { Lang } from '@arbiter/kernel';
import { cardText as cardName } from '../cards.ts';
import { GENERALS } from '../data/generals.ts';
import { BASE, CELL_CAMP, GRID, H, TERRAIN, TERRAIN_NAMES, W } from '../data/map.ts';
import { generalText } from '../present.ts';
import { type G, seatOf } from '../state.ts';

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
  const mine = (r: number) =>
    view.viewer !== null && view.viewer !== undefined && seatOf(g, r) === view.viewer;
  if (g.draft) {
    const taken = new Set([...g.draft.picks[0], ...g.draft.picks[1]]);
    const line = (id: string) => {
      const t = generalText(id, lang)!;
      return `  ${pad(t.name, 16)} ${zh ? '体力' : 'HP'} ${GENERALS[id].hp}  ${t.short}`;
    };
    const yours =
      view.viewer === null || view.viewer === undefined
        ? -1
        : g.seats === 6
          ? view.viewer < 3
            ? 0
            : 1
          : view.viewer;
    out.push(zh ? '选将池（武将 体力 技能）：' : 'Draft pool (general, HP, skills):');
    for (const id of g.draft.pool.filter((x) => !taken.has(x))) out.push(line(id));
    for (const camp of [0, 1]) {
      const who = camp === 0 ? (zh ? '暖方' : 'Warm') : zh ? '冷方' : 'Cold';
      const you = camp === yours ? (zh ? '（你）' : ' (you)') : '';
      out.push(
        `${zh ? `${who}${you}已选` : `${who}${you} picks`}: ${g.draft.picks[camp].length ? '' : zh ? '（无）' : '(none)'}`,
      );
      for (const id of g.draft.picks[camp]) out.push(line(id));
    }
  }
  // the map, y = 7 at the top; a square shows its terrain, every piece on it and a flag lying there
  const cellText = (c: number): string => {
    const t = TERRAIN[c];
    let glyph = TERRAIN_NAMES[t].glyph;
    if ((t === 'base' || t === 'camp') && CELL_CAMP[c] === 1) glyph = glyph.toLowerCase();
    else if (t === 'base' || t === 'camp') glyph = glyph.toUpperCase();
    const pieces = g.roles
      .map((ro, r) =>
        ro.cell === c && !ro.dead ? `${tag(r)}${g.flags.some((f) => f.holder === r) ? '⚑' : ''}` : '',
      )
      .filter(Boolean);
    const flags = g.flags
      .map((f, camp) => (f.holder < 0 && f.cell === c ? `⚑${camp === 0 ? 'W' : 'C'}` : ''))
      .filter(Boolean);
    return `${glyph}${[...pieces, ...flags].join('')}`;
  };
  const texts = Array.from({ length: W * H }, (_, c) => cellText(c));
  const width = Math.max(4, ...texts.map((x) => x.length + 1));
  out.push(`    ${Array.from({ length: W }, (_, x) => pad(String.fromCharCode(65 + x), width)).join('')}`);
  for (let y = H - 1; y >= 0; y--) {
    let row = ` ${y + 1}  `;
    for (let x = 0; x < W; x++) row += pad(texts[GRID.cell(x, y)], width);
    out.push(row.trimEnd());
  }
  out.push(
    zh
      ? '图例：. 平原 ^ 山岭 Y 驿站 ~ 湖泊 # 树林 T 箭塔 B/b 大本营 K/k 军营（大写暖方/小写冷方）；W1–W3 暖方角色，C4–C6 冷方角色；⚑ 紧跟角色=持旗，⚑W/⚑C=落在此格的暖方/冷方帅旗'
      : 'Legend: . plain ^ mountain Y post ~ lake # forest T tower B/b HQ K/k barracks (upper case warm, lower case cold); W1–W3 warm roles, C4–C6 cold roles; ⚑ after a role = carries a flag, ⚑W/⚑C = the warm/cold flag lying there',
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
    const skills = ro.general ? generalText(ro.general, lang)!.short : '';
    out.push(
      `${cur}${tag(r)}${mine(r) ? '*' : ' '}${pad(name, 14)} ${pad(ro.maxHp ? `${zh ? '体力' : 'HP'} ${ro.hp}/${ro.maxHp} ${hp}` : zh ? '（未选武将）' : '(no general yet)', 18)} @${pad(where, 5)} ${ro.faceDown ? (zh ? '[已翻面]' : '[flipped]') : '         '} ${zh ? '手牌' : 'hand'} ${hand}` +
        (equip.length ? `  ${zh ? '装备' : 'equip'}: ${equip.join(' ')}` : '') +
        (delay.length ? `  ${zh ? '延时' : 'delay'}: ${delay.join(' ')}` : '') +
        (skills ? `  ${skills}` : ''),
    );
  }
  if (view.viewer !== null && view.viewer !== undefined)
    out.push(
      zh
        ? '（* = 你的角色；[已翻面] = 本轮已行动，全部翻面后一起翻回 [SGS 2.9]；look W1 或 look 角色C4 查看角色，look C4 查看方格）'
        : '(* = your roles; [flipped] = has acted this round, all turn back once every role has [SGS 2.9]; look W1 or look role C4 shows a role, look C4 a square)',
    );
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
