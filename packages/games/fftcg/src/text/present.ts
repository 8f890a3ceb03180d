/**
 * How FF-TCG's cards and table read to a person (`arbiter cards`, `look` and `zones` in `arbiter
 * play`). Everything here reads a view, so it shows only what the viewer may see; the values after
 * continuous effects come from the view's `now` table (added by `viewGame`).
 */
import type {
  CardText,
  Decision,
  Lang,
  ObjId,
  PlayerId,
  Presentation,
  State,
  StateView,
} from '@arbiter/kernel';
import cardFile from '../cards/cards.json' with { type: 'json' };
import { CARDS } from '../cards/cards.ts';
import { COUNTER_NAMES } from '../cards/counters.ts';
import type { CardDef, Kw } from '../cards/schema.ts';
import { KEYWORDS } from '../cards/schema.ts';
import { chars } from '../rules/11-layers.ts';
import type { G } from '../state.ts';
import { CATALOG } from './catalog.ts';

export const TYPE: Record<string, { zh: string; en: string }> = {
  forward: { zh: '前锋', en: 'Forward' },
  backup: { zh: '后卫', en: 'Backup' },
  monster: { zh: '怪物', en: 'Monster' },
  summon: { zh: '召唤兽', en: 'Summon' },
};
export const EL: Record<string, { zh: string; en: string }> = {
  fire: { zh: '火', en: 'Fire' },
  ice: { zh: '冰', en: 'Ice' },
  wind: { zh: '风', en: 'Wind' },
  earth: { zh: '土', en: 'Earth' },
  lightning: { zh: '雷', en: 'Lightning' },
  water: { zh: '水', en: 'Water' },
  light: { zh: '光', en: 'Light' },
  dark: { zh: '暗', en: 'Dark' },
};
/** Keyword names: the catalog's (one wording for the log, the board and card details). */
export const KEYWORD = Object.fromEntries(KEYWORDS.map((k) => [k, CATALOG[`kw.${k}`]])) as Record<
  Kw,
  { zh: string; en: string }
>;

/** Job names in Chinese (the card file has them in English, FFTCG 6.6.4). */
const JOB_ZH: Record<string, string> = {
  Archer: '弓箭手',
  Assassin: '刺客',
  Beast: '野兽',
  Captain: '队长',
  Construct: '构造体',
  Dancer: '舞者',
  Engineer: '工程师',
  Exile: '流放者',
  Giant: '巨人',
  Guard: '卫兵',
  Herald: '传令官',
  Knight: '骑士',
  Lancer: '枪兵',
  Mage: '魔法师',
  Monk: '武僧',
  Oracle: '神谕者',
  Paladin: '圣骑士',
  Priest: '祭司',
  Queen: '女王',
  Reaper: '死神',
  Rider: '骑手',
  Scholar: '学者',
  Scout: '斥候',
  Shepherd: '牧羊人',
  Soldier: '士兵',
  Spirit: '精灵',
  Sprite: '小妖精',
  Squire: '侍从',
  'Standard-bearer': '旗手',
  Summoner: '召唤师',
  Thief: '盗贼',
  Twin: '双子',
  Warrior: '战士',
  Worker: '工人',
};

export function jobName(job: string, lang: Lang): string {
  return lang === 'zh' ? (JOB_ZH[job] ?? job) : job;
}

const ZONE: Record<string, { zh: string; en: string }> = {
  deck: { zh: '卡组', en: 'Deck' },
  hand: { zh: '手牌', en: 'Hand' },
  field: { zh: '战场', en: 'Field' },
  damage: { zh: '伤害区', en: 'Damage Zone' },
  break: { zh: '损毁区', en: 'Break Zone' },
  removed: { zh: '移除区', en: 'Removed from game' },
};

/** "Forward · Fire/Ice · cost 4 · 8000 · Knight" */
export function kindLine(c: CardDef, lang: Lang): string {
  const zh = lang === 'zh';
  const parts = [
    TYPE[c.type][lang],
    c.els.map((e) => EL[e][lang]).join('/'),
    zh ? `费用 ${c.cost}${c.x ? '+X' : ''}` : `cost ${c.cost}${c.x ? '+X' : ''}`,
  ];
  if (c.power !== undefined) parts.push(zh ? `力量 ${c.power}` : `${c.power} power`);
  if (c.job) parts.push(jobName(c.job, lang));
  if (c.ex) parts.push(zh ? '极限爆发' : 'EX Burst');
  return parts.join(' · ');
}

export function counterName(key: string, lang: Lang): string {
  return COUNTER_NAMES[key]?.[lang] ?? key;
}

/** Columns a text takes in a terminal (CJK characters take two). */
function columns(text: string): number {
  let w = 0;
  for (const ch of text) w += ch.charCodeAt(0) > 0x2e80 ? 2 : 1;
  return w;
}

/**
 * The rules text in a few words, measured in terminal columns so that zh and en keep the same
 * amount: the whole text when it fits in about 70 columns; else the sentences that fit followed by
 * "…" (so the player knows there is more: `look` shows it all); a first sentence too long is cut.
 */
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

/** What a player's view of `g` adds to the game's data: values after continuous effects. */
export interface Now {
  /** Field object id → [power, keyword bits] after layers (FFTCG 11.12.4). */
  now: Record<number, [number, number]>;
}

/** `redactGame`: nothing in `g` is secret; the view gains each field character's current values. */
export function viewGame(g: G, _viewer: PlayerId | null, state: State<G>): G & Now {
  const now: Record<number, [number, number]> = {};
  const field = [...state.zones['p0:field'].objects, ...state.zones['p1:field'].objects];
  if (field.length) {
    const all = chars(state);
    for (const id of field) {
      const c = all[id];
      if (c) now[id] = [c.power, c.keywordBits];
    }
  }
  return { ...g, now };
}

function card(id: string, lang: Lang): CardText | undefined {
  const c = CARDS[id];
  if (!c) return undefined;
  return {
    id,
    name: c.name[lang],
    kind: kindLine(c, lang),
    text: c.text[lang],
    short: shortText(c.text[lang], lang),
  };
}

const BASE_IDS = (cardFile as { id: string }[]).map((c) => c.id);

export const PRESENT: Presentation = {
  cardIds: () => BASE_IDS,
  card,
  describe(view: StateView, obj: ObjId, lang: Lang): string[] {
    const zh = lang === 'zh';
    const g = view.g as (G & Partial<Now>) | null;
    let o: StateView['zones'][string]['objects'][number] | undefined;
    for (const z of Object.values(view.zones)) o ??= z.objects.find((x) => x.id === obj);
    if (!o?.card) return [];
    const c = CARDS[o.card];
    const d = o.data ?? {};
    const out: string[] = [];
    const now = g?.now?.[obj];
    if (now) {
      const [power, kw] = now;
      const kws = KEYWORDS.filter((_k, i) => kw & (1 << i)).map((k) => KEYWORD[k][lang]);
      if (c?.power !== undefined || power)
        out.push(
          zh
            ? `当前力量 ${power}${c?.power !== undefined && power !== c.power ? `（印刷值 ${c.power}）` : ''}`
            : `power now ${power}${c?.power !== undefined && power !== c.power ? ` (printed ${c.power})` : ''}`,
        );
      if (kws.length) out.push(`${zh ? '关键字' : 'keywords'}: ${kws.join(', ')}`);
    }
    const status: string[] = [];
    if (d.dull) status.push(zh ? '休止' : 'dull');
    else if (now) status.push(zh ? '行动' : 'active');
    if (d.frozen) status.push(zh ? '冻结' : 'frozen');
    if (d.damage) status.push(zh ? `受到伤害 ${d.damage}` : `${d.damage} damage`);
    for (const [k, v] of Object.entries((d.counters ?? {}) as Record<string, number>))
      status.push(zh ? `${counterName(k, lang)}指示物×${v}` : `${v} ${counterName(k, lang)} counter(s)`);
    if (g?.combat?.ids.includes(obj)) status.push(zh ? '攻击中' : 'attacking');
    if (g?.combat?.blk === obj) status.push(zh ? '防御中' : 'blocking');
    if (status.length) out.push(status.join(', '));
    return out;
  },
  /**
   * A priority stop whose only answer is "pass" means nothing in hand or on the field can be paid
   * for or used now (FFTCG 11.1.1, FFTCG 11.2); in the player's own main phase, passing also lets
   * the phase end (FFTCG 9.3.1.4), which is what surprises a player when a client passes for them.
   */
  onlyChoice(view: StateView, d: Decision, lang: Lang): string | null {
    if (d.kind !== 'priority') return null;
    const g = view.g as G | null;
    const zh = lang === 'zh';
    const stackEmpty = (view.stack?.length ?? 0) === 0 && (view.zones.stack?.count ?? 0) === 0;
    const ownMain = g && stackEmpty && g.tp === view.viewer && (g.phase === 'main1' || g.phase === 'main2');
    if (ownMain)
      return zh
        ? `现在没有你能支付费用的卡或技能，所以让过；对手也让过时你的${g.phase === 'main1' ? '第1' : '第2'}主阶段结束（输入 hold 可在此停下）`
        : `nothing in your hand or on your field can be paid for now, so you pass; Main ${g.phase === 'main1' ? '1' : '2'} ends when the opponent passes too (type "hold" to stop here)`;
    return zh ? '现在没有你能支付费用的卡或技能' : 'nothing you can pay for or use now';
  },
  zoneName(zoneId: string, viewer: PlayerId | null, lang: Lang): string {
    const [who, name] = zoneId.includes(':') ? zoneId.split(':') : [null, zoneId];
    const label = name === 'stack' ? (lang === 'zh' ? '堆叠区' : 'Stack') : (ZONE[name]?.[lang] ?? name);
    if (who === null) return label;
    const mine = viewer !== null && who === `p${viewer}`;
    return lang === 'zh' ? `${mine ? '你的' : '对手的'}${label}` : `${mine ? 'your' : "opponent's"} ${label}`;
  },
};
