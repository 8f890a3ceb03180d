import { stats } from '../../rules/05-terms.ts';
import { bilingual, type CardFile, Targets } from '../vocab.ts';
import { live } from './helpers.ts';

/** The card `charge-max`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_CHARGE_MAX: CardFile = {
  data: {
    id: 'charge-max',
    zh: '充能MAX',
    en: 'Charge MAX',
    type: 'tactic',
    attrs: ['电'],
    lv: 2,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'act',
      xLp: 3,
      text: bilingual(
        '支付至多3点LP，以场上1只卡灵为目标：本回合它AP上升支付的数值。',
        'Pay up to 3 LP and target a Kaling: this turn its AP rises by the LP paid.',
      ),
      targets: [Targets.kaling()],
      operations: [{ do: 'modify', on: 'firstTarget', stat: 'ap', amount: 'x', until: 'turn' }],
    },
    {
      kind: 'act',
      text: bilingual(
        '以场上1只卡灵及你场上另1只卡灵为目标：本回合前者AP加上后者的AP；本回合前者以外的卡灵不能攻击。',
        "Target a Kaling and another of your Kaling: this turn the first gets AP equal to the second's; no other Kaling may attack this turn.",
      ),
      targets: [Targets.kaling(), Targets.kaling({ side: 'me', distinct: true })],
      operations: [
        {
          do: 'code',
          run: (ctx, L) => {
            const a = live(ctx, L.targets[0]);
            const b = live(ctx, L.targets[1]);
            if (a && b)
              ctx.addEffect({
                source: L.source,
                controller: L.player,
                layer: 's',
                op: 'ap',
                params: { amount: stats(ctx.state, b).ap },
                targets: [a],
                until: 'turn',
              });
            if (a) ctx.g.onlyAttacker = a;
          },
        },
      ],
    },
  ],
};
