import { bilingual, type CardFile, Targets } from '../vocab.ts';

/** The card `arrow`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_ARROW: CardFile = {
  data: {
    id: 'arrow',
    zh: '飞矢',
    en: 'Flying Arrow',
    type: 'tactic',
    attrs: ['风'],
    lv: 1,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'quick',
      quickClass: 3,
      text: bilingual(
        '以场上1个有盖卡的区域为目标：破坏那里的卡牌。',
        'Target a cell holding a set card: clear the card there.',
      ),
      targets: [Targets.cell({ cellHolds: 'down' })],
      operations: [{ do: 'clear', on: 'firstTarget' }],
    },
  ],
};
