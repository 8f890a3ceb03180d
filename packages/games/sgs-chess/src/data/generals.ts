/**
 * The generals (武将牌) and the skills each carries (skill behaviour is in src/content/skills/, one
 * file per skill). HP and gender are the standard values; the war-chess 行动力 is unknown and is 3
 * for everyone (docs/decisions.md D5). The roster is data: a general has no behaviour of its own.
 */
import * as z from 'zod';

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
export const GENERALS: Record<string, General> = Object.fromEntries(GENERAL_LIST.map((g) => [g.id, g]));
export const GENERAL_IDS = GENERAL_LIST.map((g) => g.id);
