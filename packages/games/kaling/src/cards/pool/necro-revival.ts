import { bilingual, type CardFile, Targets } from '../vocab.ts';

/** The card `necro-revival`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_NECRO_REVIVAL: CardFile = {
  data: {
    id: 'necro-revival',
    zh: '死灵复生',
    en: 'Necro Revival',
    type: 'tactic',
    attrs: ['暗'],
    lv: 3,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'act',
      text: bilingual(
        '以你弃区1只卡灵为目标：将它超越降临，之后对方抽1张卡。',
        'Target a Kaling in your discard pile: free-summon it, then the opponent draws 1 card.',
      ),
      targets: [Targets.grave({ side: 'me' })],
      can: (q) => q.state.g.cells.some((id, c) => id === 0 && (q.player === 0 ? c < 10 : c >= 15)),
      operations: [
        { do: 'revive', on: 'firstTarget' },
        { do: 'draw', who: 'opp', count: 1 },
      ],
    },
  ],
};
