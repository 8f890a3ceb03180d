import type { FieldData } from '../../types.ts';
import { bilingual, type CardFile } from '../vocab.ts';
import { live, W } from './helpers.ts';

/** The card `storm-hunter`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_STORM_HUNTER: CardFile = {
  data: {
    id: 'storm-hunter',
    zh: '飓风猎人 布雷德',
    en: 'Blade the Storm Hunter',
    type: 'kaling',
    attrs: ['风'],
    lv: 3,
    series: '战灵',
    ap: 5,
    dp: 1,
    sp: 2,
  },
  effects: [
    {
      kind: 'act',
      name: bilingual('飓风连斩', 'Hurricane Combo'),
      limit: 'turn',
      discard: { count: 2, attributes: ['风'] },
      text: bilingual(
        '回1，舍弃2张风属卡牌：本回合此卡多1次攻击机会。',
        'Once per turn, discard 2 wind cards: it may attack one more time this turn.',
      ),
      operations: [
        {
          do: 'code',
          run: (ctx, L) => {
            const id = live(ctx, L.source);
            if (id) {
              const d = ctx.obj(id).data as FieldData;
              d.extraAttacks = (d.extraAttacks ?? 0) + 1;
            }
          },
        },
      ],
    },
    {
      kind: 'quick',
      quickClass: 2,
      name: bilingual('乘风', 'Ride the Wind'),
      text: bilingual(
        '每当有卡牌回归时：本回合此卡SP+1。',
        'Whenever a card returns to hand: it gets SP +1 this turn.',
      ),
      when: W.cardReturned,
      operations: [{ do: 'modify', on: 'self', stat: 'sp', amount: 1, until: 'turn' }],
    },
  ],
};
