/**
 * How 三国杀战棋's cards, generals and map read to a person (`arbiter cards`, `look` and `zones`
 * in `arbiter play`), in zh and en. It reads the view only: hands the viewer may not see stay
 * hidden. Card ids are kinds (`sha`) or physical cards (`sha.S7`); generals are `gen:<id>`.
 */
import type { CardText, Lang, ObjId, PlayerId, Presentation, StateView } from '@arbiter/kernel';
import { cardDef } from './cards.ts';
import { registry } from './content/registry.ts';
import { SUIT_GLYPH } from './content/schema.ts';
import { GENERAL_IDS, GENERALS } from './data/generals.ts';
import { CELL_CAMP, GRID, TERRAIN, TERRAIN_NAMES } from './data/map.ts';
import type { G } from './state.ts';

const RANK: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };

const TYPE = {
  basic: { zh: '基本牌', en: 'basic card' },
  trick: { zh: '锦囊', en: 'trick' },
  delay: { zh: '延时锦囊', en: 'delayed trick' },
  equip: { zh: '装备', en: 'equipment' },
};
const SLOT = {
  weapon: { zh: '武器', en: 'weapon' },
  armor: { zh: '防具', en: 'armour' },
  horse: { zh: '坐骑', en: 'horse' },
};

export function roleTag(r: number): string {
  return `${r < 3 ? 'W' : 'C'}${r + 1}`;
}

function short(text: string, lang: Lang): string {
  const first = text.split(lang === 'zh' ? /(?<=。)/ : /(?<=\.)\s/)[0];
  const max = lang === 'zh' ? 32 : 64;
  return first.length <= max ? first : `${first.slice(0, max - 1)}…`;
}

/** A general: HP, movement and each skill in full. */
export function generalText(id: string, lang: Lang): CardText | undefined {
  const gen = GENERALS[id];
  if (!gen) return undefined;
  const zh = lang === 'zh';
  const skills = gen.skills.map((s) => registry().byId[s]).filter(Boolean);
  return {
    id: `gen:${id}`,
    name: zh ? gen.zh : gen.en,
    kind: zh
      ? `武将 · 体力${gen.hp} · 行动力${gen.move} · ${gen.male ? '男' : '女'}`
      : `general · HP ${gen.hp} · move ${gen.move} · ${gen.male ? 'male' : 'female'}`,
    text: skills.map((s) => `${zh ? `〖${s.name.zh}〗` : `[${s.name.en}]`} ${s.text[lang]}`).join('\n'),
    short: skills.map((s) => (zh ? `〖${s.name.zh}〗` : s.name.en)).join(zh ? '、' : ', '),
  };
}

function kindText(kindId: string, lang: Lang, suffix = ''): CardText | undefined {
  const k = registry().kinds[kindId];
  if (!k) return undefined;
  const zh = lang === 'zh';
  const kind = [
    TYPE[k.type][lang],
    k.slot ? SLOT[k.slot][lang] : '',
    k.range ? (zh ? `攻击范围${k.range}` : `range ${k.range}`) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return {
    id: kindId,
    name: `${k.file.name[lang]}${suffix}`,
    kind,
    text: k.file.text[lang],
    short: short(k.file.text[lang], lang),
  };
}

function card(id: string, lang: Lang): CardText | undefined {
  if (id.startsWith('gen:')) return generalText(id.slice(4), lang);
  const d = cardDef(id);
  if (d) {
    const t = kindText(d.kind, lang, ` ${SUIT_GLYPH[d.suit]}${RANK[d.rank] ?? d.rank}`);
    return t && { ...t, id };
  }
  return kindText(id, lang);
}

function parseSquare(name: string): number | null {
  const m = /^([A-Ga-g])([1-7])$/.exec(name.trim());
  return m ? GRID.cell(m[1].toUpperCase().charCodeAt(0) - 65, Number(m[2]) - 1) : null;
}

function parseRole(name: string): number | null {
  const m = /^([WCwc])([1-6])$/.exec(name.trim());
  if (!m) return null;
  const r = Number(m[2]) - 1;
  return (m[1].toUpperCase() === 'W') === r < 3 ? r : null;
}

/** A role as a player sees it: general, HP, square, equipment, delayed tricks, hand size. */
function roleLines(view: StateView, r: number, lang: Lang): string[] {
  const zh = lang === 'zh';
  const g = view.g as G;
  const ro = g.roles[r];
  const out: string[] = [];
  const gen = ro.general ? generalText(ro.general, lang) : undefined;
  out.push(
    `${roleTag(r)} ${gen ? gen.name : zh ? '（未翻开）' : '(not revealed)'}  ${zh ? (r < 3 ? '暖方' : '冷方') : r < 3 ? 'warm camp' : 'cold camp'}${view.viewer !== null && g.seats === 2 && view.viewer === (r < 3 ? 0 : 1) ? (zh ? '（你的）' : ' (yours)') : ''}`,
  );
  if (gen) {
    out.push(
      `  ${zh ? '体力' : 'HP'} ${ro.hp}/${ro.maxHp} · ${ro.dead ? (zh ? '阵亡' : 'dead') : ro.cell >= 0 ? GRID.name(ro.cell) : zh ? '不在棋盘上' : 'off the board'}${ro.faceDown ? (zh ? ' · 已翻面（本轮已行动）' : ' · flipped (acted this round)') : ''}`,
    );
    for (const l of gen.text.split('\n')) out.push(`  ${l}`);
  }
  const zoneCards = (z: string) =>
    (view.zones[z]?.objects ?? []).map((o) => (o.card ? card(o.card, lang)?.name : '?'));
  const equip = [`w${r}`, `a${r}`, `m${r}`].flatMap(zoneCards);
  if (equip.length) out.push(`  ${zh ? '装备' : 'equipment'}: ${equip.join(zh ? '、' : ', ')}`);
  const delay = zoneCards(`d${r}`);
  if (delay.length) out.push(`  ${zh ? '判定区' : 'delayed tricks'}: ${delay.join(zh ? '、' : ', ')}`);
  out.push(`  ${zh ? '手牌' : 'hand'}: ${view.zones[`h${r}`]?.count ?? 0}`);
  if (g.flags.some((f) => f.holder === r)) out.push(zh ? '  持有帅旗' : '  carries a flag');
  return out;
}

function squareLines(view: StateView, c: number, lang: Lang): string[] {
  const zh = lang === 'zh';
  const g = view.g as G;
  const t = TERRAIN[c];
  const camp =
    t === 'base' || t === 'camp'
      ? CELL_CAMP[c] === 0
        ? zh
          ? '暖方'
          : 'warm '
        : zh
          ? '冷方'
          : 'cold '
      : '';
  const out = [`${GRID.name(c)}: ${camp}${TERRAIN_NAMES[t][lang]}`];
  g.flags.forEach((f, campId) => {
    if (f.holder < 0 && f.cell === c)
      out.push(
        zh
          ? `  ${campId === 0 ? '暖方' : '冷方'}帅旗在此`
          : `  the ${campId === 0 ? 'warm' : 'cold'} flag lies here`,
      );
  });
  g.roles.forEach((ro, r) => {
    if (ro.cell === c && !ro.dead) out.push(...roleLines(view, r, lang).map((l) => `  ${l}`));
  });
  return out;
}

const ZONE: Record<string, { zh: string; en: string }> = {
  deck: { zh: '牌堆', en: 'deck' },
  discard: { zh: '弃牌堆', en: 'discard pile' },
  proc: { zh: '处理区', en: 'processing area' },
  h: { zh: '手牌', en: 'hand' },
  w: { zh: '武器', en: 'weapon' },
  a: { zh: '防具', en: 'armour' },
  m: { zh: '坐骑', en: 'horse' },
  d: { zh: '判定区', en: 'delayed tricks' },
  look: { zh: '观看中的牌', en: 'cards being looked at' },
};

export const PRESENT: Presentation = {
  cardIds: () => [...registry().kindList.map((k) => k.id), ...GENERAL_IDS.map((g) => `gen:${g}`)],
  card,
  describe(view: StateView, obj: ObjId, lang: Lang): string[] {
    for (const z of Object.values(view.zones)) {
      if (!z.objects.some((o) => o.id === obj)) continue;
      const m = /^([hwamd])(\d)$/.exec(z.id);
      if (m) return roleLines(view, Number(m[2]), lang).slice(0, 2);
    }
    return [];
  },
  /**
   * `look <what>`: C4, C5 and C6 are both squares and the cold roles' tags, so a coordinate is
   * always the square (said in the first line, with how to see the role); a role is `role C4` /
   * `角色C4`, `r4`, a tag that is no square (W1–W3), or its general's name.
   */
  place(view: StateView, name: string, lang: Lang): string[] | null {
    const zh = lang === 'zh';
    const text = name.trim();
    // a general by id (the draft's options are generals)
    const gen = generalText(text.replace(/^gen:/, ''), lang);
    if (gen) return [`${gen.name}  ${gen.kind}`, ...gen.text.split('\n').map((l) => `  ${l}`)];
    const asked = /^(?:role\s*|角色\s*)(.+)$/i.exec(text)?.[1] ?? /^[rR]([1-6])$/.exec(text)?.[1];
    if (asked !== undefined) {
      const r = /^[1-6]$/.test(asked) ? Number(asked) - 1 : parseRole(asked);
      return r === null ? null : roleLines(view, r, lang);
    }
    const c = parseSquare(text);
    if (c !== null) {
      const lines = squareLines(view, c, lang);
      const clash = parseRole(text);
      if (clash !== null)
        lines[0] += zh
          ? `  （方格${GRID.name(c)}；冷方角色${roleTag(clash)}请用 look 角色${roleTag(clash)}）`
          : `  (the square ${GRID.name(c)}; for the cold role ${roleTag(clash)} type look role ${roleTag(clash)})`;
      return lines;
    }
    const r = parseRole(text);
    if (r !== null) return roleLines(view, r, lang);
    // a role by its general's name, as the role list shows it
    const g = view.g as G | null;
    const needle = text.toLowerCase();
    const byName = g?.roles.findIndex((ro) => {
      const def = ro.general ? GENERALS[ro.general] : undefined;
      return def !== undefined && (def.zh === text || def.en.toLowerCase() === needle);
    });
    return byName !== undefined && byName >= 0 ? roleLines(view, byName, lang) : null;
  },
  zoneName(zoneId: string, _viewer: PlayerId | null, lang: Lang): string {
    const m = /^([a-z]+?)(\d)$/.exec(zoneId);
    if (!m) return ZONE[zoneId]?.[lang] ?? zoneId;
    const label = ZONE[m[1]]?.[lang] ?? m[1];
    if (m[1] === 'look') return lang === 'zh' ? `玩家${m[2]}${label}` : `${label} (player ${m[2]})`;
    return lang === 'zh' ? `${roleTag(Number(m[2]))}的${label}` : `${roleTag(Number(m[2]))}'s ${label}`;
  },
};
