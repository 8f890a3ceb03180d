import { bilingual, type CardFile, Targets } from '../vocab.ts';

/** The card `hope-light`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_HOPE_LIGHT: CardFile = {
  data: {
    id: 'hope-light',
    zh: '希望灵光',
    en: 'Glimmer of Hope',
    type: 'tactic',
    attrs: ['光'],
    lv: 4,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'act',
      text: bilingual(
        '以你或对方弃区的1只卡灵为目标：你将它超越降临。',
        'Target a Kaling in either discard pile: you free-summon it.',
      ),
      targets: [Targets.grave()],
      can: (q) => q.state.g.cells.some((id, c) => id === 0 && (q.player === 0 ? c < 10 : c >= 15)),
      operations: [{ do: 'revive', on: 'firstTarget' }],
    },
  ],
};
