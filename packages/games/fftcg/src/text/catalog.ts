/** Messages in zh and en (kernel principle 6). Card names and mode labels come from the cards. */
import type { Catalog } from '@arbiter/kernel';
import { CARDS } from '../cards/cards.ts';

const BASE: Catalog = {
  'fftcg.opt-summon': { zh: '召唤{c}', en: 'Cast {c}' },
  'fftcg.opt-play': { zh: '将{c}放入战场', en: 'Play {c}' },
  'fftcg.opt-special': { zh: '发动{c}的特殊技能', en: 'Use the special ability of {c}' },
  'fftcg.opt-action': { zh: '发动{c}的技能{n}', en: 'Use ability {n} of {c}' },
  'fftcg.priority': { zh: '玩家{player}拥有优先权', en: 'Player {player} has priority' },
  'fftcg.cancel': { zh: '取消（回退宣言）', en: 'Cancel (roll the declaration back)' },
  'fftcg.choose-mode': { zh: '选择{c}的效果', en: 'Choose the mode of {c}' },
  'fftcg.x': { zh: 'X = {n}', en: 'X = {n}' },
  'fftcg.choose-x': { zh: '决定X的值', en: 'Choose the value of X' },
  'fftcg.distribute': { zh: '分配{n}点伤害', en: 'Split {n} damage' },
  'fftcg.obj': { zh: '{c}', en: '{c}' },
  'fftcg.special-discard': {
    zh: '选择要丢弃的同名卡（{c}）',
    en: 'Choose the same-name card to discard ({c})',
  },
  'fftcg.rollback': {
    zh: '{c}的宣言被取消，回到宣言之前',
    en: 'The declaration of {c} is cancelled and rolled back',
  },
  'fftcg.rollback-forced': {
    zh: '{c}的支付无法完成，宣言回退',
    en: 'The cost of {c} cannot be completed; the declaration is rolled back',
  },
  'fftcg.conceded': { zh: '玩家{player}认输', en: 'player {player} conceded' },
  'fftcg.no-element': { zh: '无', en: 'none' },
  'fftcg.pay-discard': { zh: '丢弃{c}（{n}点{el}）', en: 'Discard {c} ({n} {el} CP)' },
  'fftcg.pay-dull': { zh: '休止{c}（{n}点{el}）', en: 'Dull {c} ({n} {el} CP)' },
  'fftcg.pay': {
    zh: '为{c}支付水晶点数（还差{left}点；仍需属性：{els}）',
    en: 'Pay CP for {c} ({left} to go; still needed: {els})',
  },
  'fftcg.paid': { zh: '玩家{player}产生了{n}点水晶点数', en: 'Player {player} produced {n} CP' },
  'fftcg.enters': { zh: '玩家{player}将{c}放入战场', en: 'Player {player} puts {c} onto the field' },
  'fftcg.casts': { zh: '玩家{player}召唤{c}', en: 'Player {player} casts {c}' },
  'fftcg.counter-removed': {
    zh: '从{c}上移除{n}个{name}指示物',
    en: 'Removed {n} {name} counter(s) from {c}',
  },
  'fftcg.counter-added': { zh: '在{c}上放置{n}个{name}指示物', en: 'Put {n} {name} counter(s) on {c}' },
  'fftcg.special-discarded': {
    zh: '玩家{player}丢弃了1张同名卡',
    en: 'Player {player} discarded a card of the same name',
  },
  'fftcg.activates': { zh: '玩家{player}发动{c}的技能', en: 'Player {player} uses an ability of {c}' },
  'fftcg.choose-target': { zh: '选择第{n}个目标', en: 'Choose target {n}' },
  'fftcg.state-trigger': {
    zh: '{c}的技能因游戏状况触发',
    en: 'An ability of {c} triggers on the game state',
  },
  'fftcg.no-target': {
    zh: '{c}的技能没有可选目标，从堆叠区移除',
    en: '{c}: the ability has no legal target and leaves the stack',
  },
  'fftcg.triggered': { zh: '{c}的自动技能进入堆叠区', en: 'An auto ability of {c} goes on the stack' },
  'fftcg.resolves': { zh: '结算{c}', en: '{c} resolves' },
  'fftcg.condition-gone': {
    zh: '{c}的条件不再成立，不产生效果',
    en: '{c}: the condition no longer holds; nothing happens',
  },
  'fftcg.fizzle': {
    zh: '{c}的所有目标都已不合法，不产生效果',
    en: '{c}: every target is illegal now; nothing happens',
  },
  'fftcg.may': { zh: '是否使用{c}的技能？', en: 'Use the ability of {c}?' },
  'fftcg.dulled': { zh: '{list}进入休止状态', en: '{list} became dull' },
  'fftcg.activated': { zh: '{list}进入行动状态', en: '{list} became active' },
  'fftcg.frozen': { zh: '{list}被冻结', en: '{list} frozen' },
  'fftcg.bounced': { zh: '{c}返回拥有者的手牌', en: "{c} returns to its owner's hand" },
  'fftcg.removed': { zh: '{c}被移除出游戏', en: '{c} is removed from the game' },
  'fftcg.control': { zh: '玩家{player}获得{c}的控制权', en: 'Player {player} gains control of {c}' },
  'fftcg.eff-mod': { zh: '本回合{list}力量{n}', en: '{list}: power {n} until end of turn' },
  'fftcg.eff-set': { zh: '本回合{list}的力量变为{n}', en: '{list}: power becomes {n} until end of turn' },
  'fftcg.eff-grant': { zh: '本回合{list}获得{kw}', en: '{list} gains {kw} until end of turn' },
  'fftcg.eff-lose': { zh: '本回合{list}失去所有技能', en: '{list} loses all abilities until end of turn' },
  'fftcg.eff-become': {
    zh: '本回合{list}成为力量{n}的前锋',
    en: '{list} becomes a Forward with {n} power until end of turn',
  },
  'fftcg.discarded': { zh: '玩家{player}丢弃了{n}张手牌', en: 'Player {player} discarded {n} card(s)' },
  'fftcg.choose-discard': { zh: '选择要丢弃的{n}张手牌', en: 'Choose {n} card(s) to discard' },
  'fftcg.search-none': {
    zh: '玩家{player}没有找到符合条件的卡，洗牌',
    en: 'Player {player} found nothing and shuffles',
    you: { en: 'You found nothing and shuffle' },
  },
  'fftcg.choose-search': { zh: '选择要寻找的卡', en: 'Choose the card to search for' },
  'fftcg.searched': {
    zh: '玩家{player}寻找了{c}并公开，然后洗牌',
    en: 'Player {player} searched for {c}, revealed it and shuffled',
  },
  'fftcg.delayed-created': { zh: '{c}产生了延迟型自动技能', en: '{c} created a delayed auto ability' },
  'fftcg.delayed-trigger': { zh: '{c}的延迟型自动技能触发', en: 'The delayed ability from {c} triggers' },
  'fftcg.recur': { zh: '{c}从损毁区返回手牌', en: '{c} returns from the Break Zone to hand' },
  'fftcg.recur-fail': { zh: '在损毁区中找不到{c}', en: '{c} is no longer in the Break Zone' },
  'fftcg.repl-self': { zh: '自我置换效果', en: 'self-replacement' },
  'fftcg.repl-halve': { zh: '{c}：伤害减半', en: '{c}: halve the damage' },
  'fftcg.repl-reduce': { zh: '{c}：伤害-{n}', en: '{c}: damage -{n}' },
  'fftcg.replaced-self': {
    zh: '自我置换：对{c}改为造成{n}伤害',
    en: 'Self-replacement: {c} is dealt {n} instead',
  },
  'fftcg.replaced': {
    zh: '{c}的置换效果：伤害{from}改为{to}',
    en: 'Replacement by {c}: damage {from} becomes {to}',
  },
  'fftcg.damaged': { zh: '{c}受到{n}伤害', en: '{c} is dealt {n} damage' },
  'fftcg.broken': { zh: '{c}被损毁', en: '{c} is broken' },
  'fftcg.to-break': { zh: '{c}被置于损毁区', en: '{c} is put into the Break Zone' },
  'fftcg.step-prep': { zh: '攻击准备步骤', en: 'Attack preparation step' },
  'fftcg.end-attacks': { zh: '结束攻击', en: 'Stop attacking' },
  'fftcg.attack-with': { zh: '用{c}攻击', en: 'Attack with {c}' },
  'fftcg.form-party': { zh: '组队攻击', en: 'Attack with a party' },
  'fftcg.declare-attack': { zh: '指定攻击的前锋', en: 'Declare an attack' },
  'fftcg.party-member': { zh: '选择第{n}名组队成员', en: 'Choose party member {n}' },
  'fftcg.attacks': { zh: '{list}发动攻击', en: 'Attacking: {list}' },
  'fftcg.no-block': { zh: '不防御', en: 'No block' },
  'fftcg.declare-block': { zh: '指定防御的前锋', en: 'Declare a blocker' },
  'fftcg.blocks': { zh: '{c}进行防御', en: '{c} blocks' },
  'fftcg.no-block-log': { zh: '没有防御', en: 'No block' },
  'fftcg.party-disbands': { zh: '队伍解散', en: 'The party disbands' },
  'fftcg.unblocked': { zh: '攻击未被防御', en: 'The attack is not blocked' },
  'fftcg.first-strike-window': {
    zh: '先发制人伤害之后处理规则流程',
    en: 'Rule processes after first-strike damage',
  },
  'fftcg.first-strike': {
    zh: '{who}以先发制人抢先造成伤害',
    en: 'The {who} deals first-strike damage first',
  },
  'fftcg.attacker': { zh: '攻击方', en: 'attacker' },
  'fftcg.blocker': { zh: '防御方', en: 'blocker' },
  'fftcg.split-damage': {
    zh: '将{n}伤害以1000为单位分配给队伍',
    en: 'Split {n} damage among the party in 1000s',
  },
  'fftcg.damage-empty-deck': {
    zh: '玩家{player}在卡组为空时受到伤害',
    en: 'Player {player} takes damage with an empty deck',
  },
  'fftcg.damage-card': {
    zh: '玩家{player}受到伤害：{c}进入伤害区（{n}）',
    en: 'Player {player} takes damage: {c} goes to the Damage Zone ({n})',
  },
  'fftcg.use-ex': { zh: '是否使用{c}的极限爆发？', en: 'Use the EX Burst of {c}?' },
  'fftcg.ex-used': { zh: '使用{c}的极限爆发', en: 'EX Burst of {c}' },
  'fftcg.both-lose': { zh: '双方同时失败', en: 'both players lose at once' },
  'fftcg.loop-draw': {
    zh: '出现无人能阻止的无限循环，游戏平局',
    en: 'an endless loop that no player can stop: the game is a draw',
  },
  'fftcg.loss.12.4.1': { zh: '玩家{player}受到7点伤害', en: 'player {player} has taken 7 damage' },
  'fftcg.loss.12.4.2': { zh: '玩家{player}无法抽牌', en: 'player {player} could not draw' },
  'fftcg.loss.12.4.3': {
    zh: '玩家{player}在卡组为空时受到伤害',
    en: 'player {player} took damage with an empty deck',
  },
  'fftcg.first-player': { zh: '玩家{player}先手', en: 'Player {player} goes first' },
  'fftcg.mulligan': { zh: '是否重抽起手牌？', en: 'Mulligan your opening hand?' },
  'fftcg.keep': { zh: '保留', en: 'Keep' },
  'fftcg.mull': { zh: '重抽', en: 'Mulligan' },
  'fftcg.mulligan-order': {
    zh: '排列放回卡组底部的顺序（第一张在最底）',
    en: 'Order the cards for the bottom of the deck (first = bottom-most)',
  },
  'fftcg.mulliganed': { zh: '玩家{player}重抽了起手牌', en: 'Player {player} took a mulligan' },
  'fftcg.turn-start': { zh: '第{n}回合：玩家{player}', en: 'Turn {n}: player {player}' },
  'fftcg.cleanup': {
    zh: '伤害清零，"回合结束前"的效果结束',
    en: 'Damage is removed and "until end of turn" effects end',
  },
  'fftcg.end-again': { zh: '终止阶段再次处理', en: 'The End Phase repeats its checks' },
  'fftcg.cannot-draw': {
    zh: '玩家{player}需要抽牌但卡组为空',
    en: 'Player {player} must draw from an empty deck',
  },
  'fftcg.draw': { zh: '玩家{player}抽了{n}张牌', en: 'Player {player} draws {n}' },
  'el.fire': { zh: '火', en: 'Fire' },
  'el.ice': { zh: '冰', en: 'Ice' },
  'el.wind': { zh: '风', en: 'Wind' },
  'el.earth': { zh: '土', en: 'Earth' },
  'el.lightning': { zh: '雷', en: 'Lightning' },
  'el.water': { zh: '水', en: 'Water' },
  'el.light': { zh: '光', en: 'Light' },
  'el.dark': { zh: '暗', en: 'Dark' },
  'kw.brave': { zh: '勇气', en: 'Brave' },
  'kw.haste': { zh: '加速', en: 'Haste' },
  'kw.firstStrike': { zh: '先发制人', en: 'First Strike' },
  'kw.backAttack': { zh: '偷袭', en: 'Back Attack' },
};

/** The catalog, with one entry per mode of each modal summon. */
export function buildCatalog(): Catalog {
  const out: Catalog = { ...BASE };
  for (const c of Object.values(CARDS))
    c.play?.modes?.forEach((m, i) => {
      out[`fftcg.mode.${c.id}.${i}`] = m.label;
    });
  return out;
}

export const CATALOG: Catalog = buildCatalog();
