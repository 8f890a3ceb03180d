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

export type Catalog = Record<string, Text>;

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

export function renderArg(arg: MsgArg, lang: Lang, catalog: Catalog, namer?: CardNamer): string {
  if (Array.isArray(arg)) {
    return arg.map((a) => renderArg(a, lang, catalog, namer)).join(lang === 'zh' ? '、' : ', ');
  }
  if (isObjRef(arg)) {
    if (arg.hidden || !arg.card) return HIDDEN_CARD[lang];
    return namer?.(arg.card, lang) ?? arg.card;
  }
  if (isMsg(arg)) return renderMsg(arg, lang, catalog, namer);
  return String(arg);
}

export function renderMsg(m: Msg, lang: Lang, catalog: Catalog, namer?: CardNamer): string {
  const template = catalog[m.key]?.[lang];
  if (template === undefined) {
    const args = m.args ? Object.values(m.args).map((a) => renderArg(a, lang, catalog, namer)) : [];
    return args.length ? `${m.key}(${args.join(', ')})` : m.key;
  }
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const a = m.args?.[name];
    return a === undefined ? `{${name}}` : renderArg(a, lang, catalog, namer);
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
  'k.order-triggers': { zh: '{player} 排列已触发能力的顺序', en: '{player}: order your triggered abilities' },
  'k.choose-replacement': {
    zh: '{player} 选择先适用的置换效果',
    en: '{player}: choose which replacement effect applies first',
  },
  'k.game-over': { zh: '游戏结束：{result}', en: 'Game over: {result}' },
  'k.winner': { zh: '玩家{player}获胜', en: 'player {player} wins' },
  'k.draw': { zh: '平局', en: 'draw' },
  'k.player': { zh: '玩家{n}', en: 'player {n}' },
  'k.rollback': {
    zh: '宣言无法完成，回到宣言之前',
    en: 'The declaration cannot be completed; it is rolled back',
  },
  'k.state-check': { zh: '状态检查：{what}', en: 'State check: {what}' },
};
