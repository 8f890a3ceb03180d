import { bilingual, type CardFile } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `e-baby`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_E_BABY: CardFile = {
  data: {
    id: 'e-baby',
    zh: '电子宝宝',
    en: 'E-Baby',
    type: 'kaling',
    attrs: ['电'],
    lv: 1,
    series: '精灵',
    ap: 1,
    dp: 1,
    sp: 1,
  },
  effects: [
    {
      kind: 'act',
      name: bilingual('电子充能', 'Electron Charge'),
      text: bilingual(
        '展示手牌中1张战术卡，并将场上的此卡送去弃区：本回合你发动那张战术卡免能。',
        'Reveal a tactic in hand and send this card from the field to the discard pile: this turn that tactic costs no energy.',
      ),
      sacrifice: { self: true },
      reveal: true,
      operations: [
        {
          do: 'code',
          run: (ctx, L) => void (L.costValue !== undefined && ctx.g.freeTactics.push(L.costValue)),
        },
      ],
    },
    move('电流冲撞', 'Current Crash'),
  ],
};
