/**
 * How Riftbound's cards and board read to a person, in zh and en: `arbiter cards riftbound`, and in
 * `arbiter play riftbound` the `look`, `zones` and `zone` commands. Every function reads a view
 * (never the state), so it shows only what the viewer may see (principle 5); a unit's Might and
 * keywords now come from the view's `might` / `keywords` tables (RB 142.2, src/rules/450-layers.ts).
 *
 * The words for domains, card types, supertypes, tags and keywords live here once and are used by
 * the board (board.ts) and the catalog (catalog.ts): one name per domain everywhere, the one the
 * cards' own texts use (怒火符文, 1点怒火之力).
 */
import type {
  CardText,
  Lang,
  ObjectView,
  ObjId,
  PlayerId,
  Presentation,
  StateView,
  Text,
} from '@arbiter/kernel';
import { CARDS } from '../cards/registry.ts';
import type { CardDef, Domain } from '../cards/schema.ts';
import { TITLES } from '../rules/rule-titles.ts';
import type { RbGameView } from '../state.ts';

/** RB 133: the six domains, as the cards' texts name them (怒火符文 gives 怒火之力). */
export const DOMAIN_NAME: Record<Domain, Text> = {
  fury: { zh: '怒火', en: 'Fury' },
  calm: { zh: '平静', en: 'Calm' },
  mind: { zh: '心灵', en: 'Mind' },
  body: { zh: '体魄', en: 'Body' },
  chaos: { zh: '混沌', en: 'Chaos' },
  order: { zh: '秩序', en: 'Order' },
};

/** RB 132.2: card types (the rulebook's section titles, src/rules/rule-titles.ts). */
export const TYPE_NAME: Record<CardDef['type'], Text> = {
  unit: { zh: '单位', en: 'Unit' },
  spell: { zh: '法术', en: 'Spell' },
  gear: { zh: '装备', en: 'Gear' },
  rune: { zh: '符文', en: 'Rune' },
  legend: { zh: '传奇', en: 'Legend' },
  battlefield: { zh: '战场', en: 'Battlefield' },
};

/** RB 132.7: supertypes. */
export const SUPERTYPE_NAME: Record<NonNullable<CardDef['supertype']>, Text> = {
  champion: { zh: '英雄', en: 'Champion' },
  signature: { zh: '专属', en: 'Signature' },
  token: { zh: '衍生物', en: 'Token' },
  basic: { zh: '基础', en: 'Basic' },
};

/** RB 132.3: tags, printed in English on the card file; in Chinese as the cards' zh names read them. */
const TAG_ZH: Record<string, string> = {
  Ahri: '阿狸',
  Anivia: '艾尼维亚',
  Annie: '安妮',
  'Bandle City': '班德尔城',
  Bilgewater: '比尔吉沃特',
  Bird: '鸟',
  Cat: '猫',
  Demacia: '德玛西亚',
  Demon: '恶魔',
  Dog: '犬',
  Dragon: '龙',
  Draven: '德莱文',
  Elite: '精英',
  Equipment: '武装',
  Fae: '妖精',
  Fiora: '菲奥娜',
  Freljord: '弗雷尔卓德',
  Garen: '盖伦',
  Heimerdinger: '黑默丁格',
  Ionia: '艾欧尼亚',
  Ixtal: '以绪塔尔',
  Jinx: '金克丝',
  "Kai'Sa": '卡莎',
  'Lee Sin': '李青',
  Leona: '蕾欧娜',
  Lucian: '卢锡安',
  Lux: '拉克丝',
  'Master Yi': '易',
  Mech: '机甲',
  'Mount Targon': '巨神峰',
  Noxus: '诺克萨斯',
  Piltover: '皮尔特沃夫',
  Pirate: '海盗',
  Poro: '魄罗',
  Recruit: '新兵',
  Rengar: '雷恩加尔',
  Rumble: '兰博',
  Sentinel: '哨兵',
  'Shadow Isles': '暗影岛',
  Shen: '慎',
  Shurima: '恕瑞玛',
  Sivir: '希维尔',
  Spirit: '灵体',
  Teemo: '提莫',
  'The Void': '虚空',
  Trifarian: '崔法利',
  Udyr: '乌迪尔',
  Vi: '蔚',
  Viktor: '维克托',
  'Xin Zhao': '赵信',
  Yone: '永恩',
  Yordle: '约德尔人',
  Zaun: '祖安',
};

export function tagName(tag: string, lang: Lang): string {
  return lang === 'zh' ? (TAG_ZH[tag] ?? tag) : tag;
}

/** Keyword → its glossary rule (RB 731–747), whose title is the keyword's name in zh and en. */
export const KEYWORD_RULE: Record<string, string> = {
  accelerate: '731',
  action: '732',
  assault: '733',
  deathknell: '734',
  deflect: '735',
  ganking: '736',
  hidden: '737',
  legion: '738',
  reaction: '739',
  shield: '740',
  tank: '741',
  temporary: '742',
  vision: '743',
  equip: '744',
  'quick-draw': '745',
  repeat: '746',
  weaponmaster: '747',
};
/** Keywords that carry a number (RB 733.2, RB 740.2, RB 735.2). */
export const VALUED = new Set(['assault', 'shield', 'deflect']);

export function keywordName(k: string, lang: Lang): string {
  const t = TITLES[KEYWORD_RULE[k] ?? ''];
  return t ? t[lang === 'zh' ? 0 : 1] : k;
}

/** Columns a text takes in a terminal (CJK characters take two). */
function columns(text: string): number {
  let w = 0;
  for (const ch of text) w += ch.charCodeAt(0) > 0x2e80 ? 2 : 1;
  return w;
}

/** The rules text in a few words (about 70 columns; "…" says `look` shows more). */
export function shortText(text: string, lang: Lang): string {
  const max = 70;
  if (columns(text) <= max) return text;
  const sentences = text.split(lang === 'zh' ? /(?<=。)/ : /(?<=\.)\s/);
  let out = '';
  for (const s of sentences) {
    const next = out ? `${out}${lang === 'zh' ? '' : ' '}${s}` : s;
    if (columns(next) > max - 2) break;
    out = next;
  }
  if (out) return `${out} …`;
  let cut = '';
  for (const ch of sentences[0]) {
    if (columns(cut + ch) > max - 1) break;
    cut += ch;
  }
  return `${cut}…`;
}

/** A cost as a player reads it: "2 Energy, 1 Fury" / "2点能量，1点怒火之力" (RB 130). */
export function costText(c: CardDef, lang: Lang): string {
  if (!c.cost) return '';
  const zh = lang === 'zh';
  const parts = [zh ? `${c.cost.energy}点能量` : `${c.cost.energy} Energy`];
  const power = new Map<string, number>();
  for (const sym of c.cost.power) power.set(sym, (power.get(sym) ?? 0) + 1);
  for (const [sym, n] of power) {
    const d =
      sym === 'any'
        ? zh
          ? '任意领域'
          : 'any domain'
        : sym === 'own'
          ? c.domains.map((x) => DOMAIN_NAME[x][lang]).join('/')
          : DOMAIN_NAME[sym as Domain][lang];
    parts.push(zh ? `${n}点${d}之力` : `${n} ${d} Power`);
  }
  return parts.join(zh ? '，' : ', ');
}

/** "Unit · Champion · Fury · 5 Energy, 1 Fury Power · Might 4 · Annie, Noxus" */
export function kindLine(c: CardDef, lang: Lang): string {
  const zh = lang === 'zh';
  const type = TYPE_NAME[c.type][lang];
  const parts = [c.supertype ? `${type} · ${SUPERTYPE_NAME[c.supertype][lang]}` : type];
  if (c.domains.length) parts.push(c.domains.map((d) => DOMAIN_NAME[d][lang]).join('/'));
  if (c.cost) parts.push(costText(c, lang));
  if (c.might !== undefined) parts.push(zh ? `战力${c.might}` : `Might ${c.might}`);
  if (c.mightBonus !== undefined)
    parts.push(
      zh
        ? `战力加成${c.mightBonus >= 0 ? '+' : ''}${c.mightBonus}`
        : `Might Bonus ${c.mightBonus >= 0 ? '+' : ''}${c.mightBonus}`,
    );
  if (c.tags.length) parts.push(c.tags.map((t) => tagName(t, lang)).join(zh ? '、' : ', '));
  return parts.join(' · ');
}

function card(id: string, lang: Lang): CardText | undefined {
  const c = CARDS[id];
  if (!c) return undefined;
  const text = c.text?.[lang] ?? '';
  return { id, name: c.name[lang], kind: kindLine(c, lang), text, short: shortText(text, lang) };
}

const ZONE: Record<string, Text> = {
  deck: { zh: '主牌库', en: 'Main Deck' },
  'rune-deck': { zh: '符文牌库', en: 'Rune Deck' },
  hand: { zh: '手牌', en: 'Hand' },
  trash: { zh: '废牌堆', en: 'Trash' },
  banish: { zh: '放逐区', en: 'Banishment' },
  legend: { zh: '传奇区', en: 'Legend Zone' },
  champion: { zh: '英雄区', en: 'Champion Zone' },
  base: { zh: '基地', en: 'Base' },
  runes: { zh: '符文区', en: 'Rune Area' },
  aside: { zh: '暂放区', en: 'Set-aside zone' },
};

/** RB 105–107: a zone's name as the viewer reads it ("your Trash", "Battlefield 1"). */
export function zoneName(zoneId: string, viewer: PlayerId | null, lang: Lang): string {
  const zh = lang === 'zh';
  if (zoneId === 'chain') return zh ? '连锁' : 'the Chain';
  if (zoneId === 'battlefields') return zh ? '战场牌' : 'Battlefield cards';
  const bf = /^bf(\d+)(:facedown)?$/.exec(zoneId);
  if (bf) {
    const n = Number(bf[1]) + 1;
    if (bf[2]) return zh ? `第${n}战场的背面朝下区` : `Battlefield ${n} facedown zone`;
    return zh ? `第${n}战场` : `Battlefield ${n}`;
  }
  const m = /^p(\d+):(.+)$/.exec(zoneId);
  if (!m || !ZONE[m[2]]) return zoneId;
  const label = ZONE[m[2]][lang];
  const p = Number(m[1]);
  if (viewer === p) return zh ? `你的${label}` : `your ${label}`;
  if (viewer !== null) return zh ? `对手的${label}` : `opponent's ${label}`;
  return zh ? `玩家${p}的${label}` : `player ${p}'s ${label}`;
}

function findObject(view: StateView, id: ObjId): { o: ObjectView; zone: string } | null {
  for (const z of Object.values(view.zones)) {
    const o = z.objects.find((x) => x.id === id);
    if (o) return { o, zone: z.id };
  }
  return null;
}

function nameOf(o: ObjectView | undefined, lang: Lang): string {
  if (!o || o.hidden || !o.card) return lang === 'zh' ? '背面朝下的牌' : 'a facedown card';
  return CARDS[o.card]?.name[lang] ?? o.card;
}

/** Lines about a visible object: Might and keywords now, damage, buff, status, attachments. */
function describe(view: StateView, obj: ObjId, lang: Lang): string[] {
  const zh = lang === 'zh';
  const found = findObject(view, obj);
  if (!found || found.o.hidden || !found.o.card) return [];
  const { o } = found;
  const g = view.g as Partial<RbGameView> | null;
  const c = CARDS[o.card!];
  const d = (o.data ?? {}) as Record<string, unknown>;
  const out: string[] = [];
  const bits: string[] = [];
  const might = g?.might?.[obj];
  if (might !== undefined) {
    const printed = c?.might;
    bits.push(
      zh
        ? `当前战力 ${might}${printed !== undefined && printed !== might ? `（印刷值 ${printed}）` : ''}`
        : `Might now ${might}${printed !== undefined && printed !== might ? ` (printed ${printed})` : ''}`,
    );
  }
  const kws = Object.entries(g?.keywords?.[obj] ?? {})
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([k, n]) => (VALUED.has(k) ? `${keywordName(k, lang)} ${n}` : keywordName(k, lang)));
  if (kws.length) bits.push(`${zh ? '关键词' : 'keywords'}: ${kws.join(zh ? '、' : ', ')}`);
  if (bits.length) out.push(bits.join(' · '));
  const status: string[] = [];
  if (typeof d.damage === 'number' && d.damage > 0)
    status.push(zh ? `伤害 ${d.damage}` : `${d.damage} damage`);
  if (d.buff === 1) status.push(zh ? '有增益（战力+1）' : 'buffed (+1 Might)');
  if (d.exhausted) status.push(zh ? '横置' : 'exhausted');
  else if (might !== undefined || c?.type === 'rune' || c?.type === 'gear' || c?.type === 'legend')
    status.push(zh ? '活跃' : 'ready');
  if (d.stunned) status.push(zh ? '眩晕' : 'stunned');
  if (d.designation === 'attacker') status.push(zh ? '进攻方' : 'attacker');
  if (d.designation === 'defender') status.push(zh ? '防守方' : 'defender');
  if (d.token) status.push(zh ? '衍生物' : 'token');
  if (status.length) out.push(status.join(' · '));
  if (o.linkedTo !== undefined) {
    const to = findObject(view, o.linkedTo)?.o;
    out.push(zh ? `贴附于 ${nameOf(to, lang)}` : `attached to ${nameOf(to, lang)}`);
  }
  const attached = (o.linked ?? []).map((l) => findObject(view, l)?.o).filter((x) => x !== undefined);
  if (attached.length)
    out.push(
      zh
        ? `贴附的牌：${attached.map((x) => nameOf(x, lang)).join('、')}`
        : `attached: ${attached.map((x) => nameOf(x, lang)).join(', ')}`,
    );
  // A battlefield card: which one it is, who holds it (RB 184; the card's own controller, shown
  // above, is the player who brought it), whether it is contested (RB 184.3), and what is there.
  const bfIndex = g?.battlefields?.findIndex((b) => b.obj === obj) ?? -1;
  if (bfIndex >= 0) {
    const [, hold, ...here] = battlefieldLines(view, bfIndex, lang);
    out.push(`${zoneName(`bf${bfIndex}`, view.viewer, lang)} · ${hold}`, ...here);
  }
  return out;
}

function who(view: StateView, p: PlayerId | null, lang: Lang): string {
  const zh = lang === 'zh';
  if (p === null) return zh ? '无人' : 'nobody';
  if (p === view.viewer) return zh ? '你' : 'you';
  return view.viewer === null ? (zh ? `玩家${p}` : `player ${p}`) : zh ? '对手' : 'the opponent';
}

/** A battlefield: its card, controller, contest, and the units and facedown cards there. */
function battlefieldLines(view: StateView, i: number, lang: Lang): string[] {
  const zh = lang === 'zh';
  const g = view.g as Partial<RbGameView> | null;
  const bf = g?.battlefields?.[i];
  if (!bf) return [];
  const where = zoneName(`bf${i}`, view.viewer, lang);
  const head = `${nameOf(findObject(view, bf.obj)?.o, lang)}${zh ? `（${where}）` : ` (${where})`}`;
  const lines = [head];
  const state = [
    zh ? `战场控制：${who(view, bf.controller, lang)}` : `held by ${who(view, bf.controller, lang)}`,
  ];
  if (bf.contestedBy !== null)
    state.push(
      zh ? `被${who(view, bf.contestedBy, lang)}争夺` : `contested by ${who(view, bf.contestedBy, lang)}`,
    );
  lines.push(state.join(' · '));
  const here = view.zones[`bf${i}`]?.objects ?? [];
  const units = here.filter((o) => o.linkedTo === undefined);
  lines.push(
    `${zh ? '这里的牌' : 'here'}: ${
      units
        .map((o) => {
          const m = g?.might?.[o.id as number];
          return `${nameOf(o, lang)}${m !== undefined ? ` ${m}` : ''} (${who(view, o.controller, lang)})`;
        })
        .join(zh ? '；' : '; ') || '—'
    }`,
  );
  const down = view.zones[`bf${i}:facedown`]?.objects ?? [];
  if (down.length)
    lines.push(
      `${zh ? '背面朝下' : 'facedown'}: ${down.map((o) => `${nameOf(o, lang)} (${who(view, o.controller, lang)})`).join(zh ? '；' : '; ')}`,
    );
  return lines;
}

/** A place a menu option or a typed word names: a battlefield ("bf0", "move-bf1") or a base. */
function place(view: StateView, name: string, lang: Lang): string[] | null {
  const w = name.replace(/^move-/, '').trim();
  const m = /^bf(\d+)$/.exec(w);
  if (m) return battlefieldLines(view, Number(m[1]), lang);
  const b = /^p(\d+):base$/.exec(w);
  if (b) {
    const zh = lang === 'zh';
    const g = view.g as Partial<RbGameView> | null;
    const objs = (view.zones[w]?.objects ?? []).filter((o) => o.linkedTo === undefined);
    return [
      zoneName(w, view.viewer, lang),
      `${zh ? '这里的牌' : 'here'}: ${
        objs
          .map(
            (o) =>
              `${nameOf(o, lang)}${g?.might?.[o.id as number] !== undefined ? ` ${g.might[o.id as number]}` : ''}`,
          )
          .join(zh ? '；' : '; ') || '—'
      }`,
    ];
  }
  return null;
}

const IDS = Object.keys(CARDS);

export const PRESENT: Presentation = {
  cardIds: () => IDS,
  card,
  describe,
  place,
  zoneName,
};
