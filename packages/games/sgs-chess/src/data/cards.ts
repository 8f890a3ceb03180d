/**
 * Card definitions as validated data. Kinds carry the rules text (own words), type, targeting and
 * effect in the game's effect vocabulary; physical cards carry suit and rank for judgements. The
 * war-chess card list is unknown (rules-gaps §4.3 #6): the deck is the standard deck adapted
 * (docs/decisions.md D6).
 */
import * as z from 'zod';

export const SUITS = ['S', 'H', 'C', 'D'] as const;
export type Suit = (typeof SUITS)[number];
export const SUIT_GLYPH: Record<Suit, string> = { S: '♠', H: '♥', C: '♣', D: '♦' };
export const isRed = (s: Suit | '') => s === 'H' || s === 'D';
export const isBlack = (s: Suit | '') => s === 'S' || s === 'C';

/** Effect vocabulary: what a card does to its current target (SGS 2.4 生效后). */
const Op = z.discriminatedUnion('op', [
  z.object({ op: z.literal('damage'), n: z.number().int().positive() }),
  z.object({ op: z.literal('recover'), n: z.number().int().positive() }),
  z.object({ op: z.literal('draw'), n: z.number().int().positive() }),
  /** the user discards one card of the target (过河拆桥) */
  z.object({ op: z.literal('dismantle') }),
  /** the user takes one card of the target (顺手牵羊) */
  z.object({ op: z.literal('snatch') }),
  /** the target must play the card or take damage from the user (南蛮入侵, 万箭齐发) */
  z.object({ op: z.literal('demand'), card: z.enum(['sha', 'shan']), n: z.number().int().positive() }),
  /** 决斗 */
  z.object({ op: z.literal('duel') }),
  /** judge; a result not of `suit` skips `phase` (乐不思蜀, 兵粮寸断) */
  z.object({ op: z.literal('judge-skip'), suit: z.enum(SUITS), phase: z.enum(['play', 'draw']) }),
  /** 五谷丰登: the target takes one of the revealed cards */
  z.object({ op: z.literal('harvest') }),
  /** 借刀杀人: the target uses a 【杀】 on the second target or hands over its weapon */
  z.object({ op: z.literal('borrow') }),
  /** 闪电: judge; ♠2–9 → 3 thunder damage, else it moves on to the next role */
  z.object({ op: z.literal('lightning'), n: z.number().int().positive() }),
]);
export type Op = z.infer<typeof Op>;

const Kind = z
  .object({
    id: z.string(),
    zh: z.string(),
    en: z.string(),
    type: z.enum(['basic', 'trick', 'delay', 'equip']),
    slot: z.enum(['weapon', 'armor', 'horse']).optional(),
    range: z.number().int().positive().optional(),
    /** how targets are chosen (专题三 "使用目标") */
    target: z.enum(['sha', 'self', 'other', 'dist1', 'others-all', 'all', 'none', 'borrow']),
    /** cards of this kind may carry a target with cards only */
    needsCards: z.boolean().optional(),
    effect: z.array(Op),
    maxCopies: z.number().int().positive(),
    text: z.object({ zh: z.string(), en: z.string() }),
  })
  .strict();
export type Kind = z.infer<typeof Kind>;

const KIND_LIST: Kind[] = z.array(Kind).parse([
  {
    id: 'sha',
    zh: '普杀',
    en: 'Kill',
    type: 'basic',
    target: 'sha',
    effect: [{ op: 'damage', n: 1 }],
    maxCopies: 30,
    text: {
      zh: '基本牌(【杀】的一种)。对攻击范围内的一名其他角色使用;其需使用【闪】抵消,否则受到1点伤害。',
      en: 'Basic card, the plain Kill. Use on another role within your attack range; unless it cancels with a Dodge, it takes 1 damage.',
    },
  },
  {
    id: 'shesha',
    zh: '射杀',
    en: 'Shooting Kill',
    type: 'basic',
    target: 'sha',
    effect: [{ op: 'damage', n: 1 }],
    maxCopies: 20,
    text: {
      zh: '基本牌(【杀】的一种)。方法①:对直线上距离2至射程、中间无阻挡的一名角色使用;方法②:对距离1的一名角色使用。其需使用【闪】抵消,否则受到1点伤害。',
      en: 'Basic card (a kind of Kill). Method ①: at a role in a clear straight line, distance 2 up to your shooting range; method ②: at a role at distance 1. Unless it cancels with a Dodge, it takes 1 damage.',
    },
  },
  {
    id: 'shan',
    zh: '闪',
    en: 'Dodge',
    type: 'basic',
    target: 'none',
    effect: [],
    maxCopies: 24,
    text: {
      zh: '基本牌。在【杀】生效前使用,抵消之。',
      en: 'Basic card. Used before a Kill takes effect, it cancels that Kill.',
    },
  },
  {
    id: 'tao',
    zh: '桃',
    en: 'Peach',
    type: 'basic',
    target: 'self',
    effect: [{ op: 'recover', n: 1 }],
    maxCopies: 12,
    text: {
      zh: '基本牌。方法①:出牌阶段对受伤的自己使用,回复1点体力;方法②:对距离4以内的濒死角色使用,其回复1点体力。',
      en: 'Basic card. Method ①: in your play phase, on yourself when wounded: recover 1 HP. Method ②: on a dying role within distance 4: it recovers 1 HP.',
    },
  },
  {
    id: 'juedou',
    zh: '决斗',
    en: 'Duel',
    type: 'trick',
    target: 'other',
    effect: [{ op: 'duel' }],
    maxCopies: 4,
    text: {
      zh: '锦囊。对一名其他角色使用;由其开始,双方轮流打出【杀】,先不打出者受到另一方造成的1点伤害。',
      en: 'Trick. Use on another role: starting with it, the two take turns playing a Kill; the first who does not takes 1 damage from the other.',
    },
  },
  {
    id: 'wuxie',
    zh: '无懈可击',
    en: 'Nullify',
    type: 'trick',
    target: 'none',
    effect: [],
    maxCopies: 6,
    text: {
      zh: '锦囊。在一张锦囊牌对一名目标生效前使用,令其对该目标无效(也可抵消另一张【无懈可击】)。',
      en: 'Trick. Used before a trick takes effect on one target, the trick has no effect on it (it can also cancel another Nullify).',
    },
  },
  {
    id: 'wuzhong',
    zh: '无中生有',
    en: 'Something from Nothing',
    type: 'trick',
    target: 'self',
    effect: [{ op: 'draw', n: 2 }],
    maxCopies: 4,
    text: { zh: '锦囊。对自己使用,摸两张牌。', en: 'Trick. Use on yourself: draw two cards.' },
  },
  {
    id: 'guohe',
    zh: '过河拆桥',
    en: 'Dismantle',
    type: 'trick',
    target: 'other',
    needsCards: true,
    effect: [{ op: 'dismantle' }],
    maxCopies: 6,
    text: {
      zh: '锦囊。对一名区域里有牌的其他角色使用,弃置其区域里的一张牌。',
      en: 'Trick. Use on another role with a card in any of its areas: discard one of those cards.',
    },
  },
  {
    id: 'shunshou',
    zh: '顺手牵羊',
    en: 'Snatch',
    type: 'trick',
    target: 'dist1',
    needsCards: true,
    effect: [{ op: 'snatch' }],
    maxCopies: 5,
    text: {
      zh: '锦囊。对距离1的一名区域里有牌的其他角色使用,获得其区域里的一张牌。',
      en: 'Trick. Use on another role at distance 1 with a card in any of its areas: take one of those cards.',
    },
  },
  {
    id: 'nanman',
    zh: '南蛮入侵',
    en: 'Barbarian Invasion',
    type: 'trick',
    target: 'others-all',
    effect: [{ op: 'demand', card: 'sha', n: 1 }],
    maxCopies: 3,
    text: {
      zh: '锦囊。对所有其他角色使用;每名目标需打出【杀】,否则受到1点伤害。',
      en: 'Trick. Use on every other role: each must play a Kill or take 1 damage.',
    },
  },
  {
    id: 'wanjian',
    zh: '万箭齐发',
    en: 'Arrow Barrage',
    type: 'trick',
    target: 'others-all',
    effect: [{ op: 'demand', card: 'shan', n: 1 }],
    maxCopies: 2,
    text: {
      zh: '锦囊。对所有其他角色使用;每名目标需打出【闪】,否则受到1点伤害。',
      en: 'Trick. Use on every other role: each must play a Dodge or take 1 damage.',
    },
  },
  {
    id: 'taoyuan',
    zh: '桃园结义',
    en: 'Peach Garden Oath',
    type: 'trick',
    target: 'all',
    effect: [{ op: 'recover', n: 1 }],
    maxCopies: 2,
    text: {
      zh: '锦囊。对所有角色使用,每名目标回复1点体力。',
      en: 'Trick. Use on every role: each recovers 1 HP.',
    },
  },
  {
    id: 'wugu',
    zh: '五谷丰登',
    en: 'Bountiful Harvest',
    type: 'trick',
    target: 'all',
    effect: [{ op: 'harvest' }],
    maxCopies: 2,
    text: {
      zh: '锦囊。对所有角色使用;亮出牌堆顶等同于目标数的牌,每名目标依次获得其中一张。',
      en: 'Trick. Use on every role: reveal as many cards from the deck as there are targets; each target in turn takes one of them.',
    },
  },
  {
    id: 'jiedao',
    zh: '借刀杀人',
    en: 'Borrowed Blade',
    type: 'trick',
    target: 'borrow',
    effect: [{ op: 'borrow' }],
    maxCopies: 2,
    text: {
      zh: '锦囊。对一名装备区里有武器牌的其他角色和其攻击范围内的另一名角色使用;前者需对后者使用一张【杀】,否则将武器牌交给你。',
      en: 'Trick. Use on another role with a weapon and on a role within its attack range: the first must use a Kill on the second, or hand you its weapon.',
    },
  },
  {
    id: 'shandian',
    zh: '闪电',
    en: 'Lightning',
    type: 'delay',
    target: 'self',
    effect: [{ op: 'lightning', n: 3 }],
    maxCopies: 2,
    text: {
      zh: '延时锦囊。置于你的延时区;其延时阶段判定,结果为♠2至9则受到3点雷电伤害,否则移至下一名角色的延时区。',
      en: 'Delayed trick. Placed in your delay area; in the delay phase it judges: on ♠2–9 its holder takes 3 thunder damage, otherwise it moves on to the next role’s delay area.',
    },
  },
  {
    id: 'le',
    zh: '乐不思蜀',
    en: 'Indulgence',
    type: 'delay',
    target: 'other',
    effect: [{ op: 'judge-skip', suit: 'H', phase: 'play' }],
    maxCopies: 3,
    text: {
      zh: '延时锦囊。置于一名其他角色的延时区;其延时阶段判定,结果不为♥则跳过其出牌阶段。',
      en: 'Delayed trick. Placed in another role’s delay area; in its delay phase it judges, and unless the result is ♥ it skips its play phase.',
    },
  },
  {
    id: 'bingliang',
    zh: '兵粮寸断',
    en: 'Supply Shortage',
    type: 'delay',
    target: 'dist1',
    effect: [{ op: 'judge-skip', suit: 'C', phase: 'draw' }],
    maxCopies: 2,
    text: {
      zh: '延时锦囊。置于距离1的一名其他角色的延时区;其延时阶段判定,结果不为♣则跳过其摸牌阶段。',
      en: 'Delayed trick. Placed in the delay area of another role at distance 1; in its delay phase it judges, and unless the result is ♣ it skips its draw phase.',
    },
  },
  // ---- weapons (range = attack range; rules-gaps §4.2 standard texts, war-chess stand-ins)
  w(
    'zhuge',
    '诸葛连弩',
    'Repeating Crossbow',
    1,
    '你于出牌阶段使用【杀】无次数限制。',
    'Your Kills in the play phase have no use limit.',
  ),
  w(
    'qilin',
    '麒麟弓',
    'Kirin Bow',
    5,
    '你的【杀】造成伤害时,你可弃置目标坐骑区里的牌。',
    'When your Kill deals damage, you may discard the card in the target’s mount slot.',
  ),
  w(
    'qinglong',
    '青龙偃月刀',
    'Green Dragon Blade',
    3,
    '你的【杀】被【闪】抵消后,你可对同一目标再使用一张【杀】。',
    'After your Kill is cancelled by a Dodge, you may use another Kill on the same target.',
  ),
  w(
    'guanshi',
    '贯石斧',
    'Stone Axe',
    3,
    '你的【杀】被抵消后,你可弃置两张牌令其依然生效。',
    'After your Kill is cancelled, you may discard two cards so that it takes effect anyway.',
  ),
  w(
    'cixiong',
    '雌雄双股剑',
    'Twin Swords',
    2,
    '你的【杀】指定异性角色后,你可令其选择弃置一张手牌或令你摸一张牌。',
    'After your Kill targets a role of the other gender, you may have it choose: discard a hand card, or let you draw one.',
  ),
  w(
    'qinggang',
    '青釭剑',
    'Qinggang Sword',
    2,
    '你的【杀】无视目标的防具。',
    'Your Kills ignore the target’s armour.',
  ),
  w(
    'zhangba',
    '丈八蛇矛',
    'Serpent Spear',
    3,
    '你可将两张手牌当【杀】使用或打出。',
    'You may use or play two hand cards as a Kill.',
  ),
  w(
    'hanbing',
    '寒冰箭',
    'Frost Arrow',
    2,
    '你的【杀】造成伤害时,你可防止此伤害,改为弃置目标的至多两张牌。',
    'When your Kill would deal damage, you may prevent it and discard up to two of the target’s cards instead.',
  ),
  w(
    'zhuque',
    '朱雀羽扇',
    'Vermilion Fan',
    4,
    '你的普【杀】指定目标后,你可令其改为火焰伤害。',
    'After your Kill targets, you may make its damage fire damage.',
  ),
  e(
    'bagua',
    '八卦阵',
    'Eight Trigrams',
    'armor',
    '你需要使用或打出【闪】时,你可判定;结果为红色则视为你使用或打出了【闪】。',
    'When you need to use or play a Dodge, you may judge: on red, you count as having used or played one.',
  ),
  e(
    'renwang',
    '仁王盾',
    'Benevolent Shield',
    'armor',
    '黑色【杀】对你无效。',
    'Black Kills have no effect on you.',
  ),
  e(
    'jingong',
    '进攻坐骑',
    'Charger',
    'horse',
    '出牌阶段限一次,你可移动一步。',
    'Once per play phase you may move one step.',
  ),
  e(
    'fangyu',
    '防御坐骑',
    'Warhorse',
    'horse',
    '其他角色与你的距离+1;你移动时可穿过敌方角色所在的方格。',
    'Other roles are one further from you; when you move you may pass through squares held by enemies.',
  ),
]);

function w(id: string, zh: string, en: string, range: number, tzh: string, ten: string) {
  return {
    id,
    zh,
    en,
    type: 'equip',
    slot: 'weapon',
    range,
    target: 'self',
    effect: [],
    maxCopies: 2,
    text: { zh: `武器(攻击范围${range})。${tzh}`, en: `Weapon (range ${range}). ${ten}` },
  };
}
function e(id: string, zh: string, en: string, slot: string, tzh: string, ten: string) {
  const kind = slot === 'armor' ? { zh: '防具', en: 'Armour' } : { zh: '坐骑', en: 'Mount' };
  return {
    id,
    zh,
    en,
    type: 'equip',
    slot,
    target: 'self',
    effect: [],
    maxCopies: 3,
    text: { zh: `${kind.zh}。${tzh}`, en: `${kind.en}. ${ten}` },
  };
}

export const KINDS: Record<string, Kind> = Object.fromEntries(KIND_LIST.map((k) => [k.id, k]));

/** A physical card: `<kind>.<suit><rank>`, e.g. `sha.S7`. */
export interface CardDef {
  id: string;
  kind: string;
  suit: Suit;
  rank: number;
}

const RANKS: Record<string, number> = { A: 1, J: 11, Q: 12, K: 13 };
function parseRank(s: string): number {
  return RANKS[s] ?? Number(s);
}

const CARD_ID = /^([a-z]+)\.([SHCD])(A|J|Q|K|10|[2-9])$/;
const cache = new Map<string, CardDef | null>();
export function cardDef(id: string): CardDef | undefined {
  let d = cache.get(id);
  if (d === undefined) {
    const m = CARD_ID.exec(id);
    d = m && KINDS[m[1]] ? { id, kind: m[1], suit: m[2] as Suit, rank: parseRank(m[3]) } : null;
    cache.set(id, d);
  }
  return d ?? undefined;
}

export function kindOf(id: string): Kind {
  return KINDS[cardDef(id)!.kind];
}

/** The standard deck adapted (stand-in D6): 104 cards. */
const STANDARD_TABLE: Record<string, string> = {
  sha: 'S7 S8 S8 S9 S9 S10 S10 C2 C3 C4 C5 C6 C7 C8 C8 C9 C9 C10 C10 CJ',
  shesha: 'H10 H10 HJ D6 D7 D8 D9 D10 DK SJ',
  shan: 'H2 H2 HK D2 D2 D3 D4 D5 D6 D7 D8 D9 D10 DJ DJ',
  tao: 'H3 H4 H6 H7 H8 H9 HQ DQ',
  juedou: 'SA CA DA',
  wuxie: 'SJ CQ CK DQ',
  wuzhong: 'H7 H8 H9 HJ',
  guohe: 'S3 S4 SQ C3 C4 HQ',
  shunshou: 'S3 S4 SJ D3 D4',
  nanman: 'S7 SK C7',
  wanjian: 'HA',
  taoyuan: 'HA',
  le: 'S6 C6 H6',
  bingliang: 'S10 C4',
  wugu: 'H3 H4',
  jiedao: 'CQ CK',
  shandian: 'SA',
  zhuge: 'CA DA',
  qilin: 'H5',
  qinglong: 'S5',
  guanshi: 'D5',
  cixiong: 'S2',
  qinggang: 'S6',
  zhangba: 'SQ',
  hanbing: 'S2',
  zhuque: 'DA',
  bagua: 'S2 C2',
  renwang: 'C2',
  jingong: 'SK H5 DK',
  fangyu: 'S5 C5 HK',
};

function tableToDeck(table: Record<string, string>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [kind, list] of Object.entries(table)) {
    for (const sr of list.split(' ')) {
      const id = `${kind}.${sr}`;
      out[id] = (out[id] ?? 0) + 1;
    }
  }
  return out;
}

export const STANDARD_DECK = tableToDeck(STANDARD_TABLE);
/** A second legal deck: fewer area tricks, more Kills. */
export const SKIRMISH_DECK = tableToDeck({
  ...STANDARD_TABLE,
  wanjian: '',
  taoyuan: '',
  bingliang: '',
  wugu: '',
  jiedao: '',
  shandian: '',
  sha: `${STANDARD_TABLE.sha} SA D4 H3`,
});
for (const k of Object.keys(SKIRMISH_DECK)) if (k.endsWith('.')) delete SKIRMISH_DECK[k];

export const DECK_MIN = 80;
export const DECK_MAX = 120;
export const MAX_SAME_PRINT = 2;
