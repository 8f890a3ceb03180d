/** Prism Producer (棱镜制作人) — VZ 911.1b: a non-numeric static effect; VZ 802.1a: the no-attack mark. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C05',
    kind: 'character',
    name: { zh: '棱镜制作人', en: 'Prism Producer' },
    cost: 2,
    power: 1,
    missionInfo: 'sun',
    feature: 'idol',
    accountInfo: 'aurora',
    marks: ['noAttack'],
    abilities: [
      { type: 'static', st: { st: 'feature', who: { side: 'own', other: true }, feature: 'idol' } },
    ],
    text: {
      zh: '【禁攻】〔场地〕【常】自己的其他角色获得特征〈偶像〉。',
      en: '[No Attack] [Area] [Static] Your other characters gain the feature <idol>.',
    },
  },
});
