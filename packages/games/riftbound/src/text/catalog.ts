/** Message templates in zh-CN and en (kernel messages.ts); `{c}`, `{t}` are object references. */
import type { Catalog } from '@arbiter/kernel';
import { DOMAINS } from '../cards/schema.ts';
import { DOMAIN_NAME, KEYWORD_RULE, keywordName } from './present.ts';

/**
 * Words the messages are built from, from the one table of each (present.ts): a domain's name
 * (`rb.domain.fury`), its Power (`rb.pool-power.fury`: "1点怒火之力", as the cards' texts say), a
 * keyword's name (`rb.kw.vision`, the glossary rule's title).
 */
function words(): Catalog {
  const out: Catalog = {};
  for (const d of DOMAINS) {
    const n = DOMAIN_NAME[d];
    out[`rb.domain.${d}`] = { zh: n.zh, en: n.en };
    out[`rb.pool-power.${d}`] = { zh: `1点${n.zh}之力`, en: `1 ${n.en} Power` };
  }
  for (const k of Object.keys(KEYWORD_RULE))
    out[`rb.kw.${k}`] = { zh: keywordName(k, 'zh'), en: keywordName(k, 'en') };
  return out;
}

export const CATALOG: Catalog = {
  ...words(),
  // setup (RB 110–118, RB 462)
  'rb.first-player': { zh: '玩家{player}先手', en: 'player {player} goes first' },
  'rb.battlefield-chosen': { zh: '玩家{player}的战场：{c}', en: "player {player}'s battlefield: {c}" },
  'rb.mulligan': { zh: '调度：可选择至多两张手牌放到一旁', en: 'Mulligan: set aside up to two cards' },
  'rb.mulliganed': { zh: '玩家{player}调度了{n}张牌', en: 'player {player} mulligans {n} card(s)' },
  'rb.keep': { zh: '保留', en: 'keep' },
  'rb.aside': { zh: '放到一旁：{c}', en: 'set aside {c}' },
  // turn (RB 314–317)
  'rb.turn': {
    zh: '第{n}回合：玩家{player}',
    en: 'turn {n}: player {player}',
    you: { zh: '第{n}回合：你的回合', en: 'turn {n}: your turn' },
  },
  'rb.phase': { zh: '{phase}', en: '{phase}' },
  'rb.awaken': {
    zh: '唤醒阶段：玩家{player}使其物件变为活跃',
    en: 'Awaken Phase: player {player} readies everything',
    you: { en: 'Awaken Phase: you ready everything' },
  },
  'rb.channel': { zh: '玩家{player}引导了{n}张符文', en: 'player {player} channels {n} rune(s)' },
  'rb.draw': { zh: '玩家{player}抽了{n}张牌', en: 'player {player} draws {n}' },
  'rb.pools-empty': { zh: '所有玩家的符文池清空', en: "every player's rune pool empties" },
  'rb.heal-all': { zh: '所有单位的伤害被治疗', en: 'all units are healed' },
  'rb.expire': { zh: '“本回合”效果结束', en: '"this turn" effects end' },
  'rb.stun-ends': { zh: '眩晕状态结束', en: 'stuns wear off' },
  'rb.end-turn': { zh: '结束回合', en: 'end the turn' },
  'rb.action': { zh: '行动阶段：选择一个行动', en: 'Action Phase: choose an action' },
  // actions (RB 400–422)
  // In a duel the other player is named "the other" (the terminal reads only `{player}` as you or
  // the opponent).
  'rb.burn-out': {
    zh: '玩家{player}燃尽：废牌堆洗回主牌库，对方获得1分',
    en: 'player {player} burns out: the trash is shuffled into the Main Deck and the other player gains 1 point',
  },
  'rb.recycle': { zh: '{c}被回收至牌库底', en: '{c} is recycled to the bottom of its deck' },
  'rb.recycle-n': {
    zh: '玩家{player}将{n}张牌回收至牌库底',
    en: 'player {player} recycles {n} card(s) to the bottom of their deck',
  },
  'rb.deal': { zh: '{t}受到{n}点伤害', en: '{t} takes {n} damage' },
  'rb.heal': { zh: '{t}被治疗', en: '{t} is healed' },
  'rb.discard': { zh: '玩家{player}弃掉了{c}', en: 'player {player} discards {c}' },
  'rb.stun': { zh: '{t}被眩晕', en: '{t} is stunned' },
  'rb.reveal': { zh: '展示{c}', en: 'reveals {c}' },
  'rb.buff': { zh: '{t}获得增益', en: '{t} is buffed' },
  'rb.spend-buff': { zh: '消耗{t}的增益', en: "{t}'s buff is spent" },
  'rb.banish': { zh: '{c}被放逐', en: '{c} is banished' },
  'rb.kill': { zh: '{c}被摧毁', en: '{c} is killed' },
  'rb.add': { zh: '玩家{player}的符文池增加{what}', en: "player {player}'s rune pool gets {what}" },
  'rb.pool-energy': { zh: '{n}点能量', en: '{n} energy' },
  'rb.pool-power.any': { zh: '1点任意符能', en: '1 Power of any domain' },
  'rb.double': { zh: '{t}的战力翻倍（+{n}）', en: "{t}'s Might doubles (+{n})" },
  'rb.swap': { zh: '{a}与{b}的战力互换', en: '{a} and {b} swap Might' },
  'rb.move': { zh: '{t}移动到{to}', en: '{t} moves to {to}' },
  'rb.recall': { zh: '{t}被召回基地', en: '{t} is recalled to base' },
  'rb.ready': { zh: '{t}变为活跃', en: '{t} readies' },
  'rb.exhaust': { zh: '{t}被横置', en: '{t} is exhausted' },
  'rb.token': { zh: '{c}衍生物进场', en: 'a {c} token enters play' },
  'rb.token-gone': { zh: '衍生物{c}离开场上后不复存在', en: 'the token {c} ceases to exist' },
  'rb.hide': {
    zh: '玩家{player}在战场上放置了一张待命牌',
    en: 'player {player} hides a card at a battlefield',
  },
  'rb.contested': { zh: '{b}进入争夺状态', en: '{b} becomes contested' },
  // scoring (RB 445–449)
  'rb.conquer': {
    zh: '玩家{player}征服{b}，得1分',
    en: 'player {player} conquers {b} and scores 1',
    you: { en: 'You conquer {b} and score 1' },
  },
  'rb.hold': {
    zh: '玩家{player}据守{b}，得1分',
    en: 'player {player} holds {b} and scores 1',
    you: { en: 'You hold {b} and score 1' },
  },
  'rb.final-point-draw': {
    zh: '玩家{player}尚未在本回合对每处战场得分，征服改为抽一张牌',
    en: 'player {player} has not scored every battlefield this turn: the conquer draws a card instead',
  },
  'rb.no-points': {
    zh: '玩家{player}不能获得分数，本次得分不加分',
    en: 'player {player} cannot gain points: this score gives none',
  },
  'rb.points': {
    zh: '玩家{player}获得{n}分（共{total}分）',
    en: 'player {player} gains {n} point(s) ({total} in all)',
  },
  'rb.win-points': {
    zh: '玩家{player}达到{n}分，获胜',
    en: 'player {player} reaches {n} points and wins',
    you: { en: 'You reach {n} points and win' },
  },
  'rb.control': { zh: '玩家{player}控制了{b}', en: 'player {player} controls {b}' },
  'rb.uncontrolled': { zh: '{b}变为无人控制', en: '{b} becomes uncontrolled' },
  'rb.conceded': { zh: '玩家{player}认输', en: 'player {player} concedes' },
  // combat (RB 437–444)
  'rb.assign': {
    zh: '分配战斗伤害：选择下一名承受致命伤害的单位',
    en: 'Assign combat damage: choose the next unit to receive lethal damage',
  },
  'rb.assign-order': {
    zh: '{t}既须最先又须最后承受战斗伤害：选择适用哪一项',
    en: '{t} must be assigned combat damage both first and last: choose which applies',
  },
  'rb.assign-first': { zh: '最先（重甲）', en: 'first (Tank)' },
  'rb.assign-last': { zh: '最后', en: 'last' },
  'rb.assign-first-chosen': { zh: '{t}最先承受战斗伤害', en: '{t} is assigned combat damage first' },
  'rb.assign-last-chosen': { zh: '{t}最后承受战斗伤害', en: '{t} is assigned combat damage last' },
  'rb.assign-rest': { zh: '分配剩余的{n}点战斗伤害', en: 'Assign the remaining {n} combat damage' },
  'rb.assigned': { zh: '{t}被分配{n}点战斗伤害', en: '{t} is assigned {n} combat damage' },
  'rb.unit-option': { zh: '{t}（战力{m}）', en: '{t} (Might {m})' },
  // playing, the chain, priority and focus (RB 307–356)
  'rb.play-card': { zh: '打出{c}', en: 'play {c}' },
  'rb.activate': { zh: '启动{c}的第{n}个技能', en: 'activate ability {n} of {c}' },
  'rb.activates': { zh: '玩家{player}启动了{c}的技能', en: 'player {player} activates an ability of {c}' },
  'rb.move-to': { zh: '标准移动到{z}', en: 'Standard Move to {z}' },
  'rb.move-which': { zh: '选择移动到{z}的单位', en: 'choose the units moving to {z}' },
  'rb.standard-move': {
    zh: '玩家{player}将{n}名单位标准移动到{z}',
    en: 'player {player} makes a Standard Move of {n} unit(s) to {z}',
  },
  'rb.hide-at': { zh: '将{c}待命于{z}', en: 'hide {c} at {z}' },
  'rb.ends-turn': { zh: '玩家{player}结束回合', en: 'player {player} ends the turn' },
  'rb.priority': {
    zh: '玩家{player}拥有优先权：回应或让过',
    en: 'player {player} has priority: respond or pass',
  },
  'rb.focus': { zh: '玩家{player}拥有焦点：行动或让过', en: 'player {player} has Focus: act or pass' },
  'rb.plays': { zh: '玩家{player}打出{c}', en: 'player {player} plays {c}' },
  'rb.paid': { zh: '玩家{player}支付了费用', en: 'player {player} pays the cost' },
  'rb.on-chain': { zh: '{c}作为已定项留在连锁上', en: '{c} waits on the chain, finalized' },
  'rb.enters': { zh: '{c}进入{z}', en: '{c} enters {z}' },
  'rb.resolves': { zh: '{c}结算', en: '{c} resolves' },
  // An ability is named by its card `{c}` and `{a}`: "ability", or a keyword's name for a keyword
  // ability (RB 727), so the log says which card's keyword acted (358-abilities.ts abilityArgs).
  'rb.ability': { zh: '技能', en: 'ability' },
  'rb.triggered-ability': { zh: '触发技能', en: 'triggered ability' },
  'rb.resolves-kw': { zh: '{c}的{a}结算', en: "{c}'s {a} resolves" },
  'rb.triggered': { zh: '{c}的{a}触发', en: "{c}'s {a} triggers" },
  'rb.finalized': { zh: '{c}的{a}成为已定项', en: "{c}'s {a} is finalized" },
  'rb.trigger': { zh: '{c}的{a}', en: "{c}'s {a}" },
  'rb.no-targets': {
    zh: '{c}的{a}没有合法目标，离开连锁',
    en: "{c}'s {a} has no legal targets and leaves the chain",
  },
  'rb.declined': {
    zh: '{c}的{a}费用未支付，离开连锁',
    en: "{c}'s {a} is not paid for and leaves the chain",
  },
  'rb.pay-trigger': { zh: '是否支付{c}的{a}费用？', en: "pay the cost of {c}'s {a}?" },
  'rb.yes-pay': { zh: '支付', en: 'pay' },
  'rb.no-decline': { zh: '不支付', en: 'decline' },
  'rb.may': { zh: '是否执行{c}的{a}？', en: "use {c}'s {a}?" },
  'rb.yes': { zh: '是', en: 'yes' },
  'rb.no': { zh: '否', en: 'no' },
  'rb.countered': { zh: '{c}被反制', en: '{c} is countered' },
  'rb.play-cancelled': {
    zh: '{c}无法完成打出，一切复原',
    en: '{c} cannot be played after all; nothing changes',
  },
  'rb.choose-target': { zh: '为{c}选择目标', en: 'choose a target for {c}' },
  'rb.choose-target-kw': { zh: '为{c}的{a}选择目标', en: "choose a target for {c}'s {a}" },
  'rb.obj': { zh: '{c}', en: '{c}' },
  'rb.done': { zh: '完成选择', en: 'done choosing' },
  'rb.choose-mode': { zh: '为{c}选择一个模式', en: 'choose a mode of {c}' },
  'rb.mode': { zh: '模式', en: 'mode' },
  'rb.choose-location': { zh: '选择{c}的位置', en: 'choose where {c} goes' },
  'rb.zone': { zh: '{z}', en: '{z}' },
  // Locations as players name them (src/text/places.ts).
  'rb.place-bf': { zh: '{b}', en: '{b}' },
  'rb.place-bf-twin': { zh: '{b}（第{n}战场）', en: '{b} (battlefield {n})' },
  'rb.place-bf-n': { zh: '第{n}战场', en: 'battlefield {n}' },
  'rb.place-base': { zh: '玩家{player}的基地', en: 'player {player}’s base', you: { en: 'your base' } },
  'rb.ask-accelerate': { zh: '是否为{c}支付急速？', en: 'pay Accelerate for {c}?' },
  'rb.ask-optional': { zh: '是否为{c}支付可选额外费用？', en: 'pay the optional additional cost of {c}?' },
  'rb.ask-repeat': { zh: '是否为{c}支付重复费用？', en: 'pay a Repeat cost of {c}?' },
  // RB 354.1: paying Energy and Power — the prompt says what is owed, each option one way to pay.
  'rb.pay': { zh: '支付{e}点能量与{p}：选择支付方式', en: 'pay {e} Energy and {p}: choose how' },
  'rb.pay-energy': { zh: '支付{e}点能量：选择支付方式', en: 'pay {e} Energy: choose how' },
  'rb.power-n': { zh: '{n}点{d}之力', en: '{n} {d} Power' },
  'rb.power-any-n': { zh: '{n}点任意符能', en: '{n} Power of any domain' },
  'rb.pay-plan': { zh: '{parts}', en: '{parts}' },
  'rb.plan-exhaust': { zh: '横置{n}张符文', en: 'exhaust {n} rune(s)' },
  'rb.plan-recycle': { zh: '回收{n}张{d}符文', en: 'recycle {n} {d} rune(s)' },
  'rb.plan-source': { zh: '使用{c}', en: 'use {c}' },
  'rb.plan-pool': { zh: '只用符文池中已有的', en: 'only what is in the rune pool' },
  'rb.pay-cost': { zh: '选择{n}个对象支付费用（{what}）', en: 'choose {n} to pay the cost ({what})' },
  'rb.cost.discard': { zh: '弃牌', en: 'discard' },
  'rb.cost.kill': { zh: '摧毁你的单位', en: 'kill a unit of yours' },
  'rb.cost.exhaust': { zh: '横置你的牌', en: 'exhaust a card of yours' },
  'rb.cost.recycle': { zh: '从废牌堆回收', en: 'recycle from your trash' },
  'rb.cost.spend-buff': { zh: '消耗增益', en: 'spend a buff' },
  'rb.cost.recycle-unit': { zh: '回收你的单位', en: 'recycle a unit of yours' },
  'rb.cost.cost': { zh: '费用', en: 'cost' },
  'rb.play-from-trash': {
    zh: '选择从废牌堆打出的牌（能量费用减少{n}）',
    en: 'choose a card to play from your trash ({n} Energy less)',
  },
  'rb.discard-choose': { zh: '选择{n}张牌弃掉', en: 'choose {n} card(s) to discard' },
  'rb.choose-destination': { zh: '选择{t}移动的目的地', en: 'choose where {t} moves' },
  'rb.token-where': { zh: '选择衍生物进场的位置', en: 'choose where the token enters' },
  'rb.damage-prevented': { zh: '{t}不会受到伤害', en: '{t} takes no damage' },
  'rb.n': { zh: '{n}', en: '{n}' },
  'rb.group-keep': {
    zh: '目标合计战力已超过{n}：逐个选择仍受影响的目标，再选完成',
    en: 'the targets’ total Might is now over {n}: choose, one by one, the ones still affected, then done',
  },
  'rb.split-keep': {
    zh: '伤害不够分：选择仍作为目标的{n}个单位',
    en: 'not enough damage to go round: choose the {n} unit(s) that stay targets',
  },
  'rb.split-amount': { zh: '剩余{n}点伤害：分给{c}多少点？', en: '{n} damage left: how much goes to {c}?' },
  'rb.split': { zh: '{n}点伤害分配给{k}个单位', en: '{n} damage is split among {k} unit(s)' },
  'rb.kill-own': { zh: '选择你要摧毁的单位', en: 'choose a unit of yours to kill' },
  'rb.detach-choose': { zh: '选择要卸下的牌', en: 'choose a card to detach' },
  'rb.attach': { zh: '{c}依附于{t}', en: '{c} is attached to {t}' },
  'rb.detach': { zh: '{c}从{t}上卸下', en: '{c} is detached from {t}' },
  'rb.reflex': { zh: '{n}个反射技能加入连锁', en: '{n} reflexive abilit(ies) join the chain' },
  'rb.ready-runes': { zh: '玩家{player}重置了{n}张符文', en: 'player {player} readies {n} rune(s)' },
  'rb.replaced': { zh: '{t}的死亡被替代', en: "{t}'s death is replaced" },
  'rb.replacement': { zh: '替代{t}的死亡', en: "replace {t}'s death" },
  'rb.replacement-draw': { zh: '用{c}替代这次抽牌', en: 'replace the draw with {c}' },
  'rb.champion-returned': { zh: '{c}回到英雄区', en: '{c} returns to the Champion Zone' },
  'rb.champion-not-returned': {
    zh: '{c}不能回到英雄区（它不是选定英雄，或英雄区已有卡牌）',
    en: '{c} cannot return to the Champion Zone (not the Chosen Champion, or the zone is not empty)',
  },
  'rb.replacement-control': {
    zh: '以{c}替代{b}的控制权变更',
    en: 'replace the control change of {b} with {c}',
  },
  'rb.replaced-control': { zh: '{b}的控制权变更被替代', en: 'the control change of {b} is replaced' },
  'rb.replaced-draw': { zh: '玩家{player}的抽牌被替代', en: "player {player}'s draw is replaced" },
  'rb.replaced-part': { zh: '第{n}步被后面的“改为”替代', en: 'part {n} is replaced by a later "instead"' },
  'rb.look-hand': {
    zh: '玩家{player}查看对方的手牌',
    en: "player {player} looks at the other player's hand",
  },
  'rb.control-gained': { zh: '玩家{player}获得{t}的控制权', en: 'player {player} gains control of {t}' },
  'rb.win-card': { zh: '玩家{player}因卡牌效果获胜', en: 'player {player} wins by a card' },
  'rb.vision': { zh: '牌库顶是{c}：保留还是回收？', en: 'the top card is {c}: keep it or recycle it?' },
  'rb.keep-top': { zh: '留在牌库顶', en: 'keep it on top' },
  'rb.recycle-top': { zh: '回收至牌库底', en: 'recycle it to the bottom' },
  'rb.deathknell': {
    zh: '{c}的绝念触发（死亡时战力{m}）',
    en: "{c}'s Deathknell triggers (Might {m} as it dies)",
  },
  // showdowns and combat (RB 337–345, RB 437–444)
  'rb.showdown': {
    zh: '{b}开始对决，玩家{player}拥有焦点',
    en: 'a showdown begins at {b}; player {player} has Focus',
    you: { en: 'a showdown begins at {b}; you have Focus' },
  },
  'rb.showdown-ends': { zh: '{b}的对决结束', en: 'the showdown at {b} ends' },
  // The defender is the other player (RB 442.1.a.2, a duel): only the attacker is named.
  'rb.combat': {
    zh: '{b}开始战斗：玩家{player}进攻',
    en: 'combat at {b}: player {player} attacks',
    you: { en: 'combat at {b}: you attack' },
  },
  'rb.no-damage': { zh: '一方已无单位，跳过战斗伤害', en: 'one side has no units left: no combat damage' },
  'rb.combat-damage': { zh: '战斗伤害同时造成', en: 'combat damage is dealt at once' },
  'rb.choose-showdown': { zh: '选择开始对决的战场', en: 'choose the battlefield where a showdown begins' },
  'rb.choose-combat': { zh: '选择开始战斗的战场', en: 'choose the battlefield where combat begins' },
};
