/**
 * Card data: stats of every implemented card, from the reference data of
 * "KLSD Documents 卡灵时代资料站" (CC-BY 4.0), validated with zod when the module loads.
 * Names are the cards' names; English names are our own translations.
 * Row format: id | zh name | en name | type | attributes | level (卡灵) or cost (tactic/device) |
 * series | AP/DP/SP | GP.
 */
import * as z from 'zod';

export const CardSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    zh: z.string().min(1),
    en: z.string().min(1),
    type: z.enum(['kaling', 'tactic', 'device']),
    attrs: z.array(z.enum(['光', '电', '暗', '火', '木', '水', '土', '冰', '风', '金', '空'])),
    lv: z.number().int().min(0).max(6),
    series: z.string().optional(),
    ap: z.number().int().min(0).max(20),
    dp: z.number().int().min(0).max(20),
    sp: z.number().int().min(0).max(5),
    gp: z.number().int().min(0).optional(),
  })
  .strict();

export type CardData = z.infer<typeof CardSchema>;

const ROWS = `
jungle-dart-frog|丛林雨箭蛙|Jungle Dart Frog|kaling|木/水|2|爬灵|3/1/3
cloud-sparky|云电仔|Cloud Sparky|kaling|电/风|1|精灵|2/0/3
penguin-dudu|企鹅嘟嘟|Penguin Dudu|kaling|冰/水|2|鸟灵|3/3/2
saint-helier|圣赫利尔|Saint Helier|kaling|光|2|龙灵|2/5/1
captain-argo|征梦者船长 阿尔戈|Captain Argo|kaling|水/土|2|龙灵|2/2/2
fierce-howl|恶啸|Fierce Howl|kaling|暗|2|兽灵|4/0/2
breeze-swordsman|清风剑士|Breeze Swordsman|kaling|风|3|战灵|5/4/2
sun-child|阳耀子|Sun Child|kaling|火|2|精灵|3/3/2
dream-maker|造梦师|Dream Maker|kaling|光|2|法灵|0/2/1
ranger-legend|传奇游侠 莱金德|Legend the Ranger|kaling|空|5|战灵|7/4/1
were-lycaon|伪装狼人 吕卡翁|Lycaon the Disguised Werewolf|kaling|暗/风|3|兽灵|4/4/2
husky-rider|傲慢机车 哈士基|Husky the Proud Rider|kaling|暗/金|1|兽灵|1/2/3
light-mage|光法师 青辉|Qinghui the Light Mage|kaling|光|4|法灵|4/6/2
caesar-mammoth|凯撒猛犸|Caesar Mammoth|kaling|火|5|兽灵|7/7/1
arctic-emperor|北极帝王|Arctic Emperor|kaling|冰|5|兽灵|7/7/1
guard-cactus|卫兵仙人掌|Guard Cactus|kaling|木/金|2|植灵|2/3/1
clown-mage|小丑星法师|Clown Star Mage|kaling|光|1|法灵|1/1/2
king-kuga|库加王|King Kuga|kaling|水|5|水灵|7/5/2
fuweini|弗威尼|Fuweini|kaling|光|5|龙灵|4/5/2
shadow-blade|影刃丸|Shadow Blade|kaling|暗|4|战灵|6/4/2
shadow-ninja|影球忍者|Shadow Ball Ninja|kaling|暗/金|2|法灵|2/0/2
heart-angel|心天使|Heart Angel|kaling|光|1|精灵|0/0/2
warlord|战争领主|Warlord|kaling|火/暗|5|魔灵|8/4/1
grenade-roach|手雷蟑螂|Grenade Roach|kaling|暗|1|虫灵|1/1/2
wood-sword-dragon|木剑龙|Wood Sword Dragon|kaling|木|4|怪灵|4/5/1
dryad-emperor|树妖皇|Dryad Emperor|kaling|木|5|植灵|4/7/1
nightmare-dragon|梦魇邪牙龙|Nightmare Fang Dragon|kaling|暗/风|5|龙灵|7/4/2
thorn-rat|棘刺毒鼠|Thorn Rat|kaling|暗/木|2|兽灵|3/3/1
elf-archer|森精灵弓手|Forest Elf Archer|kaling|风/光|2|精灵|2/4/2
sandman|沙德曼|Sandman|kaling|土|3|法灵|4/3/2
volt-blade|流电刀士|Volt Blademaster|kaling|电|2|械灵|4/3/0
flame-imp|炎头小鬼|Flame-head Imp|kaling|火/暗|2|魔灵|3/2/2
flame-horn|炎角凶兽|Flame Horn Beast|kaling|火|3|怪灵|5/3/2
coal-shrimp|焦炭虾|Coal Shrimp|kaling|火/土|2|岩灵|3/3/1
lava-sprite|熔岩精灵|Lava Sprite|kaling|火/土|1|岩灵|1/1/1
peony-consort|牡丹妃|Peony Consort|kaling|木|2|植灵|0/2/1
gale-dragon|狂风龙|Gale Dragon|kaling|风|2|龙灵|3/1/2
thunder-breaker|电光断碎者|Thunder Breaker|kaling|电/金|5|战灵|4/5/1
volt-magician|电光魔法师|Volt Magician|kaling|电/光|3|法灵|4/3/2
e-baby|电子宝宝|E-Baby|kaling|电|1|精灵|1/1/1
shieldclaw-dragon|盾爪龙 凯骑|Kaiqi the Shieldclaw Dragon|kaling|暗/金|4|龙灵|3/6/2
sleep-god-sandman|睡神沙德曼|Sandman the Sleep God|kaling|土/光|5|法灵|5/4/2
lilia|红镰魔少女 莉莉娅|Lilia of the Red Scythe|kaling|暗|3|法灵|3/4/2
aurora-dragon|辉翼极光龙|Aurora Wing Dragon|kaling|光/风|5|龙灵|5/6/2
thunder-gecko|迅雷翼守宫|Thunderwing Gecko|kaling|电|2|爬灵|3/0/2
valkyrie|重铠女武神|Armoured Valkyrie|kaling|金|5|战灵|4/8/1
mantis-knight|钢螂刃骑|Steel Mantis Knight|kaling|金|4|虫灵|4/4/2
horn-cannon|钢角炮仙|Horn Cannon Sage|kaling|金/电|2|械灵|3/3/1
mirror-dragon|镜甲龙|Mirror Armour Dragon|kaling|冰|5|龙灵|5/7/1
wind-sprite|风精灵|Wind Sprite|kaling|风|2|精灵|0/0/2
chime-fairy|风铃灵儿|Wind Chime Fairy|kaling|风/木|2|法灵|1/2/2
wind-eye|风魔眼|Wind Demon Eye|kaling|风|5|怪灵|5/5/2
storm-hunter|飓风猎人 布雷德|Blade the Storm Hunter|kaling|风|3|战灵|5/1/2
shadow-snake|影狱蛇|Shadow Prison Snake|kaling|暗|1|爬灵|1/0/3
east-water|灏涛锦蔚|Haotao Jinwei|kaling||4|法灵|4/4/2
ice-fear|惧源渊冰 吓啼|Xiati of the Icy Abyss|kaling|冰/暗|4|魔灵|5/4/2
autumn-leaf|一叶知秋|One Leaf Knows Autumn|tactic|木|1
swap-places|交换位置|Change Places|tactic|暗|3
charge-max|充能MAX|Charge MAX|tactic|电|2
light-energy|光能量|Light Energy|tactic|光|0
ice-energy|冰能量|Ice Energy|tactic|冰|1
peace-fruit|和平果实|Fruit of Peace|tactic|木|2
earth-energy|土能量|Earth Energy|tactic|土|2
hope-light|希望灵光|Glimmer of Hope|tactic|光|4
phantom|幻影|Phantom|tactic|暗|3
mind-eye|心灵之眼|Mind's Eye|tactic|光|3
take-root|扎根|Take Root|tactic|木|2
soar|扶摇直上|Soar|tactic|风|1
star-wish|星之愿|Star Wish|tactic|光|2
star-shield|星光盾|Starlight Shield|tactic|光|1
dark-energy|暗能量|Dark Energy|tactic|暗|4
wood-energy|木能量|Wood Energy|tactic|木|1
spring-revival|枯木逢春|Spring for Dead Wood|tactic|木|4
death-bomb|死亡爆弹|Death Bomb|tactic|火|3
necro-revival|死灵复生|Necro Revival|tactic|暗|3
water-energy|水能量|Water Energy|tactic|水|1
abyss-light|深渊之光|Light of the Abyss|tactic|光|0
fire-energy|火能量|Fire Energy|tactic|火|1
heat-surge|热能涌动|Heat Surge|tactic|火|2
burning-soul|燃烧之魂|Burning Soul|tactic|火|2
life-branch|生命树之枝|Branch of the Life Tree|device|木|2|||1
lightning-flash|电光石火|Lightning Flash|tactic|电|2
volt-energy|电能量|Volt Energy|tactic|电|1
flash-draw|电闪抽牌|Flash Draw|tactic|电|3
blood-light|血凝光|Blood Clot Light|tactic|暗|0
metal-energy|金能量|Metal Energy|tactic|金|2
spy-dove|间谍鸽|Spy Dove|tactic|风|3
meteor|陨石坠击|Meteor Strike|tactic|火|0
wind-energy|风能量|Wind Energy|tactic|风|3
wind-rise|风起云涌|Rising Winds|tactic|风|2
arrow|飞矢|Flying Arrow|tactic|风|1
`;

function parseRow(line: string): CardData {
  const [id, zh, en, type, attrs, lv, series, stats, gp] = line.split('|');
  const [ap, dp, sp] = (stats || '0/0/0').split('/').map(Number);
  const raw: Record<string, unknown> = {
    id,
    zh,
    en,
    type,
    attrs: attrs ? attrs.split('/') : [],
    lv: Number(lv),
    ap,
    dp,
    sp,
  };
  if (series) raw.series = series;
  if (gp) raw.gp = Number(gp);
  const r = CardSchema.safeParse(raw);
  if (!r.success) throw new Error(`kaling card data "${id}": ${r.error.issues[0].message}`);
  return r.data;
}

export const CARD_LIST: readonly CardData[] = ROWS.trim()
  .split('\n')
  .map((l) => parseRow(l.trim()));

export const CARDS: Record<string, CardData> = Object.fromEntries(CARD_LIST.map((c) => [c.id, c]));
