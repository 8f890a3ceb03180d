import { toDeck } from '../../rules/05-terms.ts';
import { CARDS } from '../data.ts';
import { bilingual, type CardFile, Targets } from '../vocab.ts';

/** The card `east-water`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_EAST_WATER: CardFile = {
  data: {
    id: 'east-water',
    zh: '灏涛锦蔚',
    en: 'Haotao Jinwei',
    type: 'kaling',
    attrs: [],
    lv: 4,
    series: '法灵',
    ap: 4,
    dp: 4,
    sp: 2,
  },
  effects: [
    {
      kind: 'quick',
      quickClass: 3,
      limit: 'name',
      cost: 2,
      name: bilingual('颠转东水', 'Turning the Eastern Waters'),
      text: bilingual(
        '限1：耗能2，并把你弃区1只等级2以下、数值只有0或2的卡灵回档：此卡直视的1只4级以上的对方卡灵本回合AP-2。',
        'Once per turn for this name, 2 energy, and shuffle from your discard pile into your deck a Kaling of Lv2 or lower whose values are all 0 or 2: an opposing Lv4-or-higher Kaling this card sees gets AP −2 this turn.',
      ),
      targets: [
        Targets.grave({
          side: 'me',
          maxLevel: 2,
          filter: (q, id) =>
            [CARDS[q.state.objects[id].card]].every((d) =>
              [d.ap, d.dp, d.sp].every((v) => v === 0 || v === 2),
            ),
        }),
        Targets.kaling({ side: 'opp', minLevel: 4, area: { lineOfSight: true } }),
      ],
      operations: [
        {
          do: 'code',
          run: (ctx, L) => {
            const id = L.targets[0];
            if (ctx.state.objects[id]?.zone.endsWith(':discard')) toDeck(ctx, id);
          },
        },
        { do: 'modify', on: 'secondTarget', stat: 'ap', amount: -2, until: 'turn' },
      ],
    },
    {
      kind: 'static',
      name: bilingual('东水挽歌', 'Elegy of the Eastern Waters'),
      text: bilingual(
        '【颠转东水】也可改为回档【逆水卦川】，此时其效果变为“场上1只对方卡灵本回合AP-2”。',
        '[Turning the Eastern Waters] may shuffle back [Against the Current] instead; then it gives any opposing Kaling AP −2 this turn.',
      ),
    },
  ],
};
