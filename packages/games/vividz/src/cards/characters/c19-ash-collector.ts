/** Ash Collector (灰烬收集者) — VZ 908.3c: one triggered state per card put into the trash. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C19',
    kind: 'character',
    name: { zh: '灰烬收集者', en: 'Ash Collector' },
    cost: 2,
    power: 1,
    missionInfo: 'star',
    feature: 'shadow',
    accountInfo: 'nocturne',
    abilities: [{ type: 'auto', on: 'toTrash', fx: [{ op: 'power', on: 'self', n: 1, until: 'turn' }] }],
    text: {
      zh: '〔场地〕【自】每当1张牌置入自己的弃牌区时：▶本回合中，此角色力量值+1。',
      en: '[Area] [Auto] Whenever a card is put into your trash: ▶ This character gets +1 power this turn.',
    },
  },
});
