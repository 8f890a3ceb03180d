/** Accel Dancer (加速舞者) — VZ 1201: Accel by feature. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C08',
    kind: 'character',
    name: { zh: '加速舞者', en: 'Accel Dancer' },
    cost: 2,
    power: 2,
    missionInfo: 'sun',
    feature: 'idol',
    accountInfo: 'aurora',
    abilities: [{ type: 'accel', feature: 'idol' }],
    text: {
      zh: '〔场地〕【起】加速〈偶像〉（费用：⤵ ▶展示牌库顶牌。若其具有特征〈偶像〉，可以不支付费用使用之；否则将其置入能量区。）',
      en: '[Area] [Act] Accel <idol> (Cost: ⤵ ▶ Reveal the top card of your deck. If it has the feature <idol>, you may use it without paying its cost; otherwise put it into your energy zone.)',
    },
  },
});
