/**
 * Bilingual messages. Engine output never carries finished sentences: it carries a message key
 * and arguments, rendered in zh-CN or en from the game's catalog when someone reads it. This keeps
 * the hot loop cheap and lets one log be read in either language.
 */
export type Lang = 'zh' | 'en';

/** A reference to a game object inside a message; redaction may hide which card it is. */
export interface ObjRef {
  obj: number;
  card?: string;
  hidden?: true;
  /** Set when everyone could see the object as the message was made (so it stays named after the
   * object's last known information is gone). */
  pub?: true;
}

export type MsgArg = string | number | boolean | ObjRef | Msg | MsgArg[];

export interface Msg {
  key: string;
  args?: Record<string, MsgArg>;
}

/** Templates use `{name}` placeholders. */
export interface Text {
  zh: string;
  en: string;
}

/**
 * A catalog entry. `you` is the wording used when the message's `player` argument is the reader
 * (rendering with a reader: "You draw 2" instead of "Player 0 draws 2"); without it, zh replaces
 * "玩家{player}" by "你", and en reads "Player {player} draws" as "You draw" (`youInEnglish`).
 */
export type CatalogEntry = Text & { you?: Partial<Text> };

export type Catalog = Record<string, CatalogEntry>;

/** Looks up card names for ObjRef arguments. */
export type CardNamer = (cardId: string, lang: Lang) => string | undefined;

export function msg(key: string, args?: Record<string, MsgArg>): Msg {
  return args ? { key, args } : { key };
}

export function isMsg(v: unknown): v is Msg {
  return typeof v === 'object' && v !== null && typeof (v as Msg).key === 'string';
}

function isObjRef(v: unknown): v is ObjRef {
  return typeof v === 'object' && v !== null && typeof (v as ObjRef).obj === 'number';
}

const HIDDEN_CARD: Text = { zh: '一张背面朝上的牌', en: 'a hidden card' };

export function renderArg(
  arg: MsgArg,
  lang: Lang,
  catalog: Catalog,
  namer?: CardNamer,
  reader?: number,
): string {
  if (Array.isArray(arg)) {
    return arg.map((a) => renderArg(a, lang, catalog, namer, reader)).join(lang === 'zh' ? '、' : ', ');
  }
  if (isObjRef(arg)) {
    if (arg.hidden || !arg.card) return HIDDEN_CARD[lang];
    return namer?.(arg.card, lang) ?? arg.card;
  }
  if (isMsg(arg)) return renderMsg(arg, lang, catalog, namer, reader);
  return String(arg);
}

/** The template of an entry as `reader` reads it: the `you` wording when the message is about them. */
function templateFor(entry: CatalogEntry, m: Msg, lang: Lang, reader: number | undefined): string {
  if (reader === undefined || m.args?.player !== reader) return entry[lang];
  const own = entry.you?.[lang];
  if (own !== undefined) return own;
  if (lang === 'zh') return entry.zh.replace(/玩家\{player\}的/g, '你的').replace(/玩家\{player\}/g, '你');
  return youInEnglish(entry.en);
}

const IRREGULAR: Record<string, string> = { has: 'have', is: 'are', was: 'were', does: 'do', goes: 'go' };

/** "Player {player} draws 2" → "You draw 2"; "player {player}'s" → "your"; elsewhere → "you". */
export function youInEnglish(template: string): string {
  return template
    .replace(/^([Pp])layer \{player\}'s\b/, (_, p: string) => (p === 'P' ? 'Your' : 'your'))
    .replace(/^[Pp]layer \{player\} ([\w-]+)/, (_, verb: string) => `You ${baseForm(verb)}`)
    .replace(/\b[Pp]layer \{player\}'s\b/g, 'your')
    .replace(/\b[Pp]layer \{player\}/g, 'you');
}

function baseForm(verb: string): string {
  if (IRREGULAR[verb]) return IRREGULAR[verb];
  if (/(ss|sh|ch|x|z)es$/.test(verb)) return verb.slice(0, -2);
  if (/[^aeiou]ies$/.test(verb)) return `${verb.slice(0, -3)}y`;
  if (/[^s]s$/.test(verb)) return verb.slice(0, -1);
  return verb;
}

/**
 * Renders a message in a language. With a `reader` (a seat), messages about that player use the
 * catalog's "you" wording.
 */
export function renderMsg(m: Msg, lang: Lang, catalog: Catalog, namer?: CardNamer, reader?: number): string {
  const entry = catalog[m.key];
  if (entry === undefined) {
    const args = m.args ? Object.values(m.args).map((a) => renderArg(a, lang, catalog, namer, reader)) : [];
    return args.length ? `${m.key}(${args.join(', ')})` : m.key;
  }
  return templateFor(entry, m, lang, reader).replace(/\{(\w+)\}/g, (_, name: string) => {
    const a = m.args?.[name];
    return a === undefined ? `{${name}}` : renderArg(a, lang, catalog, namer, reader);
  });
}

/** Messages every game shares; games add their own keys on top. */
export const KERNEL_CATALOG: Catalog = {
  'k.pass': { zh: '让过', en: 'Pass' },
  'k.concede': { zh: '认输', en: 'Concede' },
  'k.conceded': { zh: '玩家{player}认输', en: 'player {player} conceded' },
  'k.done': { zh: '完成', en: 'Done' },
  'k.yes': { zh: '是', en: 'Yes' },
  'k.no': { zh: '否', en: 'No' },
  'k.triggered-times': { zh: '已触发{n}次', en: 'triggered {n} times' },
  'k.order-triggers': {
    zh: '{player} 排列已触发能力的顺序',
    en: '{player}: order your triggered abilities',
    you: { zh: '排列你已触发能力的顺序', en: 'Order your triggered abilities' },
  },
  'k.choose-replacement': {
    zh: '{player} 选择先适用的置换效果',
    en: '{player}: choose which replacement effect applies first',
    you: { zh: '选择先适用的置换效果', en: 'Choose which replacement effect applies first' },
  },
  'k.game-over': { zh: '游戏结束：{result}', en: 'Game over: {result}' },
  'k.game-over-why': { zh: '游戏结束：{result}。原因：{reason}', en: 'Game over: {result}. Why: {reason}' },
  'k.winner': { zh: '玩家{player}获胜', en: 'player {player} wins', you: { en: 'you win' } },
  'k.draw': { zh: '平局', en: 'draw' },
  'k.player': { zh: '玩家{n}', en: 'player {n}' },
  'k.you': { zh: '你', en: 'you' },
  'k.rollback': {
    zh: '宣言无法完成，回到宣言之前',
    en: 'The declaration cannot be completed; it is rolled back',
  },
  'k.state-check': { zh: '状态检查：{what}', en: 'State check: {what}' },
};
