import { bilingual, type CardFile, Targets } from '../vocab.ts';

/** The card `shadow-blade`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_SHADOW_BLADE: CardFile = {
  data: {
    id: 'shadow-blade',
    zh: '影刃丸',
    en: 'Shadow Blade',
    type: 'kaling',
    attrs: ['暗'],
    lv: 4,
    series: '战灵',
    ap: 6,
    dp: 4,
    sp: 2,
  },
  effects: [
    {
      kind: 'act',
      name: bilingual('月切刃影斩', 'Moon-cut Shadow Slash'),
      limit: 'turn',
      cost: 2,
      text: bilingual(
        '回1，耗能2：以此卡[↗]区域为目标，清除那里的卡牌。',
        'Once per turn, 2 energy: target the cell at its [↗]; clear the card there.',
      ),
      targets: [Targets.cell({ area: { directions: ['↗'] }, cellHolds: 'card' })],
      operations: [{ do: 'clear', on: 'firstTarget' }],
    },
    {
      kind: 'quick',
      quickClass: 3,
      zone: 'hand',
      name: bilingual('夜隐', 'Night Veil'),
      cost: 2,
      text: bilingual(
        '耗能2并舍弃2张暗属卡灵：将手牌中的此卡超越降临。',
        '2 energy and discard 2 dark Kaling: free-summon this card from your hand.',
      ),
      discard: { count: 2, kaling: true, attributes: ['暗'] },
      operations: [{ do: 'summonSelf' }],
    },
  ],
};
