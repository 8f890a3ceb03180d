import { bilingual, type CardFile, Targets } from '../vocab.ts';
import { W } from './helpers.ts';

/** The card `abyss-light`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_ABYSS_LIGHT: CardFile = {
  data: {
    id: 'abyss-light',
    zh: '深渊之光',
    en: 'Light of the Abyss',
    type: 'tactic',
    attrs: ['光'],
    lv: 0,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'quick',
      quickClass: 2,
      zone: 'grave',
      text: bilingual(
        '此卡从手牌或卡组送去弃区时：从你的弃区超越降临1只2级以上的光属卡灵。',
        'When sent from hand or deck to the discard pile: free-summon a light Kaling of Lv2+ from your discard pile.',
      ),
      when: W.selfToDiscard,
      targets: [Targets.grave({ side: 'me', attr: '光', minLevel: 2 })],
      operations: [{ do: 'revive', on: 'firstTarget' }],
    },
  ],
};
