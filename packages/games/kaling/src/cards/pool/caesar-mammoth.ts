import { bilingual, type CardFile, Targets } from '../vocab.ts';

/** The card `caesar-mammoth`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_CAESAR_MAMMOTH: CardFile = {
  data: {
    id: 'caesar-mammoth',
    zh: '凯撒猛犸',
    en: 'Caesar Mammoth',
    type: 'kaling',
    attrs: ['火'],
    lv: 5,
    series: '兽灵',
    ap: 7,
    dp: 7,
    sp: 1,
  },
  effects: [
    {
      kind: 'act',
      name: bilingual('炎袭践踏', 'Blazing Stomp'),
      limit: 'turn',
      cost: 3,
      text: bilingual(
        '回1，耗能3：以此卡[←][↑][→]中1个区域为目标，清除那里的卡牌。',
        'Once per turn, 3 energy: target one cell at its [←][↑][→]; clear the card there.',
      ),
      targets: [Targets.cell({ area: { directions: ['←', '↑', '→'] }, cellHolds: 'card' })],
      operations: [{ do: 'clear', on: 'firstTarget' }],
    },
    {
      kind: 'static',
      name: bilingual('凯撒！震裂踏！', 'Caesar! Quake Stomp!'),
      text: bilingual('在场上时此卡防爆。', 'While on the field it has Blastproof.'),
      statuses: ['bomb'],
    },
  ],
};
