/**
 * Every numbered section of the seed (chapter 3) and every named timing in it, with a stable id:
 * `2.11` for a section, `2.11-受到伤害后` for a timing point of that section's flow, `1-准备阶段` for a
 * timing of the turn (section 1's figure). The table follows the seed's text in order.
 */
import type { RuleEntry } from '@arbiter/kernel';
import { registry } from './content/registry.ts';

type Row = [id: string, zh: string, en: string];

const SECTIONS: { head: Row; timings?: [string, string][] }[] = [
  { head: ['0.1', '本章提要', 'Summary of the chapter'] },
  { head: ['1.1', '游戏目标', 'Goal of the game'] },
  { head: ['1.2', '摆放地图', 'Laying out the map'] },
  { head: ['1.3', '确定阵营', 'Camps'] },
  { head: ['1.4', '选择武将牌', 'Choosing generals'] },
  { head: ['1.5', '选择武将棋子', 'Choosing pieces'] },
  { head: ['1.6', '放置武将棋子', 'Placing pieces'] },
  { head: ['1.7', '分发起始手牌', 'Starting hands'] },
  { head: ['1.8', '进行游戏', 'Playing: who starts, alternating action units'] },
  {
    head: ['1', '游戏流程（回合的时机）', 'Game flow: the timings of a turn'],
    timings: [
      ['回合开始后❶', 'after the turn starts ❶ (round counter)'],
      ['回合开始后❷', 'after the turn starts ❷ (return to the board)'],
      ['回合开始后❸', 'after the turn starts ❸ (this-turn effects begin)'],
      ['回合开始后❹', 'after the turn starts ❹'],
      ['准备阶段', 'preparation phase'],
      ['延时阶段开始前', 'before the delay phase'],
      ['延时阶段开始时', 'start of the delay phase'],
      ['延时阶段', 'delay phase'],
      ['延时阶段结束时', 'end of the delay phase'],
      ['摸牌阶段开始前', 'before the draw phase'],
      ['摸牌阶段开始时', 'start of the draw phase'],
      ['摸牌阶段', 'draw phase'],
      ['摸牌阶段结束时', 'end of the draw phase'],
      ['移动阶段开始前', 'before the move phase'],
      ['移动阶段开始时', 'start of the move phase'],
      ['移动阶段', 'move phase'],
      ['移动阶段结束时', 'end of the move phase'],
      ['出牌阶段开始时', 'start of the play phase'],
      ['出牌阶段', 'play phase (idle points)'],
      ['出牌阶段结束时', 'end of the play phase'],
      ['弃牌阶段开始前', 'before the discard phase'],
      ['弃牌阶段开始时', 'start of the discard phase'],
      ['弃牌阶段', 'discard phase'],
      ['弃牌阶段结束时', 'end of the discard phase'],
      ['结束阶段', 'end phase'],
      ['回合结束前❶', 'before the turn ends ❶ (this-turn effects end)'],
      ['回合结束前❷', 'before the turn ends ❷ (flip, restore, leave)'],
    ],
  },
  { head: ['2.1', '技能的使用事件', 'Using a skill'] },
  {
    head: ['2.2', '需要使用牌事件', 'Needing to use a card'],
    timings: [
      ['需要使用此牌时❶', 'when needing to use it ❶'],
      ['需要使用此牌时❷', 'when needing to use it ❷'],
    ],
  },
  { head: ['专题三', '一张牌能被使用的条件', 'When a card can be used'] },
  { head: ['专题四', '合法使用牌', 'Legal targets'] },
  { head: ['2.3', '牌的预使用事件', 'Pre-use of a card'] },
  {
    head: ['2.4', '牌的使用事件', 'Using a card'],
    timings: [
      ['声明使用牌后', 'after declaring the use'],
      ['选择目标后', 'after choosing targets'],
      ['牌被使用时', 'when the card is used'],
      ['指定目标时', 'when targeting'],
      ['成为目标时', 'when becoming a target'],
      ['指定目标后', 'after targeting'],
      ['成为目标后', 'after becoming a target'],
      ['使用结算准备结束时', 'when the use is prepared'],
      ['对当前目标使用结算开始时', 'start of the resolution on the current target'],
      ['对当前目标生效前', 'before taking effect on the current target (responses)'],
      ['被抵消后', 'after being offset'],
      ['对当前目标生效时', 'when taking effect on the current target'],
      ['对当前目标生效后', 'after taking effect on the current target (the effect)'],
      ['使用结算结束后', 'after the use resolution'],
    ],
  },
  {
    head: ['2.5', '需要打出牌事件', 'Needing to play a card'],
    timings: [
      ['需要打出此牌时❶', 'when needing to play it ❶'],
      ['需要打出此牌时❷', 'when needing to play it ❷'],
    ],
  },
  { head: ['2.6', '预打出事件', 'Pre-play of a card'] },
  {
    head: ['2.7', '打出事件', 'Playing a card'],
    timings: [
      ['牌被打出时', 'when the card is played'],
      ['打出结算结束后', 'after the play resolution'],
    ],
  },
  {
    head: ['2.8', '巧变事件', 'Moving cards between areas'],
    timings: [
      ['确定巧变的牌时', 'when the moved cards are fixed'],
      ['巧变至目标区域前', 'before reaching the new area'],
      ['巧变至目标区域后', 'after reaching the new area'],
      ['巧变结算结束后', 'after the move resolution'],
    ],
  },
  {
    head: ['2.9', '武将棋子状态改变事件', 'Piece state change'],
    timings: [
      ['武将棋子状态改变前', 'before the change'],
      ['武将棋子状态改变后', 'after the change'],
      ['武将棋子状态改变结算结束后', 'after the change resolution'],
    ],
  },
  {
    head: ['2.10', '判定事件', 'Judgement'],
    timings: [
      ['判定时', 'when judging'],
      ['成为判定牌后', 'after becoming the judgement card'],
      ['判定结果确定前', 'before the result is fixed'],
      ['判定结果确定后❶', 'after the result is fixed ❶'],
      ['判定结果确定后❷', 'after the result is fixed ❷'],
      ['判定结算结束后', 'after the judgement resolution'],
    ],
  },
  {
    head: ['2.11', '伤害事件', 'Damage'],
    timings: [
      ['伤害结算开始前', 'before the damage resolution'],
      ['造成伤害时❶', 'when dealing damage ❶'],
      ['造成伤害时❷', 'when dealing damage ❷'],
      ['受到伤害时❶', 'when taking damage ❶'],
      ['受到伤害时❷', 'when taking damage ❷'],
      ['造成伤害后', 'after dealing damage'],
      ['受到伤害后', 'after taking damage'],
      ['伤害结算结束后', 'after the damage resolution'],
    ],
  },
  {
    head: ['2.12', '失去体力事件', 'Losing HP'],
    timings: [
      ['失去体力结算开始前', 'before the resolution'],
      ['失去体力后', 'after losing HP'],
      ['失去体力结算结束后', 'after the resolution'],
    ],
  },
  {
    head: ['2.13', '扣减体力事件', 'Reducing HP'],
    timings: [
      ['扣减体力前', 'before reducing'],
      ['扣减体力时', 'when reducing'],
      ['扣减体力后', 'after reducing'],
      ['扣减体力结算结束后', 'after the resolution'],
    ],
  },
  {
    head: ['2.14', '回复体力事件', 'Recovering HP'],
    timings: [
      ['回复体力前', 'before recovering'],
      ['回复体力后', 'after recovering'],
      ['回复体力结算结束后', 'after the resolution'],
    ],
  },
  {
    head: ['2.15', '濒死事件', 'Dying'],
    timings: [
      ['进入濒死状态时', 'when becoming dying'],
      ['进入濒死状态后', 'after becoming dying'],
      ['处于濒死状态时', 'while dying (response windows)'],
      ['濒死结算结束后', 'after the dying resolution'],
    ],
  },
  {
    head: ['2.16', '死亡事件', 'Death'],
    timings: [
      ['死亡时', 'on death'],
      ['死亡后', 'after death'],
    ],
  },
  {
    head: ['2.17', '获得分数事件', 'Scoring'],
    timings: [
      ['获得分数前', 'before scoring'],
      ['获得分数后', 'after scoring (10 wins)'],
      ['获得分数结算结束后', 'after the scoring resolution'],
    ],
  },
  {
    head: ['2.18', '移动事件', 'Movement'],
    timings: [['移动结算结束后', 'after the move resolution']],
  },
];

/** Statuses other than `implemented`, with the reason (decisions are in docs/decisions.md). */
const NOTES: Record<string, { status: RuleEntry['status']; note: string }> = {
  '0.1': { status: 'not-applicable', note: 'the chapter summary states no rule' },
  '1.2': {
    status: 'stand-in',
    note: 'the map layout of ch.2 §10 is unknown: a point-symmetric 7×7 layout (D1)',
  },
  '1.4': {
    status: 'stand-in',
    note: 'the seed’s order 2 lists 17 picks; it is read as the mirror of order 1 (D9). With six seats the camp’s first seat drafts and chooses (D10)',
  },
  '1.8': {
    status: 'stand-in',
    note: 'an action unit is one face-up role of the camp, chosen by the camp (D10)',
  },
  '1-摸牌阶段': { status: 'stand-in', note: 'the rated draw count is unknown: 2 (D5)' },
  '1-移动阶段': {
    status: 'stand-in',
    note: '行动力 is unknown: 3 for every general; movement rules are stand-ins (D2, D5)',
  },
  '1-弃牌阶段': { status: 'stand-in', note: 'the hand limit is unknown: the current HP (D5)' },
  '1-结束阶段': { status: 'implemented', note: '〖归营〗 has no known text and is left out (D11)' },
  '2.2-需要使用此牌时❷': {
    status: 'implemented',
    note: '〖神弓〗 belongs to a general not in the pool (D11)',
  },
  专题三: {
    status: 'stand-in',
    note: 'the limit rules are implemented; the ranges of 普杀/射杀 and 射杀’s second method are stand-ins (D4)',
  },
  '2.11-造成伤害时❶': { status: 'implemented', note: '〖威严〗 has no known text and is left out (D11)' },
  '2.13': {
    status: 'stand-in',
    note: 'HP below 0 is kept as a deficit so that the 2.15 example (still 0 after a 【桃】) holds (D14)',
  },
  '2.18': {
    status: 'stand-in',
    note: 'legal steps and squares are not defined in the seed: 4-neighbour steps, no mountains, pass allies, stop on empty squares or any 大本营 (D2); 〖渡江〗 is a designed skill declared on the way; 〖冲杀〗/〖诱兵〗 are left out (D11)',
  },
};

/** Notes on implemented entries that point to a recorded decision. */
const INFO: Record<string, string> = {
  '2.4':
    'the 【无懈可击】 window asks every seat at once (D15); final targets in seat order from the user (D21)',
  '2.15': 'responders are named one at a time by the current-turn role among roles within distance 4 (D16)',
  '2.16': 'the dropped flag lies on the square; dead roles leave at the end of the turn (D17, D18)',
  '1-回合开始后❷': 'the returning role is placed on a free own 军营 or the own 大本营 (D18)',
  '2.10': 'an empty deck and discard pile give no result (D13)',
};

/**
 * Timing points at which the rules themselves act (whatever the cards do): the phases, the
 * responses, the effect, the judgement card, HP, dying, death and scoring.
 */
const RULES_ACT = new Set([
  '1-回合开始后❶',
  '1-回合开始后❷',
  '1-回合开始后❸',
  '1-延时阶段开始前',
  '1-延时阶段',
  '1-摸牌阶段',
  '1-移动阶段',
  '1-出牌阶段',
  '1-弃牌阶段',
  '1-回合结束前❶',
  '1-回合结束前❷',
  '2.2-需要使用此牌时❶',
  '2.2-需要使用此牌时❷',
  '2.5-需要打出此牌时❶',
  '2.5-需要打出此牌时❷',
  '2.4-对当前目标生效前',
  '2.4-对当前目标生效后',
  '2.10-判定时',
  '2.10-判定结果确定后❶',
  '2.10-判定结算结束后',
  '2.13-扣减体力时',
  '2.13-扣减体力后',
  '2.15-进入濒死状态时',
  '2.15-处于濒死状态时',
  '2.16-死亡时',
  '2.17-获得分数后',
]);

/**
 * Why a timing at which neither the rules nor anything of the pool acts is `unused`: the seed
 * names a skill there that is left out (D11), or says the timing has no use yet (暂时没有作用).
 * The status is computed from the content files: a card, skill or terrain that acts at the timing
 * makes it implemented.
 */
const UNUSED_BECAUSE: Record<string, string> = {
  '1-回合开始后❹':
    'nothing of the pool acts here: 〖骁锐〗, the skill the seed places here, has no known text and is left out (D11); the flow passes the point',
  '1-移动阶段开始时':
    'nothing of the pool acts here: 〖诱兵〗, the skill the seed places here, has no known text and is left out (D11); the flow passes the point',
};
const NOTHING_ACTS =
  'no card, skill or terrain effect of the pool acts at this timing and the rules do nothing at it (the seed: 暂时没有作用); the flow passes it and traces it in the log';

let rules: RuleEntry[] | null = null;

/**
 * Every rule of the seed with its status: a timing is implemented when the rules or some content
 * act at it, and unused (with the reason) when nothing does.
 */
export function ruleList(): RuleEntry[] {
  if (rules) return rules;
  const triggers = registry().triggersAt;
  const acts = (point: string) => RULES_ACT.has(point) || (triggers[point]?.length ?? 0) > 0;
  rules = [];
  for (const sec of SECTIONS) {
    const [id, zh, en] = sec.head;
    if (id !== '1') rules.push(entry(id, zh, en));
    for (const [tz, te] of sec.timings ?? []) {
      const point = `${id}-${tz}`;
      const e = entry(point, `${zh}:${tz}`, `${en}: ${te}`);
      if (!acts(point) && !NOTES[point]) {
        e.status = 'unused';
        e.note = UNUSED_BECAUSE[point] ?? NOTHING_ACTS;
      }
      rules.push(e);
    }
  }
  return rules;
}

function entry(id: string, zh: string, en: string): RuleEntry {
  const n = NOTES[id];
  const e: RuleEntry = { id, title: { zh, en }, status: n?.status ?? 'implemented' };
  const note = n?.note || INFO[id];
  if (note) e.note = note;
  return e;
}
