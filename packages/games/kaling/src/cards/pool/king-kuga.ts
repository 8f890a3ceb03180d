import { loseLp } from '../../rules/02-match.ts';
import { stats } from '../../rules/05-terms.ts';
import { CARDS } from '../data.ts';
import { bilingual, type CardFile } from '../vocab.ts';
import { opp } from './helpers.ts';

/** The card `king-kuga`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_KING_KUGA: CardFile = {
  data: {
    id: 'king-kuga',
    zh: '库加王',
    en: 'King Kuga',
    type: 'kaling',
    attrs: ['水'],
    lv: 5,
    series: '水灵',
    ap: 7,
    dp: 5,
    sp: 2,
  },
  effects: [
    {
      kind: 'act',
      name: bilingual('平衡惩戒', 'Balancing Punishment'),
      limit: 'turn',
      cost: 3,
      text: bilingual(
        '回1，耗能3：场上每有1只数值与原始值不同的卡灵，对方LP-1。',
        'Once per turn, 3 energy: the opponent loses 1 LP for each Kaling whose values differ from its printed ones.',
      ),
      operations: [
        {
          do: 'code',
          run: (ctx, L) => {
            const s = ctx.state;
            let n = 0;
            for (let c = 0; c < 25; c++) {
              const id = ctx.g.cells[c];
              if (!id || s.objects[id].faceDown || CARDS[s.objects[id].card].type !== 'kaling') continue;
              const st = stats(s, id);
              const def = CARDS[s.objects[id].card];
              if (st.ap !== def.ap || st.dp !== def.dp || st.sp !== def.sp) n++;
            }
            loseLp(ctx, opp(L), n, 'KALING 5-26');
          },
        },
      ],
    },
    {
      kind: 'static',
      name: bilingual('圣铠护甲', 'Holy Armour'),
      text: bilingual(
        '此卡付费降临时，场上所有对方卡灵AP-1。',
        'When it is paid-summoned, every opposing Kaling on the field gets AP −1.',
      ),
      onPaidSummon: (ctx, o, p) => {
        const g = ctx.g;
        for (let c = 0; c < 25; c++) {
          const t = g.cells[c];
          if (!t || t === o.id) continue;
          const to = ctx.state.objects[t];
          if (to.controller === p || to.faceDown || CARDS[to.card].type !== 'kaling') continue;
          ctx.addEffect({
            source: o.id,
            controller: p,
            layer: 's',
            op: 'ap',
            params: { amount: -1 },
            targets: [t],
            until: 'perm',
          });
        }
      },
    },
  ],
};
