import { bilingual, type CardFile, Targets } from '../vocab.ts';
import { swapTargets } from './helpers.ts';

/** The card `swap-places`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_SWAP_PLACES: CardFile = {
  data: {
    id: 'swap-places',
    zh: '交换位置',
    en: 'Change Places',
    type: 'tactic',
    attrs: ['暗'],
    lv: 3,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'quick',
      quickClass: 3,
      text: bilingual(
        '以你控制的2只卡灵为目标：它们交换所在区域（这是转移，不是移动）。',
        'Target 2 Kaling you control: they swap cells (a transfer, not a move).',
      ),
      targets: [Targets.kaling({ side: 'me' }), Targets.kaling({ side: 'me', distinct: true })],
      operations: [{ do: 'code', run: swapTargets }],
    },
  ],
};
