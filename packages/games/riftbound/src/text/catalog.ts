/** Message templates in zh-CN and en (kernel messages.ts); `{c}`, `{t}` are object references. */
import type { Catalog } from '@arbiter/kernel';

export const CATALOG: Catalog = {
  // setup (RB 110–118, RB 462)
  'rb.first-player': { zh: '玩家{p}先手', en: 'player {p} goes first' },
  'rb.battlefield-chosen': { zh: '玩家{p}的战场：{c}', en: "player {p}'s battlefield: {c}" },
  'rb.mulligan': { zh: '调度：可选择至多两张手牌放到一旁', en: 'Mulligan: set aside up to two cards' },
  'rb.mulliganed': { zh: '玩家{p}调度了{n}张牌', en: 'player {p} mulligans {n} card(s)' },
  'rb.keep': { zh: '保留', en: 'keep' },
  'rb.aside': { zh: '放到一旁：{c}', en: 'set aside {c}' },
  // turn (RB 314–317)
  'rb.turn': { zh: '第{n}回合：玩家{p}', en: 'turn {n}: player {p}' },
  'rb.phase': { zh: '{phase}', en: '{phase}' },
  'rb.awaken': { zh: '唤醒阶段：玩家{p}使其物件变为活跃', en: 'Awaken Phase: player {p} readies everything' },
  'rb.channel': { zh: '玩家{p}引导了{n}张符文', en: 'player {p} channels {n} rune(s)' },
  'rb.draw': { zh: '玩家{p}抽了{n}张牌', en: 'player {p} draws {n}' },
  'rb.pools-empty': { zh: '所有玩家的符文池清空', en: "every player's rune pool empties" },
  'rb.heal-all': { zh: '所有单位的伤害被治疗', en: 'all units are healed' },
  'rb.expire': { zh: '“本回合”效果结束', en: '"this turn" effects end' },
  'rb.stun-ends': { zh: '眩晕状态结束', en: 'stuns wear off' },
  'rb.end-turn': { zh: '结束回合', en: 'end the turn' },
  'rb.action': { zh: '行动阶段：选择一个行动', en: 'Action Phase: choose an action' },
  // actions (RB 400–422)
  'rb.burn-out': {
    zh: '玩家{p}燃尽：废牌堆洗回牌库，玩家{q}获得1分',
    en: 'player {p} burns out: trash shuffled into the deck, player {q} gains 1 point',
  },
  'rb.recycle': { zh: '{c}被回收至牌库底', en: '{c} is recycled to the bottom of its deck' },
  'rb.deal': { zh: '{t}受到{n}点伤害', en: '{t} takes {n} damage' },
  'rb.heal': { zh: '{t}被治疗', en: '{t} is healed' },
  'rb.discard': { zh: '玩家{p}弃掉了{c}', en: 'player {p} discards {c}' },
  'rb.stun': { zh: '{t}被眩晕', en: '{t} is stunned' },
  'rb.reveal': { zh: '展示{c}', en: 'reveals {c}' },
  'rb.buff': { zh: '{t}获得增益', en: '{t} is buffed' },
  'rb.spend-buff': { zh: '消耗{t}的增益', en: "{t}'s buff is spent" },
  'rb.banish': { zh: '{c}被放逐', en: '{c} is banished' },
  'rb.kill': { zh: '{c}被摧毁', en: '{c} is killed' },
  'rb.add': { zh: '玩家{p}的符文池增加{what}', en: "player {p}'s rune pool gets {what}" },
  'rb.double': { zh: '{t}的战力翻倍（+{n}）', en: "{t}'s Might doubles (+{n})" },
  'rb.swap': { zh: '{a}与{b}的战力互换', en: '{a} and {b} swap Might' },
  'rb.move': { zh: '{t}移动到{to}', en: '{t} moves to {to}' },
  'rb.recall': { zh: '{t}被召回基地', en: '{t} is recalled to base' },
  'rb.ready': { zh: '{t}变为活跃', en: '{t} readies' },
  'rb.exhaust': { zh: '{t}被横置', en: '{t} is exhausted' },
  'rb.token': { zh: '{c}衍生物进场', en: 'a {c} token enters play' },
  'rb.token-gone': { zh: '衍生物{c}离开场上后不复存在', en: 'the token {c} ceases to exist' },
  'rb.hide': { zh: '玩家{p}在战场上放置了一张待命牌', en: 'player {p} hides a card at a battlefield' },
  'rb.contested': { zh: '{b}进入争夺状态', en: '{b} becomes contested' },
  // scoring (RB 445–449)
  'rb.conquer': { zh: '玩家{p}征服{b}，得1分', en: 'player {p} conquers {b} and scores 1' },
  'rb.hold': { zh: '玩家{p}据守{b}，得1分', en: 'player {p} holds {b} and scores 1' },
  'rb.final-point-draw': {
    zh: '玩家{p}尚未在本回合对每处战场得分，征服改为抽一张牌',
    en: 'player {p} has not scored every battlefield this turn: the conquer draws a card instead',
  },
  'rb.points': {
    zh: '玩家{p}获得{n}分（共{total}分）',
    en: 'player {p} gains {n} point(s) ({total} in all)',
  },
  'rb.win-points': { zh: '玩家{p}达到{n}分，获胜', en: 'player {p} reaches {n} points and wins' },
  'rb.control': { zh: '玩家{p}控制了{b}', en: 'player {p} controls {b}' },
  'rb.uncontrolled': { zh: '{b}变为无人控制', en: '{b} becomes uncontrolled' },
  'rb.conceded': { zh: '玩家{p}认输', en: 'player {p} concedes' },
  // combat (RB 437–444)
  'rb.assign': {
    zh: '分配战斗伤害：选择下一名承受致命伤害的单位',
    en: 'Assign combat damage: choose the next unit to receive lethal damage',
  },
  'rb.assign-rest': { zh: '分配剩余的{n}点战斗伤害', en: 'Assign the remaining {n} combat damage' },
  'rb.assigned': { zh: '{t}被分配{n}点战斗伤害', en: '{t} is assigned {n} combat damage' },
  'rb.unit-option': { zh: '{t}（战力{m}）', en: '{t} (Might {m})' },
};
