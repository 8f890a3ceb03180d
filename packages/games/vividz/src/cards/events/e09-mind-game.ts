/** Mind Game (心理战) — VZ 102.9: both choose hidden cards at once; VZ 1107: choose one. */
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-E09',
    kind: 'event',
    name: { zh: '心理战', en: 'Mind Game' },
    cost: 1,
    missionInfo: 'any',
    abilities: [
      {
        type: 'event',
        fx: [
          { op: 'discard', who: 'both', n: 1 },
          {
            op: 'choose',
            modes: [
              { label: { zh: '抓1张牌', en: 'Draw a card' }, fx: [{ op: 'draw', n: 1 }] },
              {
                label: { zh: '将至多1张牌从牌库顶置入能量区', en: 'Put up to 1 top card into energy' },
                fx: [{ op: 'deckToEnergy', upTo: 1 }],
              },
            ],
          },
        ],
      },
    ],
    text: {
      zh: '【事】双方各将1张手牌置入弃牌区。然后选择1项：抓1张牌；或将至多1张牌从牌库顶置入自己的能量区。',
      en: '[Event] Each player puts a hand card into their trash. Then choose one: draw a card; or put up to 1 card from the top of your deck into your energy zone.',
    },
  },
});
