/**
 * Every content file of the package, listed in one place (no registration by import side effects;
 * test/content.test.ts fails when a file is missing here). The order matters and is the rules':
 * cards in the standard deck's order (the deck is built from it), then skills, then terrain.
 */
import card_bagua from './cards/armour/bagua.ts';
import card_renwang from './cards/armour/renwang.ts';
import card_sha from './cards/basic/sha.ts';
import card_shan from './cards/basic/shan.ts';
import card_shesha from './cards/basic/shesha.ts';
import card_tao from './cards/basic/tao.ts';
import card_bingliang from './cards/delayed/bingliang.ts';
import card_le from './cards/delayed/le.ts';
import card_shandian from './cards/delayed/shandian.ts';
import card_fangyu from './cards/mounts/fangyu.ts';
import card_jingong from './cards/mounts/jingong.ts';
import card_guohe from './cards/tricks/guohe.ts';
import card_jiedao from './cards/tricks/jiedao.ts';
import card_juedou from './cards/tricks/juedou.ts';
import card_nanman from './cards/tricks/nanman.ts';
import card_shunshou from './cards/tricks/shunshou.ts';
import card_taoyuan from './cards/tricks/taoyuan.ts';
import card_wanjian from './cards/tricks/wanjian.ts';
import card_wugu from './cards/tricks/wugu.ts';
import card_wuxie from './cards/tricks/wuxie.ts';
import card_wuzhong from './cards/tricks/wuzhong.ts';
import card_cixiong from './cards/weapons/cixiong.ts';
import card_guanshi from './cards/weapons/guanshi.ts';
import card_hanbing from './cards/weapons/hanbing.ts';
import card_qilin from './cards/weapons/qilin.ts';
import card_qinggang from './cards/weapons/qinggang.ts';
import card_qinglong from './cards/weapons/qinglong.ts';
import card_zhangba from './cards/weapons/zhangba.ts';
import card_zhuge from './cards/weapons/zhuge.ts';
import card_zhuque from './cards/weapons/zhuque.ts';
import type { ContentFile } from './schema.ts';
import skill_biyue from './skills/biyue.ts';
import skill_dujiang from './skills/dujiang.ts';
import skill_elai from './skills/elai.ts';
import skill_fanjian from './skills/fanjian.ts';
import skill_fuying from './skills/fuying.ts';
import skill_ganglie from './skills/ganglie.ts';
import skill_guanxing from './skills/guanxing.ts';
import skill_guicai from './skills/guicai.ts';
import skill_guose from './skills/guose.ts';
import skill_jianxiong from './skills/jianxiong.ts';
import skill_jieyin from './skills/jieyin.ts';
import skill_jijiu from './skills/jijiu.ts';
import skill_jizhi from './skills/jizhi.ts';
import skill_kongcheng from './skills/kongcheng.ts';
import skill_kurou from './skills/kurou.ts';
import skill_lijian from './skills/lijian.ts';
import skill_liuli from './skills/liuli.ts';
import skill_longdan from './skills/longdan.ts';
import skill_luoshen from './skills/luoshen.ts';
import skill_luoyi from './skills/luoyi.ts';
import skill_mashu from './skills/mashu.ts';
import skill_qicai from './skills/qicai.ts';
import skill_qingguo from './skills/qingguo.ts';
import skill_qingnang from './skills/qingnang.ts';
import skill_qixi from './skills/qixi.ts';
import skill_rende from './skills/rende.ts';
import skill_tiandu from './skills/tiandu.ts';
import skill_tieqi from './skills/tieqi.ts';
import skill_tuxi from './skills/tuxi.ts';
import skill_wusheng from './skills/wusheng.ts';
import skill_wushuang from './skills/wushuang.ts';
import skill_yiji from './skills/yiji.ts';
import skill_yingzi from './skills/yingzi.ts';
import skill_zhiheng from './skills/zhiheng.ts';
import terrain_forest from './terrain/forest.ts';
import terrain_lake from './terrain/lake.ts';
import terrain_post from './terrain/post.ts';
import terrain_tower from './terrain/tower.ts';

/** The files in order (a function, so a file importing rule helpers can be loaded first). */
export function contentFiles(): ContentFile[] {
  return [
    card_sha,
    card_shesha,
    card_shan,
    card_tao,
    card_juedou,
    card_wuxie,
    card_wuzhong,
    card_guohe,
    card_shunshou,
    card_nanman,
    card_wanjian,
    card_taoyuan,
    card_le,
    card_bingliang,
    card_wugu,
    card_jiedao,
    card_shandian,
    card_zhuge,
    card_qilin,
    card_qinglong,
    card_guanshi,
    card_cixiong,
    card_qinggang,
    card_zhangba,
    card_hanbing,
    card_zhuque,
    card_bagua,
    card_renwang,
    card_jingong,
    card_fangyu,
    skill_jianxiong,
    skill_tiandu,
    skill_yiji,
    skill_guicai,
    skill_fuying,
    skill_guanxing,
    skill_kongcheng,
    skill_guose,
    skill_liuli,
    skill_lijian,
    skill_biyue,
    skill_wushuang,
    skill_tieqi,
    skill_mashu,
    skill_wusheng,
    skill_longdan,
    skill_yingzi,
    skill_fanjian,
    skill_qingguo,
    skill_luoshen,
    skill_jizhi,
    skill_qicai,
    skill_elai,
    skill_ganglie,
    skill_rende,
    skill_zhiheng,
    skill_kurou,
    skill_qingnang,
    skill_jijiu,
    skill_qixi,
    skill_jieyin,
    skill_dujiang,
    skill_tuxi,
    skill_luoyi,
    terrain_lake,
    terrain_forest,
    terrain_post,
    terrain_tower,
  ];
}
