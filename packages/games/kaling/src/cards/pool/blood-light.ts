import { gainLp } from '../../rules/02-match.ts';
import { bilingual, type CardFile } from '../vocab.ts';
import { W } from './helpers.ts';

/** The card `blood-light`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_BLOOD_LIGHT: CardFile = {
  data: {
    id: 'blood-light',
    zh: '血凝光',
    en: 'Blood Clot Light',
    type: 'tactic',
    attrs: ['暗'],
    lv: 0,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'quick',
      quickClass: 2,
      text: bilingual(
        '你场上的卡灵被破坏时：回复其AP与DP中较高值的LP；或者不回复而抽1张卡。',
        'When your Kaling on the field is cleared: gain LP equal to the higher of its AP and DP, or draw 1 card instead.',
      ),
      when: W.ownKalingCleared(),
      operations: [
        { do: 'choose', keys: ['kl.choice-lp', 'kl.choice-draw'] },
        {
          do: 'code',
          onlyIfChoice: 1,
          run: (ctx, L) => gainLp(ctx, L.player, Math.max(L.event?.ap ?? 0, L.event?.dp ?? 0)),
        },
        { do: 'draw', onlyIfChoice: 2, who: 'me', count: 1 },
      ],
    },
  ],
};
