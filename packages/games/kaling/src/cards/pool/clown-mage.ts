import { bilingual, type CardFile } from '../vocab.ts';
import { move, W } from './helpers.ts';

/** The card `clown-mage`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_CLOWN_MAGE: CardFile = {
  data: {
    id: 'clown-mage',
    zh: '小丑星法师',
    en: 'Clown Star Mage',
    type: 'kaling',
    attrs: ['光'],
    lv: 1,
    series: '法灵',
    ap: 1,
    dp: 1,
    sp: 2,
  },
  effects: [
    move('星光魔术', 'Starlight Trick'),
    {
      kind: 'quick',
      quickClass: 2,
      zone: 'grave',
      name: bilingual('戏法降临', 'Trick Arrival'),
      text: bilingual(
        '此卡从手牌或卡组送去弃区时：将它从弃区超越降临到场上任意空区域。',
        'When sent from hand or deck to the discard pile: free-summon it from there to any empty cell.',
      ),
      when: W.selfToDiscard,
      operations: [{ do: 'summonSelf', where: 'any' }],
    },
  ],
};
