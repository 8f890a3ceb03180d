/** Night Stalker (夜行猎手) — VZ 1201: Accel by account info. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C24',
    kind: 'character',
    name: { zh: '夜行猎手', en: 'Night Stalker' },
    cost: 4,
    power: 5,
    missionInfo: 'star',
    feature: 'shadow',
    accountInfo: 'nocturne',
    marks: ['costDown'],
    abilities: [{ type: 'accel', account: 'nocturne' }],
    text: {
      zh: '【减费】〔场地〕【起】加速〈夜行〉（费用：⤵ ▶展示牌库顶牌。若其账号信息为〈夜行〉，可以不支付费用使用之；否则将其置入能量区。）',
      en: '[Cost Down] [Area] [Act] Accel <nocturne> (Cost: ⤵ ▶ Reveal the top card of your deck. If its account info is <nocturne>, you may use it without paying its cost; otherwise put it into your energy zone.)',
    },
  },
});
