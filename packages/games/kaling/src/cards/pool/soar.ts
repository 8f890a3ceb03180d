import { bilingual, type CardFile, Targets } from '../vocab.ts';

/** The card `soar`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_SOAR: CardFile = {
  data: { id: 'soar', zh: '扶摇直上', en: 'Soar', type: 'tactic', attrs: ['风'], lv: 1, ap: 0, dp: 0, sp: 0 },
  effects: [
    {
      kind: 'act',
      discard: { count: 1 },
      text: bilingual(
        '舍弃1张手牌，以你弃区1只卡灵为目标：它回归手牌。',
        'Discard 1 card and target a Kaling in your discard pile: it returns to your hand.',
      ),
      targets: [Targets.grave({ side: 'me' })],
      operations: [{ do: 'bounce', on: 'firstTarget' }],
    },
  ],
};
