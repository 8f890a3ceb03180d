/**
 * zh-CN and English, switchable at any time: every text of the interface is a key here, every text
 * from the engine is a message rendered from the game's catalog (games.ts). The choice is kept in
 * localStorage and applied to the whole page at once (a context), so switching never loses a game.
 */
import type { Lang } from '@arbiter/kernel';
import { type ComponentChildren, createContext } from 'preact';
import { useContext, useEffect, useMemo, useState } from 'preact/hooks';

const UI = {
  appTitle: { zh: 'Arbiter 裁判', en: 'Arbiter' },
  tagline: { zh: '按完整规则对局、观战与复盘', en: 'Play, watch and replay by the complete rules' },
  lobby: { zh: '大厅', en: 'Lobby' },
  replay: { zh: '复盘', en: 'Replay' },
  language: { zh: '语言', en: 'Language' },
  switchLang: { zh: 'English', en: '中文' },
  connecting: { zh: '正在连接服务器…', en: 'Connecting to the server…' },
  offline: { zh: '与服务器的连接已断开，正在重连…', en: 'Connection lost; reconnecting…' },
  // lobby
  newGame: { zh: '新对局', en: 'New game' },
  chooseGame: { zh: '选择游戏', en: 'Choose a game' },
  planned: { zh: '制作中', en: 'coming' },
  players: { zh: '人数', en: 'Players' },
  seat: { zh: '座位 {n}', en: 'Seat {n}' },
  you: { zh: '你', en: 'You' },
  ai: { zh: 'AI', en: 'AI' },
  invite: { zh: '邀请好友', en: 'Invite a person' },
  strength: { zh: '强度', en: 'Strength' },
  agentRandom: { zh: '入门（随机）', en: 'Beginner (random)' },
  agentGreedy: { zh: '中等（贪心）', en: 'Medium (greedy)' },
  agentMcts: { zh: '强（蒙特卡洛树搜索）', en: 'Strong (tree search)' },
  deck: { zh: '卡组', en: 'Deck' },
  readyDeck: { zh: '预组：{name}（{n}张）', en: 'Ready deck: {name} ({n} cards)' },
  pasteDeck: { zh: '粘贴卡组文件…', en: 'Paste a deck file…' },
  deckHelp: {
    zh: 'JSON 或 YAML：name、cards（卡牌编号 → 张数），可选 extra',
    en: 'JSON or YAML: name, cards (card id → copies), optional extra',
  },
  deckOk: { zh: '卡组合法（{n}张）', en: 'Legal deck ({n} cards)' },
  deckBad: { zh: '卡组有 {n} 处不合规：', en: '{n} problem(s) with this deck:' },
  deckUnreadable: { zh: '无法读取卡组文件：{why}', en: 'Cannot read the deck file: {why}' },
  timeLimit: { zh: '每次决定的时限', en: 'Time per decision' },
  seed: { zh: '种子（可选）', en: 'Seed (optional)' },
  seedHelp: {
    zh: '同一个种子发同样的牌：重玩一局或练习同一局面。只在对手全是电脑时可用。',
    en: 'The same seed deals the same cards: play a deal again or practise it. Only against AI seats.',
  },
  noLimit: { zh: '不限时', en: 'no limit' },
  seconds: { zh: '{n} 秒', en: '{n} s' },
  listed: { zh: '公开到大厅（任何人可入座或观战）', en: 'List in the lobby (anyone may sit or watch)' },
  create: { zh: '开始对局', en: 'Start the game' },
  creating: { zh: '正在建桌…', en: 'Creating the table…' },
  openTables: { zh: '公开的牌桌', en: 'Open tables' },
  noTables: { zh: '暂无公开牌桌', en: 'No open tables' },
  takeSeat: { zh: '入座', en: 'Take a seat' },
  watch: { zh: '观战', en: 'Watch' },
  waiting: { zh: '等待入座', en: 'waiting' },
  playing: { zh: '进行中', en: 'playing' },
  finished: { zh: '已结束', en: 'finished' },
  broken: { zh: '已损坏', en: 'broken' },
  myGames: { zh: '我的对局', en: 'My games' },
  resume: { zh: '继续', en: 'Resume' },
  forget: { zh: '移除', en: 'Forget' },
  seatsFree: { zh: '空位 {n}', en: '{n} free' },
  // table
  table: { zh: '牌桌', en: 'Table' },
  turn: { zh: '回合', en: 'Turn' },
  yourDecision: { zh: '轮到你决定', en: 'Your decision' },
  waitingFor: { zh: '等待 {who} 决定', en: 'Waiting for {who}' },
  spectating: { zh: '观战中', en: 'Watching' },
  player: { zh: '玩家{n}', en: 'Player {n}' },
  youMark: { zh: '（你）', en: ' (you)' },
  aiMark: { zh: '（AI {agent}）', en: ' (AI {agent})' },
  // The agents' short names beside a seat (the lobby's strength list says more).
  aiRandom: { zh: '随机', en: 'random' },
  aiGreedy: { zh: '贪心', en: 'greedy' },
  aiMcts: { zh: '树搜索', en: 'tree search' },
  clock: { zh: '剩余 {s} 秒', en: '{s} s left' },
  timedOut: { zh: '{who} 超时，由后备规则代为决定', en: "{who}'s time ran out; the fallback answered" },
  titleYourTurn: { zh: '● 轮到你 — Arbiter', en: '● Your turn — Arbiter' },
  rule: { zh: '规则', en: 'Rule' },
  confirm: { zh: '确定', en: 'Confirm' },
  chooseNone: { zh: '都不选', en: 'Choose none' },
  chooseCount: { zh: '选择 {min}–{max} 项（已选 {n}）', en: 'Choose {min}–{max} (chosen {n})' },
  orderHelp: {
    zh: '拖动、用箭头或选择序号排列，最上面的最先',
    en: 'Drag, use the arrows or choose a place number to order; the top one comes first',
  },
  numberHelp: { zh: '选择 {min} 到 {max} 之间的整数', en: 'Choose a whole number from {min} to {max}' },
  distHelp: {
    zh: '把 {total} 分配给各项（剩余 {left}）',
    en: 'Share {total} among the items ({left} left)',
  },
  keysHelp: {
    zh: '键盘：数字键 1–9 选择选项，Tab 在选项间移动，空格或回车按下，回车确定',
    en: 'Keys: 1–9 choose an option, Tab moves between options, Space or Enter presses one, Enter confirms',
  },
  moveUp: { zh: '上移', en: 'Move up' },
  placeOf: { zh: '第 {n} 位（选择新位置）', en: 'Place {n} (choose another place)' },
  moveDown: { zh: '下移', en: 'Move down' },
  less: { zh: '减少', en: 'Less' },
  more: { zh: '增加', en: 'More' },
  refused: { zh: '这个决定不被规则允许：{why}', en: 'The rules refuse that: {why}' },
  log: { zh: '规则追踪', en: 'Rule trace' },
  logHelp: { zh: '点击规则编号查看条文', en: 'Click a rule id to read the rule' },
  ruleNotListed: {
    zh: '该游戏的规则列表中没有这一条',
    en: "This rule is not in the game's rule list",
  },
  ruleParent: { zh: '（列表中最接近的上级条目：{id}）', en: '(nearest rule above it in the list: {id})' },
  status_implemented: { zh: '已实现', en: 'implemented' },
  'status_stand-in': { zh: '替代规则', en: 'stand-in' },
  'status_not-applicable': { zh: '不适用', en: 'not applicable' },
  status_unused: { zh: '卡池未用到', en: 'unused by the card pool' },
  status_missing: { zh: '未实现', en: 'missing' },
  close: { zh: '关闭', en: 'Close' },
  concede: { zh: '认输', en: 'Concede' },
  concedeConfirm: { zh: '确定认输吗？', en: 'Concede the game?' },
  over: { zh: '对局结束', en: 'Game over' },
  youWin: { zh: '你赢了！', en: 'You win!' },
  youLose: { zh: '你输了', en: 'You lose' },
  draw: { zh: '平局', en: 'Draw' },
  winners: { zh: '胜者：{who}', en: 'Winner: {who}' },
  conceded: { zh: '{who} 认输', en: '{who} conceded' },
  openReplay: { zh: '打开复盘', en: 'Open the replay' },
  downloadRecord: { zh: '下载记录', en: 'Download the record' },
  backToLobby: { zh: '回到大厅', en: 'Back to the lobby' },
  inviteLinks: { zh: '邀请链接（发给对手）', en: 'Invitation links (send to the other players)' },
  spectatorLink: { zh: '观战链接', en: 'Spectator link' },
  copy: { zh: '复制', en: 'Copy' },
  copied: { zh: '已复制', en: 'Copied' },
  waitingPlayers: { zh: '等待其他玩家入座…', en: 'Waiting for the other players to join…' },
  noToken: {
    zh: '这个链接缺少座位口令；请使用邀请链接。',
    en: 'This link has no seat token; use the invitation link.',
  },
  hand: { zh: '手牌', en: 'Hand' },
  handCount: { zh: '手牌 {n}', en: 'Hand {n}' },
  deckCount: { zh: '卡组 {n}', en: 'Deck {n}' },
  cards: { zh: '{n} 张', en: '{n} cards' },
  empty: { zh: '（空）', en: '(empty)' },
  card: { zh: '卡牌', en: 'Card' },
  zone: { zh: '区域', en: 'Zone' },
  inspectHelp: { zh: '点击卡牌查看详情', en: 'Click a card for its details' },
  zones: { zh: '区域', en: 'Zones' },
  // replay
  replayTitle: { zh: '复盘查看器', en: 'Replay viewer' },
  openFile: { zh: '打开记录文件', en: 'Open a record file' },
  openTable: { zh: '或输入已结束牌桌的编号', en: 'or the id of a finished table' },
  load: { zh: '载入', en: 'Load' },
  step: { zh: '第 {i} / {n} 步', en: 'Step {i} / {n}' },
  first: { zh: '开头', en: 'Start' },
  back: { zh: '后退', en: 'Back' },
  forward: { zh: '前进', en: 'Forward' },
  last: { zh: '结尾', en: 'End' },
  viewAs: { zh: '视角', en: 'View as' },
  spectator: { zh: '观众', en: 'Spectator' },
  decisions: { zh: '决定列表', en: 'Decisions' },
  branch: { zh: '从这里分支，与 AI 对局', en: 'Branch from here against the AI' },
  branchSeat: { zh: '你执 {who}', en: 'You play {who}' },
  finalMatches: { zh: '终局与记录一致（{hash}）', en: 'Final position matches the record ({hash})' },
  finalDiffers: {
    zh: '终局与记录不一致：{a} ≠ {b}',
    en: 'Final position differs from the record: {a} ≠ {b}',
  },
  replayBad: { zh: '无法复盘：{why}', en: 'Cannot replay: {why}' },
  decided: { zh: '{who}：{what}', en: '{who}: {what}' },
  error: { zh: '错误：{why}', en: 'Error: {why}' },
  notFound: { zh: '找不到这个页面', en: 'No such page' },
} satisfies Record<string, { zh: string; en: string }>;

export type UiKey = keyof typeof UI;
export type Args = Record<string, string | number>;

export function translate(lang: Lang, key: UiKey, args: Args = {}): string {
  return UI[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => (k in args ? String(args[k]) : `{${k}}`));
}

export interface LangApi {
  lang: Lang;
  setLang(lang: Lang): void;
  t(key: UiKey, args?: Args): string;
}

const STORE_KEY = 'arbiter.lang';

export function initialLang(): Lang {
  try {
    const saved = globalThis.localStorage?.getItem(STORE_KEY);
    if (saved === 'zh' || saved === 'en') return saved;
  } catch {
    // storage may be unavailable (private mode): fall through to the browser's language
  }
  const nav = globalThis.navigator?.language ?? 'zh';
  return nav.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

const LangContext = createContext<LangApi>({
  lang: 'en',
  setLang: () => {},
  t: (key, args) => translate('en', key, args),
});

export function LangProvider(props: { initial?: Lang; children: ComponentChildren }) {
  const [lang, setLangState] = useState<Lang>(props.initial ?? initialLang());
  useEffect(() => {
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  }, [lang]);
  const api = useMemo<LangApi>(
    () => ({
      lang,
      setLang(next) {
        try {
          localStorage.setItem(STORE_KEY, next);
        } catch {
          // not saved; the page still switches
        }
        setLangState(next);
      },
      t: (key, args) => translate(lang, key, args),
    }),
    [lang],
  );
  return <LangContext.Provider value={api}>{props.children}</LangContext.Provider>;
}

export function useLang(): LangApi {
  return useContext(LangContext);
}

/** The button that switches the whole page between 中文 and English. */
export function LangSwitch() {
  const { lang, setLang, t } = useLang();
  return (
    <button
      type="button"
      class="lang-switch"
      aria-label={t('language')}
      data-testid="lang-switch"
      onClick={() => setLang(lang === 'zh' ? 'en' : 'zh')}
    >
      {t('switchLang')}
    </button>
  );
}
