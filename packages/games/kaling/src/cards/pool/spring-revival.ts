import { CARDS } from '../data.ts';
import { bilingual, type CardFile, Targets } from '../vocab.ts';

/** The card `spring-revival`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_SPRING_REVIVAL: CardFile = {
  data: {
    id: 'spring-revival',
    zh: '枯木逢春',
    en: 'Spring for Dead Wood',
    type: 'tactic',
    attrs: ['木'],
    lv: 4,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'act',
      text: bilingual(
        '以你弃区1只木属卡灵为目标：将它超越降临，然后你回复等于其AP的LP。',
        'Target a wood Kaling in your discard pile: free-summon it, then gain LP equal to its AP.',
      ),
      targets: [Targets.grave({ side: 'me', attr: '木' })],
      can: (q) => q.state.g.cells.some((id, c) => id === 0 && (q.player === 0 ? c < 10 : c >= 15)),
      operations: [
        { do: 'code', run: (ctx, L) => void (L.costValue = CARDS[ctx.known(L.targets[0])!.card].ap) },
        { do: 'revive', on: 'firstTarget' },
        { do: 'lifePoints', who: 'me', amount: 'costValue' },
      ],
    },
  ],
};
