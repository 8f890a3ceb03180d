import type { FieldData } from '../../types.ts';
import { bilingual, type CardFile } from '../vocab.ts';
import { live } from './helpers.ts';

/** The card `were-lycaon`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_WERE_LYCAON: CardFile = {
  data: {
    id: 'were-lycaon',
    zh: '伪装狼人 吕卡翁',
    en: 'Lycaon the Disguised Werewolf',
    type: 'kaling',
    attrs: ['暗', '风'],
    lv: 3,
    series: '兽灵',
    ap: 4,
    dp: 4,
    sp: 2,
  },
  effects: [
    {
      kind: 'quick',
      quickClass: 2,
      name: bilingual('撕破面具', 'Tear Off the Mask'),
      text: bilingual(
        '你的卡灵被对方卡灵攻击而战斗清除时，舍弃1张手牌可发动：伪装中的此卡失去【伪装】，并在本回合获得坚守。',
        'When your Kaling is cleared in battle by an opposing attack, discard 1 card: this disguised card drops [Disguise] and gains Steadfast for the turn.',
      ),
      when: (ev, q) =>
        ev.type === 'destroyed' && ev.by === 'battle' && !!ev.wasAttacked && ev.player === q.player,
      can: (q) => !!(q.source.data as FieldData).disguised,
      discard: { count: 1 },
      operations: [
        {
          do: 'code',
          run: (ctx, L) => {
            const id = live(ctx, L.source);
            if (!id) return;
            delete (ctx.obj(id).data as FieldData).disguised;
            ctx.touch();
          },
        },
        { do: 'status', on: 'self', status: 'guard', until: 'turn' },
      ],
    },
    {
      kind: 'static',
      name: bilingual('伪装', 'Disguise'),
      text: bilingual(
        '可多用掉1次付费降临机会，以1只2级卡灵为素材付费降临此卡。这样降临时视为3/3/3的暗属战灵，只能攻击[←][→]。',
        'May be paid-summoned with one Lv2 Kaling as material by using up one more paid summon. Then it is a 3/3/3 dark Warrior-series that can only attack [←][→].',
      ),
      disguise: true,
    },
  ],
};
