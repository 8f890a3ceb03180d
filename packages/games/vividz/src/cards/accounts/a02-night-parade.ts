/** Night Parade (夜行社) — VZ 904.2c: a choice between two costs. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-A02',
    kind: 'account',
    name: { zh: '夜行社', en: 'Night Parade' },
    accountInfo: 'nocturne',
    abilities: [
      {
        type: 'act',
        cost: {
          anyOf: [
            { sleepSelf: true, discard: 1 },
            { sleepSelf: true, energy: 1 },
          ],
        },
        targets: [{ who: { side: 'own' } }],
        fx: [{ op: 'slide', on: { target: 0 } }],
      },
    ],
    text: {
      zh: '〔账号〕【起】费用：⤵，以及将1张手牌置入弃牌区或1能量 ▶选择1名自己的角色，令其滑行。',
      en: '[Account] [Act] Cost: ⤵, and either put a hand card into your trash or pay 1 energy ▶ Choose one of your characters; it slides.',
    },
  },
});
