/** The words `arbiter play` shows around the game's own texts, in zh-CN and en. */
import type { Lang } from '@arbiter/kernel';

const UI = {
  yourTurn: { zh: '轮到你', en: 'Your move' },
  rule: { zh: '规则', en: 'rule' },
  pickOne: {
    zh: '输入编号选择（例如 "2"）。输入 help 查看所有命令。',
    en: 'Enter a number to choose (e.g. "2"). Type "help" for every command.',
  },
  pickMany: {
    zh: '选择 {count} 项：输入编号，用空格分隔（例如 "{example}"）。',
    en: 'Choose {count}: enter the numbers separated by spaces (e.g. "{example}").',
  },
  pickNone: { zh: '输入 0 表示一项都不选。', en: 'Enter 0 to choose none.' },
  orderHelp: {
    zh: '按顺序输入全部编号，例如 "{example}"（第一个最先）。',
    en: 'Enter every number in order, e.g. "{example}" (first goes first).',
  },
  numberHelp: { zh: '输入 {min} 到 {max} 之间的整数。', en: 'Enter a whole number from {min} to {max}.' },
  distHelp: {
    zh: '为每一项输入数量，用空格分隔，合计 {total}（例如 "{example}"）。',
    en: 'Enter an amount for each item separated by spaces, {total} in total (e.g. "{example}").',
  },
  notUnderstood: {
    zh: '“{word}” 不是选项：请输入 {numbers} 中的编号{ids}。',
    en: '"{word}" is not an option: enter one of {numbers}{ids}.',
  },
  orIds: { zh: '，或选项代号（{ids}）', en: ', or an option id ({ids})' },
  wrongCount: { zh: '需要选择 {want} 项，你选了 {got} 项。', en: 'Choose {want}; you chose {got}.' },
  twice: { zh: '编号 {n} 选了两次。', en: 'Number {n} is chosen twice.' },
  orderAll: {
    zh: '需要把全部 {n} 项排好顺序（{numbers}），每项一次。',
    en: 'Put all {n} items in order ({numbers}), each once.',
  },
  refused: { zh: '这一步不合规则：{why}', en: 'That is not allowed: {why}' },
  over: { zh: '游戏结束', en: 'Game over' },
  youWin: { zh: '你赢了！', en: 'You win!' },
  youLose: { zh: '你输了。', en: 'You lose.' },
  draw: { zh: '平局。', en: 'Draw.' },
  log: { zh: '经过', en: 'What happened' },
  waiting: { zh: '等待对手…', en: 'Waiting for the opponent…' },
  auto: { zh: '（自动）{answer}：{why}', en: '(auto) {answer}: {why}' },
  autoMany: { zh: '（自动，{n}次）{answer}：{why}', en: '(auto, {n} times) {answer}: {why}' },
  autoOnly: { zh: '这是唯一的选择', en: 'the only choice' },
  autoHint: {
    zh: '只有一个选择时会自动替你选择；想在每一步都停下思考，输入 hold。',
    en: 'When there is only one choice it is made for you; type "hold" to stop at every decision.',
  },
  holdOn: {
    zh: '已开启“保留优先权”：每个决定都会停下来等你。再输入 hold 关闭。',
    en: 'Holding priority: every decision now waits for you. Type "hold" again to stop holding.',
  },
  holdOff: {
    zh: '已关闭“保留优先权”：只有一个选择时自动替你选择。',
    en: 'Not holding priority: a decision with a single choice is made for you.',
  },
  noConcede: {
    zh: '本游戏的规则没有认输；输入 quit 离开（对局会保存，如果指定了 --record）。',
    en: "This game's rules have no concession; type quit to leave (the game is saved if --record was given).",
  },
  seed: {
    zh: '种子 {seed}（用 --seed {seed} 可重玩这一局）',
    en: 'seed {seed} (replay this deal with --seed {seed})',
  },
  decks: { zh: '卡组', en: 'decks' },
  lookWhat: {
    zh: '看什么？例如 look 3（菜单第3项）、look #101（编号为101的牌）、look {place}、look 卡名。',
    en: 'Look at what? e.g. look 3 (menu item 3), look #101 (card #101), look {place}, look <card name>.',
  },
  lookNothing: { zh: '没有找到“{what}”。', en: 'Nothing called "{what}" here.' },
  lookHidden: { zh: '这张牌你看不到。', en: 'That card is hidden from you.' },
  zonesTitle: { zh: '区域（输入 zone 名称 查看其中的牌）', en: 'Zones (type "zone <name>" to list one)' },
  zoneHidden: { zh: '{n} 张你看不到的牌', en: '{n} card(s) you cannot see' },
  zoneEmpty: { zh: '（空）', en: '(empty)' },
  zoneUnknown: { zh: '没有叫“{what}”的区域；可用：{list}', en: 'No zone called "{what}"; there are: {list}' },
  controller: { zh: '控制者', en: 'controlled by' },
  owner: { zh: '拥有者', en: 'owned by' },
  you: { zh: '你', en: 'you' },
  opponent: { zh: '对手', en: 'the opponent' },
  player: { zh: '玩家{n}', en: 'player {n}' },
  saved: { zh: '对局已保存到 {file}', en: 'Game saved to {file}' },
  bye: { zh: '再见。', en: 'Bye.' },
} as const satisfies Record<string, { zh: string; en: string }>;

export type UiKey = keyof typeof UI;

export function ui(key: UiKey, lang: Lang, args: Record<string, string | number> = {}): string {
  return UI[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(args[k] ?? ''));
}

/** The commands of `play`, explained by `help`. */
export function helpText(lang: Lang, canConcede: boolean, hold: boolean): string {
  const zh = lang === 'zh';
  const rows: [string, string][] = zh
    ? [
        ['<编号>', '选择菜单中的一项（多选时用空格分隔，例如 "1 3"）；也可以输入选项代号'],
        [
          'look <编号|#牌号|位置|卡名>',
          '查看一张牌的全文、数值、状态和控制者（位置如 C2 或 W1，视游戏而定）',
        ],
        ['zones', '列出所有区域及牌数；zone <名称> 列出一个公开区域（如弃牌区）中的牌'],
        ['board', '重新显示牌桌和当前的决定'],
        ['log [n]', '显示最近 n 条经过（默认 20）'],
        ['hold', `保留优先权：每个决定都停下来等你（现在：${hold ? '开' : '关'}）`],
        ...(canConcede ? ([['concede', '认输（本游戏规则允许）']] as [string, string][]) : []),
        ['quit', '离开（指定了 --record 时会保存对局）'],
        ['help', '显示这段说明'],
      ]
    : [
        ['<number>', 'choose a menu item (several separated by spaces, e.g. "1 3"); an option id works too'],
        [
          'look <number|#card|place|name>',
          "a card's full text, values, status and controller (a place is C2 or W1, by game)",
        ],
        ['zones', 'every zone with its card count; zone <name> lists a public zone (a discard pile)'],
        ['board', 'show the table and the current decision again'],
        ['log [n]', 'the last n lines of what happened (20 by default)'],
        ['hold', `hold priority: stop at every decision (now: ${hold ? 'on' : 'off'})`],
        ...(canConcede
          ? ([['concede', "concede the game (this game's rules allow it)"]] as [string, string][])
          : []),
        ['quit', 'leave (the game is saved if --record was given)'],
        ['help', 'this help'],
      ];
  const width = Math.max(...rows.map(([c]) => c.length));
  return [zh ? '命令：' : 'Commands:', ...rows.map(([c, d]) => `  ${c.padEnd(width)}  ${d}`)].join('\n');
}
