/** Messages of the game in zh-CN and en (each log entry and question names its rule separately). */
import type { Catalog } from '@arbiter/kernel';

export const CATALOG: Catalog = {
  // Cards, lanes, generic answers.
  'vz.card': { zh: '{c}', en: '{c}' },
  'vz.text': { zh: '{zh}', en: '{en}' },
  'vz.lane': { zh: '赛道{n}', en: 'lane {n}' },
  'vz.area': { zh: '场地{n}', en: 'area {n}' },
  'vz.yes': { zh: '是', en: 'Yes' },
  'vz.no': { zh: '否', en: 'No' },
  'vz.done': { zh: '不再选择', en: 'No more' },
  'vz.stop': { zh: '停止', en: 'Stop' },
  'vz.cost': { zh: '费用 {parts}', en: 'cost {parts}' },
  // Game flow.
  'vz.turn-begins': {
    zh: '第{n}回合开始，回合玩家：玩家{player}',
    en: 'turn {n} begins; turn player: player {player}',
  },
  'vz.first-turn-no-draw': { zh: '第1回合跳过抓牌', en: 'no draw in the first turn' },
  'vz.missions-placed': { zh: '双方放置了任务牌', en: 'both players placed their missions' },
  'vz.first-reveal': {
    // The card is named by the energy zone itself (face up there); the log's reference to it was
    // taken while it still lay hidden on the deck, so it would read "a hidden card".
    zh: '玩家{player}展示牌库顶牌（费用{cost}）并置入能量区',
    en: 'player {player} reveals the top card of their deck (cost {cost}) and puts it into energy',
    you: {
      zh: '你展示你的牌库顶牌（费用{cost}）并置入能量区',
      en: 'You reveal the top card of your deck (cost {cost}) and put it into energy',
    },
  },
  'vz.first-player': { zh: '玩家{player}成为先手玩家', en: 'player {player} goes first' },
  'vz.setup-energy': { zh: '选择2张手牌置入能量区', en: 'Choose 2 hand cards to put into your energy zone' },
  'vz.setup-energy-done': {
    zh: '玩家{player}将{n}张手牌置入能量区',
    en: 'player {player} puts {n} hand cards into energy',
  },
  'vz.missions-up': { zh: '任务牌翻为正面朝上', en: 'the missions are turned face up' },
  'vz.place-missions': {
    zh: '排列你的任务牌（任务区1→3）',
    en: 'Order your missions into mission slots 1→3',
  },
  'vz.reboot': { zh: '{c}竖置', en: '{c} reboots' },
  'vz.sleep': { zh: '{c}横置', en: '{c} sleeps' },
  'vz.keep-ask': { zh: '是否将1张手牌置入保留区？', en: 'Put a hand card into your Keep?' },
  'vz.keep-none': { zh: '不置入', en: 'None' },
  'vz.kept': {
    zh: '玩家{player}将1张牌置入保留区',
    en: 'player {player} puts a card into their Keep',
    you: { zh: '你将1张牌置入你的保留区', en: 'You put a card into your Keep' },
  },
  'vz.charge-ask': {
    zh: '选择任意张手牌置入能量区',
    en: 'Choose any hand cards to put into your energy zone',
  },
  'vz.charged': { zh: '玩家{player}充能：{c}', en: 'player {player} charges {c}' },
  'vz.mission-cleared': { zh: '{c}完成', en: '{c} is cleared' },
  'vz.mission-unchecked': {
    zh: '{c}的完成条件未满足，解除检查',
    en: "{c}'s clear conditions are not met; it is no longer checked",
  },
  'vz.damage-cleared': { zh: '清除所有角色的伤害', en: 'all damage is removed' },
  'vz.effects-end': { zh: '{n}个持续性效果结束', en: '{n} continuous effects end' },
  // Cards and abilities.
  'vz.declare-play': { zh: '玩家{player}宣言打出{c}', en: 'player {player} declares playing {c}' },
  'vz.declare-play-hand': {
    zh: '玩家{player}宣言打出一张手牌',
    en: 'player {player} declares playing a card from their hand',
  },
  'vz.declare-play-keep': {
    zh: '玩家{player}宣言打出保留区的一张牌',
    en: 'player {player} declares playing a card from their Keep',
  },
  'vz.declare-play-deck': {
    zh: '玩家{player}宣言打出牌库中的一张牌',
    en: 'player {player} declares playing a card from their deck',
  },
  'vz.declared-revealed': {
    zh: '玩家{player}展示宣言打出的牌：{c}',
    en: 'player {player} reveals the card they declared: {c}',
    you: { zh: '你展示宣言打出的牌：{c}', en: 'You reveal the card you declared: {c}' },
  },
  'vz.declare-play-hidden': {
    zh: '玩家{player}宣言打出一张背面朝上的牌',
    en: 'player {player} declares playing a hidden card',
  },
  'vz.played': {
    zh: '玩家{player}打出{c}（支付{cost}能量）',
    en: 'player {player} plays {c} (paying {cost} energy)',
  },
  'vz.undone': {
    zh: '玩家{player}不能打出{c}：回到宣言之前',
    en: 'player {player} cannot play {c}: back to before the declaration',
  },
  'vz.cancel': { zh: '取消', en: 'cancel' },
  'vz.cancelled': {
    zh: '玩家{player}取消宣言：回到宣言之前',
    en: 'player {player} cancels the declaration: back to before it',
  },
  'vz.undone-activate': {
    zh: '玩家{player}不能发动{c}的能力：回到宣言之前',
    en: "player {player} cannot activate {c}'s ability: back to before the declaration",
  },
  'vz.event-done': { zh: '{c}结算完毕，置入弃牌区', en: '{c} has resolved and goes to the trash' },
  'vz.choose-area': { zh: '选择放置{c}的场地', en: 'Choose the area for {c}' },
  'vz.declare-activate': {
    zh: '玩家{player}宣言发动{c}的能力{ab}',
    en: 'player {player} declares ability {ab} of {c}',
  },
  'vz.activated': {
    zh: '玩家{player}发动了{c}的能力{ab}',
    en: "player {player} activates {c}'s ability {ab}",
  },
  'vz.choose-cost': { zh: '选择要支付的费用', en: 'Choose the cost to pay' },
  'vz.pay-energy': {
    zh: '选择一张能量置入弃牌区（还需支付{n}）',
    en: 'Choose an energy card to put into your trash ({n} left to pay)',
  },
  'vz.paid-energy': { zh: '玩家{player}支付{n}能量', en: 'player {player} pays {n} energy' },
  'vz.pay-retire': { zh: '选择{n}名自己的角色退场', en: 'Choose {n} of your characters to retire' },
  'vz.triggered': { zh: '{c}的能力{ab}进入触发状态', en: "{c}'s ability {ab} triggers" },
  'vz.trigger-label': { zh: '{c}的能力{ab}', en: "{c}'s ability {ab}" },
  'vz.resolve-trigger': { zh: '结算{c}的能力{ab}', en: "{c}'s ability {ab} resolves" },
  'vz.resolve-delayed': { zh: '结算{c}的时限型触发式能力', en: "{c}'s delayed ability resolves" },
  'vz.delayed-created': { zh: '生成了时限型触发式能力', en: 'a delayed triggered ability is created' },
  'vz.may': { zh: '是否结算{c}的能力？', en: "Resolve {c}'s ability?" },
  'vz.declined': { zh: '不结算{c}的能力', en: "{c}'s ability is not used" },
  'vz.choose-target': { zh: '选择目标（第{n}/{of}个）', en: 'Choose a target ({n} of {of})' },
  'vz.choose-number': { zh: '选择一个数（0~{max}）', en: 'Choose a number (0–{max})' },
  'vz.number-chosen': { zh: '玩家{player}选择了{n}', en: 'player {player} chose {n}' },
  'vz.choose-mode': { zh: '选择一项', en: 'Choose one' },
  'vz.distribute': { zh: '分配{n}点伤害（每个目标至少1点）', en: 'Distribute {n} damage (at least 1 each)' },
  'vz.continuous': {
    zh: '{c}等{n}名角色受到持续性效果影响',
    en: '{n} character(s) ({c}) get a continuous effect',
  },
  'vz.damage': { zh: '{c}受到{n}点伤害', en: '{c} is dealt {n} damage' },
  'vz.draw': { zh: '玩家{player}抓{n}张牌', en: 'player {player} draws {n}' },
  'vz.shuffle': {
    zh: '玩家{player}洗混牌库',
    en: 'player {player} shuffles their deck',
    you: { zh: '你洗混你的牌库', en: 'You shuffle your deck' },
  },
  'vz.reveal': { zh: '展示{c}', en: '{c} is revealed' },
  'vz.remove': { zh: '{c}从游戏中除外', en: '{c} is removed from the game' },
  'vz.check': { zh: '检查{c}', en: '{c} is checked' },
  'vz.complete': { zh: '{c}完成（背面朝上）', en: '{c} is completed (face down)' },
  'vz.slide': { zh: '{c}从场地{from}滑行到场地{to}', en: '{c} slides from area {from} to area {to}' },
  'vz.slide-where': { zh: '{c}滑行到哪个场地？', en: 'Where does {c} slide?' },
  'vz.reload': {
    zh: '玩家{player}再装填（{n}张角色牌回到牌库）',
    en: 'player {player} reloads ({n} characters back into the deck)',
  },
  'vz.exp': { zh: '一张牌成为{c}的经验', en: 'a card becomes EXP of {c}' },
  'vz.to-hand': { zh: '{c}回到手牌', en: '{c} returns to hand' },
  'vz.energy-to-hand': { zh: '{n}张能量置入手牌', en: '{n} energy go to the hand' },
  'vz.pick-check-mission': { zh: '选择要检查的任务', en: 'Choose a mission to check' },
  'vz.pick-clear-mission': { zh: '选择要完成的任务', en: 'Choose a mission to complete' },
  'vz.pick-energy-to-hand': { zh: '选择{n}张能量置入手牌', en: 'Choose {n} energy to put into your hand' },
  'vz.discard': { zh: '选择{n}张手牌置入弃牌区', en: 'Choose {n} hand card(s) to put into your trash' },
  'vz.discarded': { zh: '玩家{player}弃置{c}', en: 'player {player} trashes {c}' },
  'vz.deck-to-energy': {
    zh: '玩家{player}将牌库顶牌置入能量区',
    en: 'player {player} puts the top card of their deck into energy',
    you: { zh: '你将你的牌库顶牌置入能量区', en: 'You put the top card of your deck into energy' },
  },
  'vz.deck-to-energy-ask': {
    zh: '再将1张牌库顶牌置入能量区？（{n}/{of}）',
    en: 'Put another top card into energy? ({n} of {of})',
  },
  'vz.move-one': { zh: '再置入1张', en: 'One more' },
  'vz.search': { zh: '选择要加入手牌的牌', en: 'Choose a card to put into your hand' },
  'vz.find-nothing': { zh: '不选择', en: 'Find nothing' },
  'vz.use-revealed': { zh: '使用{c}（无需支付费用）？', en: 'Use {c} without paying its cost?' },
  'vz.use-free': {
    zh: '玩家{player}无需支付费用使用{c}',
    en: 'player {player} uses {c} without paying its cost',
  },
  'vz.use': { zh: '使用', en: 'Use it' },
  'vz.to-energy': { zh: '置入能量区', en: 'Put it into energy' },
  'vz.revealed-to-energy': { zh: '{c}置入能量区', en: '{c} goes to the energy zone' },
  'vz.preprocess': { zh: '优先权预处理', en: 'priority preprocessing' },
  'vz.preprocessed': {
    zh: '优先权预处理：处理了{n}项规则效果或诱发能力',
    en: 'priority preprocessing: {n} rule effect(s) or triggered abilities handled',
  },
  // Priority (VZ 201): the main phase and the defence step.
  'vz.main-ask': {
    zh: '主要阶段：玩家{player}选择一个动作',
    en: 'Main phase: player {player} chooses an action',
    you: { zh: '主要阶段：选择一个动作', en: 'Main phase: choose an action' },
  },
  'vz.main-ends': {
    zh: '回合玩家没有执行动作：进入任务阶段',
    en: 'the turn player did nothing: on to the mission phase',
  },
  'vz.do-play': { zh: '打出{c}', en: 'Play {c}' },
  'vz.do-play-keep': { zh: '从保留区打出{c}', en: 'Play {c} from the Keep' },
  'vz.do-activate': { zh: '发动{c}的能力{ab}', en: "Activate {c}'s ability {ab}" },
  'vz.do-attack': { zh: '{c}在赛道{lane}进行攻击', en: '{c} attacks in lane {lane}' },
  'vz.do-check': { zh: '检查任务{c}', en: 'Check the mission {c}' },
  'vz.do-defence-slide': {
    zh: '弃2张手牌，令{c}滑行到场地{lane}',
    en: 'Trash 2 hand cards: {c} slides to area {lane}',
  },
  'vz.defence-ask': {
    zh: '防御步骤：玩家{player}选择',
    en: 'Defence step: player {player} chooses',
    you: { zh: '防御步骤：选择是否应对这次攻击', en: 'Defence step: choose how to answer the attack' },
  },
  'vz.defence-discard': {
    zh: '选择第{n}张（共2张）置入弃牌区的手牌（{c}滑行）',
    en: 'Choose hand card {n} of 2 to put into your trash ({c} slides)',
  },
  // Attacks.
  'vz.attack': { zh: '{c}在赛道{lane}进行攻击', en: '{c} attacks in lane {lane}' },
  'vz.success': { zh: '{c}攻击成功', en: "{c}'s attack succeeds" },
  'vz.attack-ends': { zh: '攻击结束', en: 'the attack ends' },
  'vz.scout-alone': {
    zh: '赛道中没有对手的角色：玩家{player}进行一次搜寻',
    en: 'no opposing character in the lane: player {player} scouts',
    you: { zh: '赛道中没有对手的角色：你进行一次搜寻', en: 'no opposing character in the lane: you scout' },
  },
  'vz.scout-both': { zh: '双方各进行一次搜寻', en: 'both players scout' },
  'vz.battle-ko': { zh: '{c}因战斗退场', en: '{c} retired by battle' },
  'vz.effect-ko': { zh: '{c}因效果退场', en: '{c} retired by an effect' },
  // Rule effects.
  'vz.level-up': { zh: '{c}升级（{n}张成为经验）', en: '{c} levels up ({n} become EXP)' },
  'vz.illegal': {
    zh: '{c}不是费用最高的角色：其余{n}张置入弃牌区',
    en: '{c} is not the highest cost: the other {n} go to the trash',
  },
  'vz.retire-why': { zh: '{c}须退场', en: '{c} must retire' },
  'vz.retire': { zh: '{c}退场', en: '{c} retires' },
  'vz.replaced': { zh: '{c}没有退场（被替代）', en: '{c} does not retire (replaced)' },
  'vz.replacement': { zh: '{c}的替代性效果', en: "{c}'s replacement effect" },
  'vz.replacement-applies': { zh: '适用{c}的替代性效果', en: "{c}'s replacement effect applies" },
  'vz.loses': { zh: '玩家{player}输掉游戏', en: 'Player {player} loses' },
  'vz.lose-missions': {
    zh: '玩家{player}输掉游戏：另一方的任务全部完成',
    en: 'player {player} loses: all missions of the other side are completed',
    you: {
      zh: '你输掉游戏：对手的任务全部完成',
      en: "you lose: all of the opponent's missions are completed",
    },
  },
  'vz.lose-deck': {
    zh: '玩家{player}输掉游戏：抽牌阶段开始时牌库没有牌',
    en: 'player {player} loses: no cards left in their deck as a draw phase begins',
    you: {
      zh: '你输掉游戏：抽牌阶段开始时你的牌库没有牌',
      en: 'you lose: no cards left in your deck as a draw phase begins',
    },
  },
  'vz.draw-game': { zh: '双方同时输掉游戏：平局', en: 'Both lose at once: a draw' },
  'vz.conceded': { zh: '玩家{player}认输', en: 'Player {player} concedes' },
};
