import { rel } from '../../rules/01-board.ts';
import { hasAttr, stats } from '../../rules/05-terms.ts';
import type { FieldData } from '../../types.ts';
import { CARDS } from '../data.ts';
import { bilingual, type CardFile } from '../vocab.ts';
import { live, W } from './helpers.ts';

/** The card `light-mage`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_LIGHT_MAGE: CardFile = {
  data: {
    id: 'light-mage',
    zh: '光法师 青辉',
    en: 'Qinghui the Light Mage',
    type: 'kaling',
    attrs: ['光'],
    lv: 4,
    series: '法灵',
    ap: 4,
    dp: 6,
    sp: 2,
  },
  effects: [
    {
      kind: 'act',
      name: bilingual('青辉圣枪击', 'Azure Holy Lance'),
      limit: 'turn',
      cost: 2,
      text: bilingual(
        '回1，耗能2：本回合此卡AP加上其[↙][↘]上光属卡灵的AP。',
        'Once per turn, 2 energy: this turn it gains the AP of the light Kaling at its [↙][↘].',
      ),
      operations: [
        {
          do: 'code',
          run: (ctx, L) => {
            const id = live(ctx, L.source);
            if (!id) return;
            const o = ctx.obj(id);
            let n = 0;
            for (const d of ['↙', '↘']) {
              const c = rel(ctx.g, (o.data as FieldData).cell, d, o.controller);
              const t = c !== null ? ctx.g.cells[c] : 0;
              if (
                t &&
                !ctx.state.objects[t].faceDown &&
                CARDS[ctx.state.objects[t].card].type === 'kaling' &&
                hasAttr(ctx.state, t, '光')
              )
                n += stats(ctx.state, t).ap;
            }
            ctx.addEffect({
              source: id,
              controller: L.player,
              layer: 's',
              op: 'ap',
              params: { amount: n },
              targets: [id],
              until: 'turn',
            });
          },
        },
      ],
    },
    {
      kind: 'quick',
      quickClass: 2,
      name: bilingual('光之幻影', 'Light Phantom'),
      limit: 'turn',
      cost: 2,
      text: bilingual(
        '回1：以此卡为目标的卡牌效果发动时，耗能2：那个效果无效。',
        'Once per turn, when a card effect targeting this card is activated, 2 energy: negate it.',
      ),
      when: W.targetsSelf,
      operations: [{ do: 'negate' }],
    },
  ],
};
