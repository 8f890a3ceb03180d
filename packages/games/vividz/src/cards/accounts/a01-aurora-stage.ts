/** Aurora Stage (极光舞台) — VZ 903.1a: an account ability works in the account zone; VZ 907.1a: the sleep icon. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-A01',
    kind: 'account',
    name: { zh: '极光舞台', en: 'Aurora Stage' },
    accountInfo: 'aurora',
    abilities: [
      {
        type: 'act',
        cost: { energy: 1, sleepSelf: true },
        targets: [{ who: { side: 'own' } }],
        fx: [{ op: 'power', on: { target: 0 }, n: 2, until: 'mission' }],
      },
    ],
    text: {
      zh: '〔账号〕【起】费用：⤵、1能量 ▶选择1名自己的角色。直到任务阶段结束时为止，其力量值+2。',
      en: '[Account] [Act] Cost: ⤵, 1 energy ▶ Choose one of your characters. It gets +2 power until the end of the mission phase.',
    },
  },
});
