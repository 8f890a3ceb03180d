/**
 * Generals and their skills as validated data. HP and gender are the standard values; the
 * war-chess 行动力 is unknown and is 3 for everyone (docs/decisions.md D5). Skill texts are written
 * in our own words; war-chess-only skills without a known text are designed or left out as
 * docs/decisions.md records (D11).
 */
import * as z from 'zod';

const Skill = z
  .object({
    id: z.string(),
    zh: z.string(),
    en: z.string(),
    /** trigger: acts at a named timing; active: used at a play-phase idle point; status: always on;
     *  convert: changes how a card may be chosen when one is needed (SGS 2.2 需要使用此牌时❷) */
    kind: z.enum(['trigger', 'active', 'status', 'convert']),
    text: z.object({ zh: z.string(), en: z.string() }),
    design: z.boolean().optional(),
  })
  .strict();
export type Skill = z.infer<typeof Skill>;

const General = z
  .object({
    id: z.string(),
    zh: z.string(),
    en: z.string(),
    hp: z.number().int().min(1).max(5),
    male: z.boolean(),
    move: z.number().int().min(1).max(5),
    skills: z.array(z.string()).min(1),
  })
  .strict();
export type General = z.infer<typeof General>;

const SKILL_LIST: Skill[] = z
  .array(Skill)
  .parse([
    sk(
      'jianxiong',
      '奸雄',
      'Treachery',
      'trigger',
      '你受到伤害后,可获得对你造成伤害的牌。',
      'After you take damage, you may take the card that caused it.',
    ),
    sk(
      'tiandu',
      '天妒',
      'Envy of Heaven',
      'trigger',
      '你的判定结果确定后,你可获得判定牌。',
      'After your judgement result is fixed, you may take the judgement card.',
    ),
    sk(
      'yiji',
      '遗计',
      'Bequeathed Strategy',
      'trigger',
      '你每受到1点伤害后,可观看牌堆顶的两张牌并将之分别交给任意角色。',
      'After you take each 1 point of damage, you may look at the top two cards of the deck and hand each to any role.',
    ),
    sk(
      'guicai',
      '鬼才',
      'Demonic Talent',
      'trigger',
      '一名角色的判定结果确定前,你可打出一张手牌代替判定牌。',
      'Before any judgement result is fixed, you may play a hand card to replace the judgement card.',
    ),
    sk(
      'fuying',
      '伏膺',
      'Bide and Serve',
      'trigger',
      '你受到一次伤害后(每次伤害限一次),可获得伤害来源的一张牌。',
      'After you take damage (once per damage event), you may take one card from the damage source.',
      true,
    ),
    sk(
      'guanxing',
      '观星',
      'Stargazing',
      'trigger',
      '准备阶段,你可观看牌堆顶的X张牌(X为存活角色数且至多为5),将其中任意张置于牌堆底,其余以任意顺序置于牌堆顶。',
      'In your preparation phase you may look at the top X cards (X = living roles, at most 5), put any of them on the bottom and the rest back on top in any order.',
    ),
    sk(
      'kongcheng',
      '空城',
      'Empty Fort',
      'status',
      '若你没有手牌,你不是【杀】和【决斗】的合法目标。',
      'While you have no hand cards, you are not a legal target of Kills or Duels.',
    ),
    sk(
      'guose',
      '国色',
      'National Beauty',
      'convert',
      '出牌阶段,你可将一张♦牌当【乐不思蜀】使用。',
      'In your play phase you may use a ♦ card as Indulgence.',
    ),
    sk(
      'liuli',
      '流离',
      'Shifting Blame',
      'trigger',
      '你成为【杀】的目标时,可弃置一张牌,将此【杀】转移给你攻击范围内除使用者外的一名角色。',
      'When you become the target of a Kill, you may discard a card to pass it to another role in your attack range other than its user.',
    ),
    sk(
      'lijian',
      '离间',
      'Sow Discord',
      'active',
      '出牌阶段限一次,你可弃置一张牌并选择两名男性角色,令其中一名对另一名使用一张无对应实体牌的【决斗】。',
      'Once per play phase you may discard a card and choose two male roles: one uses a Duel with no physical card on the other.',
    ),
    sk(
      'biyue',
      '闭月',
      'Eclipse the Moon',
      'trigger',
      '结束阶段,你可摸一张牌。',
      'In your end phase you may draw a card.',
    ),
    sk(
      'wushuang',
      '无双',
      'Peerless',
      'status',
      '①你的【杀】需两张【闪】才能抵消;②③与你【决斗】的角色每次需打出两张【杀】。',
      '① Your Kills need two Dodges to cancel; ②③ a role in a Duel with you must play two Kills each time.',
    ),
    sk(
      'tieqi',
      '铁骑',
      'Iron Cavalry',
      'trigger',
      '你的【杀】指定目标后,你可判定;结果为红色则其不能使用【闪】响应此【杀】。',
      'After your Kill targets a role, you may judge: on red it cannot use a Dodge against this Kill.',
    ),
    sk(
      'mashu',
      '马术',
      'Horsemanship',
      'active',
      '每回合限一次,移动阶段结束时或出牌阶段,你可移动至多两步;此移动结束后,你本回合攻击范围+1。',
      'Once per turn, at the end of your move phase or in your play phase, you may move up to two steps; after that move your attack range is +1 this turn.',
      true,
    ),
    sk(
      'wusheng',
      '武圣',
      'Saint of War',
      'convert',
      '你可将一张红色牌当普【杀】使用或打出。',
      'You may use or play a red card as a Kill.',
    ),
    sk(
      'longdan',
      '龙胆',
      'Dragon Heart',
      'convert',
      '①你可将【杀】当【闪】使用或打出;②你可将【闪】当普【杀】使用或打出。',
      '① You may use or play a Kill as a Dodge; ② you may use or play a Dodge as a Kill.',
    ),
    sk(
      'yingzi',
      '英姿',
      'Heroic Bearing',
      'trigger',
      '摸牌阶段,你多摸一张牌。',
      'In your draw phase you draw one more card.',
    ),
    sk(
      'fanjian',
      '反间',
      'Sow Dissension',
      'active',
      '出牌阶段限一次,你可令一名其他角色选择一种花色,然后其获得你的一张手牌;若此牌花色与其所选不同,你对其造成1点伤害。',
      'Once per play phase, another role names a suit and then takes one of your hand cards; if its suit differs, you deal it 1 damage.',
    ),
    sk(
      'qingguo',
      '倾国',
      'Captivating Beauty',
      'convert',
      '你可将一张黑色手牌当【闪】使用或打出。',
      'You may use or play a black hand card as a Dodge.',
    ),
    sk(
      'luoshen',
      '洛神',
      'Goddess of the Luo',
      'trigger',
      '准备阶段,你可判定;结果为黑色则获得判定牌(延时效果),你可重复此流程。',
      'In your preparation phase you may judge; on black you take the card (delayed effect) and may repeat.',
    ),
    sk(
      'jizhi',
      '集智',
      'Ingenuity',
      'trigger',
      '你使用非延时锦囊牌时,可摸一张牌。',
      'When you use a non-delayed trick, you may draw a card.',
    ),
    sk(
      'qicai',
      '奇才',
      'Genius',
      'status',
      '你使用锦囊牌无距离限制。',
      'Your tricks have no distance limit.',
    ),
    sk(
      'elai',
      '恶来',
      'Ferocity',
      'status',
      '你杀死敌方角色时,你方因此获得的分数+1(即使你已死亡)。',
      'When you kill an enemy role, your camp scores one more point for it (even if you are dead).',
    ),
    sk(
      'ganglie',
      '刚烈',
      'Unyielding',
      'trigger',
      '你受到伤害后,可判定;若结果不为♥,来源选择弃置两张手牌或受到你造成的1点伤害。',
      'After you take damage you may judge; unless the result is ♥, the source discards two hand cards or takes 1 damage from you.',
    ),
    sk(
      'rende',
      '仁德',
      'Benevolence',
      'active',
      '出牌阶段,你可将任意张手牌交给一名其他角色;你于此阶段以此法给出第二张牌时,回复1点体力。',
      'In your play phase you may give any number of hand cards to another role; when you have given a second card this phase, you recover 1 HP.',
    ),
    sk(
      'zhiheng',
      '制衡',
      'Balance of Power',
      'active',
      '出牌阶段限一次,你可弃置任意张牌,然后摸等量的牌。',
      'Once per play phase you may discard any number of cards, then draw as many.',
    ),
    sk(
      'kurou',
      '苦肉',
      'Self-Injury',
      'active',
      '出牌阶段,你可失去1点体力,然后摸两张牌。',
      'In your play phase you may lose 1 HP, then draw two cards.',
    ),
    sk(
      'qingnang',
      '青囊',
      'Green Satchel',
      'active',
      '出牌阶段限一次,你可弃置一张手牌,令一名受伤的角色回复1点体力。',
      'Once per play phase you may discard a hand card so that a wounded role recovers 1 HP.',
    ),
    sk(
      'jijiu',
      '急救',
      'First Aid',
      'convert',
      '你的回合外,你可将一张红色牌当【桃】使用。',
      'Outside your turn you may use a red card as a Peach.',
    ),
    sk(
      'qixi',
      '奇袭',
      'Surprise Raid',
      'convert',
      '出牌阶段,你可将一张黑色牌当【过河拆桥】使用。',
      'In your play phase you may use a black card as Dismantle.',
    ),
    sk(
      'jieyin',
      '结姻',
      'Marriage',
      'active',
      '出牌阶段限一次,你可弃置两张手牌并选择一名受伤的男性角色,你与其各回复1点体力。',
      'Once per play phase you may discard two hand cards and choose a wounded male role: you and it each recover 1 HP.',
    ),
    sk(
      'dujiang',
      '渡江',
      'Crossing the River',
      'trigger',
      '你移动时,可于一步声明此技能,穿过一个山岭方格(不能停留于其上);每次移动限一次。',
      'When you move you may declare this skill on one step to cross a mountain square (you cannot stop on it); once per move.',
      true,
    ),
    sk(
      'tuxi',
      '突袭',
      'Sudden Raid',
      'trigger',
      '摸牌阶段开始时,你可放弃摸牌,改为获得至多两名其他角色的各一张手牌。',
      'At the start of your draw phase you may draw nothing and instead take one hand card each from up to two other roles.',
    ),
    sk(
      'luoyi',
      '裸衣',
      'Bare-Chested',
      'trigger',
      '摸牌阶段,你可少摸一张牌;若如此做,本回合你的【杀】或【决斗】造成伤害时,伤害+1。',
      'In your draw phase you may draw one card fewer; then this turn your Kills and Duels deal 1 extra damage.',
    ),
  ]);

function sk(id: string, zh: string, en: string, kind: string, tzh: string, ten: string, design?: boolean) {
  return design
    ? { id, zh, en, kind, text: { zh: tzh, en: ten }, design }
    : { id, zh, en, kind, text: { zh: tzh, en: ten } };
}

export const SKILLS: Record<string, Skill> = Object.fromEntries(SKILL_LIST.map((s) => [s.id, s]));

const GENERAL_LIST: General[] = z.array(General).parse([
  { id: 'caocao', zh: '曹操', en: 'Cao Cao', hp: 4, male: true, move: 3, skills: ['jianxiong'] },
  { id: 'guojia', zh: '郭嘉', en: 'Guo Jia', hp: 3, male: true, move: 3, skills: ['tiandu', 'yiji'] },
  { id: 'simayi', zh: '司马懿', en: 'Sima Yi', hp: 3, male: true, move: 3, skills: ['guicai', 'fuying'] },
  {
    id: 'zhugeliang',
    zh: '诸葛亮',
    en: 'Zhuge Liang',
    hp: 3,
    male: true,
    move: 3,
    skills: ['guanxing', 'kongcheng'],
  },
  { id: 'daqiao', zh: '大乔', en: 'Da Qiao', hp: 3, male: false, move: 3, skills: ['guose', 'liuli'] },
  { id: 'diaochan', zh: '貂蝉', en: 'Diao Chan', hp: 3, male: false, move: 3, skills: ['lijian', 'biyue'] },
  { id: 'lvbu', zh: '吕布', en: 'Lü Bu', hp: 4, male: true, move: 3, skills: ['wushuang'] },
  { id: 'machao', zh: '马超', en: 'Ma Chao', hp: 4, male: true, move: 3, skills: ['tieqi', 'mashu'] },
  { id: 'guanyu', zh: '关羽', en: 'Guan Yu', hp: 4, male: true, move: 3, skills: ['wusheng'] },
  { id: 'zhaoyun', zh: '赵云', en: 'Zhao Yun', hp: 4, male: true, move: 3, skills: ['longdan'] },
  { id: 'zhouyu', zh: '周瑜', en: 'Zhou Yu', hp: 3, male: true, move: 3, skills: ['yingzi', 'fanjian'] },
  { id: 'zhenji', zh: '甄姬', en: 'Zhen Ji', hp: 3, male: false, move: 3, skills: ['qingguo', 'luoshen'] },
  {
    id: 'huangyueying',
    zh: '黄月英',
    en: 'Huang Yueying',
    hp: 3,
    male: false,
    move: 3,
    skills: ['jizhi', 'qicai'],
  },
  { id: 'dianwei', zh: '典韦', en: 'Dian Wei', hp: 4, male: true, move: 3, skills: ['elai'] },
  { id: 'xiahoudun', zh: '夏侯惇', en: 'Xiahou Dun', hp: 4, male: true, move: 3, skills: ['ganglie'] },
  { id: 'xuchu', zh: '许褚', en: 'Xu Chu', hp: 4, male: true, move: 3, skills: ['luoyi'] },
  { id: 'liubei', zh: '刘备', en: 'Liu Bei', hp: 4, male: true, move: 3, skills: ['rende'] },
  { id: 'sunquan', zh: '孙权', en: 'Sun Quan', hp: 4, male: true, move: 3, skills: ['zhiheng'] },
  { id: 'huanggai', zh: '黄盖', en: 'Huang Gai', hp: 4, male: true, move: 3, skills: ['kurou'] },
  { id: 'huatuo', zh: '华佗', en: 'Hua Tuo', hp: 3, male: true, move: 3, skills: ['qingnang', 'jijiu'] },
  { id: 'ganning', zh: '甘宁', en: 'Gan Ning', hp: 4, male: true, move: 3, skills: ['qixi', 'dujiang'] },
  {
    id: 'sunshangxiang',
    zh: '孙尚香',
    en: 'Sun Shangxiang',
    hp: 3,
    male: false,
    move: 3,
    skills: ['jieyin'],
  },
  { id: 'zhangliao', zh: '张辽', en: 'Zhang Liao', hp: 4, male: true, move: 3, skills: ['tuxi'] },
]);
for (const gen of GENERAL_LIST)
  for (const s of gen.skills) if (!SKILLS[s]) throw new Error(`unknown skill ${s}`);

export const GENERALS: Record<string, General> = Object.fromEntries(GENERAL_LIST.map((g) => [g.id, g]));
export const GENERAL_IDS = GENERAL_LIST.map((g) => g.id);
