/**
 * How 卡灵时代's cards and board read to a person (`arbiter cards`, `look` and `zones` in
 * `arbiter play`), in zh and en. Everything reads a view: set cards the viewer cannot see stay
 * hidden, and values after effects come from the view's board (`redactGame`).
 */
import type { CardText, Lang, ObjId, PlayerId, Presentation, StateView } from '@arbiter/kernel';
import { CARD_LIST, CARDS, type CardData } from './cards/data.ts';
import { EFFECTS } from './cards/effects.ts';
import type { GView } from './view.ts';

export const ATTR: Record<string, string> = {
  光: 'Light',
  电: 'Electric',
  暗: 'Dark',
  火: 'Fire',
  木: 'Wood',
  水: 'Water',
  土: 'Earth',
  冰: 'Ice',
  风: 'Wind',
  金: 'Metal',
  空: 'Void',
};

export const SERIES: Record<string, string> = {
  爬灵: 'Reptile',
  精灵: 'Sprite',
  鸟灵: 'Bird',
  龙灵: 'Dragon',
  兽灵: 'Beast',
  战灵: 'Warrior',
  法灵: 'Mage',
  植灵: 'Plant',
  水灵: 'Aqua',
  魔灵: 'Demon',
  虫灵: 'Insect',
  怪灵: 'Monster',
  岩灵: 'Rock',
  械灵: 'Machine',
};

const TYPE = {
  kaling: { zh: '卡灵', en: 'Kaling' },
  tactic: { zh: '战术', en: 'Tactic' },
  device: { zh: '设备', en: 'Device' },
};

const EFFECT_KIND = {
  act: { zh: '启动', en: 'Activated' },
  quick: { zh: '瞬发', en: 'Quick' },
  static: { zh: '永恒', en: 'Lasting' },
  move: { zh: '招式', en: 'Move' },
};

const PHASE: Record<string, { zh: string; en: string }> = {
  setup: { zh: '准备', en: 'setup' },
  draw: { zh: '抽牌阶段', en: 'draw phase' },
  action: { zh: '行动阶段', en: 'action phase' },
  end: { zh: '结束阶段', en: 'end phase' },
};

export function phaseName(phase: string, lang: Lang): string {
  return PHASE[phase]?.[lang] ?? phase;
}

export function cardName(c: CardData, lang: Lang): string {
  return lang === 'zh' ? c.zh : c.en;
}

/** "Lv2 Kaling · Light · Dragon · 2/5/1"; "Tactic · cost 2"; "Device · cost 1 · GP 2" */
export function kindLine(c: CardData, lang: Lang): string {
  const zh = lang === 'zh';
  const attrs = c.attrs.map((a) => (zh ? `${a}属` : ATTR[a])).join('/');
  if (c.type === 'kaling') {
    const series = c.series ? (zh ? c.series : (SERIES[c.series] ?? c.series)) : '';
    return [zh ? `${c.lv}级卡灵` : `Lv${c.lv} Kaling`, attrs, series, `${c.ap}/${c.dp}/${c.sp}`]
      .filter(Boolean)
      .join(' · ');
  }
  return [TYPE[c.type][lang], attrs, zh ? `耗能 ${c.lv}` : `cost ${c.lv}`, c.gp ? `GP ${c.gp}` : '']
    .filter(Boolean)
    .join(' · ');
}

/** Each effect as "[Quick] Name: text". */
export function effectLines(id: string, lang: Lang): string[] {
  return (EFFECTS[id] ?? []).map(
    (e) => `[${EFFECT_KIND[e.kind][lang]}]${e.name ? ` ${e.name[lang]}` : ''}: ${e.text[lang]}`,
  );
}

/** The effects in a few words: their names (or the first words of a nameless one). */
export function shortEffects(id: string, lang: Lang): string {
  const effs = EFFECTS[id] ?? [];
  const parts = effs.map((e) => {
    if (e.name) return e.name[lang];
    const t = e.text[lang];
    const max = lang === 'zh' ? 14 : 28;
    return t.length > max ? `${t.slice(0, max - 1)}…` : t;
  });
  return parts.join(lang === 'zh' ? '、' : ', ');
}

function card(id: string, lang: Lang): CardText | undefined {
  const c = CARDS[id];
  if (!c) return undefined;
  const lines = effectLines(id, lang);
  return {
    id,
    name: cardName(c, lang),
    kind: kindLine(c, lang),
    text: lines.length ? lines.join('\n') : lang === 'zh' ? '（无效果）' : '(no effect)',
    short: shortEffects(id, lang),
  };
}

export function cellName(c: number): string {
  return String.fromCharCode(65 + (c % 5)) + String(Math.floor(c / 5) + 1);
}

function parseCell(name: string): number | null {
  const m = /^([A-Ea-e])([1-5])$/.exec(name.trim());
  return m ? (Number(m[2]) - 1) * 5 + (m[1].toUpperCase().charCodeAt(0) - 65) : null;
}

function who(p: number, viewer: PlayerId | null, lang: Lang): string {
  if (viewer !== null && p === viewer) return lang === 'zh' ? '你' : 'you';
  // Two seats: the other one is the opponent, as in the board's header and the log.
  if (viewer !== null) return lang === 'zh' ? '对手' : 'the opponent';
  return lang === 'zh' ? `玩家${p}` : `player ${p}`;
}

/** Lines about the card on a cell of the view's board. */
function cellLines(view: StateView, c: number, lang: Lang): string[] {
  const zh = lang === 'zh';
  const g = view.g as GView;
  const b = g.board[c];
  if (g.sealed.includes(c)) return [zh ? `${cellName(c)}：封锁` : `${cellName(c)}: sealed`];
  if (!b) return [zh ? `${cellName(c)}：空` : `${cellName(c)}: empty`];
  const [id, owner, ctrl, ap, dp, sp, down, gp] = b;
  const head = `${cellName(c)} · ${zh ? '控制者' : 'controlled by'} ${who(ctrl, view.viewer, lang)}${owner !== ctrl ? ` · ${zh ? '拥有者' : 'owned by'} ${who(owner, view.viewer, lang)}` : ''}`;
  if (!id)
    return [zh ? `${cellName(c)}：盖卡（你看不到）` : `${cellName(c)}: a set card (hidden from you)`, head];
  const def = CARDS[id];
  const t = card(id, lang)!;
  const out = [
    `${g.cells[c] > 0 ? `#${g.cells[c]} ` : ''}${t.name}  ${t.kind}`,
    ...t.text.split('\n').map((l) => `  ${l}`),
    head,
  ];
  if (down) out.push(zh ? '盖伏（对手看不到）' : 'set face down (hidden from the opponent)');
  else if (def.type === 'kaling') {
    const changed = ap !== def.ap || dp !== def.dp || sp !== def.sp;
    out.push(
      zh
        ? `当前 AP/DP/SP ${ap}/${dp}/${sp}${changed ? `（印刷值 ${def.ap}/${def.dp}/${def.sp}）` : ''}`
        : `AP/DP/SP now ${ap}/${dp}/${sp}${changed ? ` (printed ${def.ap}/${def.dp}/${def.sp})` : ''}`,
    );
  } else if (gp) out.push(`GP ${gp}`);
  return out;
}

const ZONE: Record<string, { zh: string; en: string }> = {
  deck: { zh: '卡组', en: 'Deck' },
  hand: { zh: '手牌', en: 'Hand' },
  discard: { zh: '弃牌区', en: 'discard pile' },
};

export const PRESENT: Presentation = {
  cardIds: () => CARD_LIST.map((c) => c.id),
  card,
  describe(view: StateView, obj: ObjId, lang: Lang): string[] {
    const g = view.g as GView;
    const c = g.cells.indexOf(obj);
    if (c < 0) return [];
    // The card's own lines were printed already: add what the board says about it now.
    return cellLines(view, c, lang).slice(-1);
  },
  place(view: StateView, name: string, lang: Lang): string[] | null {
    const c = parseCell(name);
    return c === null ? null : cellLines(view, c, lang);
  },
  zoneName(zoneId: string, viewer: PlayerId | null, lang: Lang): string {
    if (zoneId === 'field') return lang === 'zh' ? '战场' : 'Field';
    const [p, name] = zoneId.split(':');
    const label = ZONE[name]?.[lang] ?? name;
    const mine = viewer !== null && p === `p${viewer}`;
    return lang === 'zh' ? `${mine ? '你的' : '对手的'}${label}` : `${mine ? 'your' : "opponent's"} ${label}`;
  },
};
