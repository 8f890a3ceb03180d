import { bilingual, type CardFile, Targets } from '../vocab.ts';

/** The card `nightmare-dragon`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_NIGHTMARE_DRAGON: CardFile = {
  data: {
    id: 'nightmare-dragon',
    zh: '梦魇邪牙龙',
    en: 'Nightmare Fang Dragon',
    type: 'kaling',
    attrs: ['暗', '风'],
    lv: 5,
    series: '龙灵',
    ap: 7,
    dp: 4,
    sp: 2,
  },
  effects: [
    {
      kind: 'act',
      name: bilingual('梦魇幻象杀', 'Nightmare Illusion Kill'),
      limit: 'turn',
      discard: { count: 1 },
      text: bilingual(
        '回1，舍弃1张手牌：以场上1张卡牌为目标，清除它。本回合此卡不能攻击。',
        'Once per turn, discard 1 card: target a card on the field and clear it. It cannot attack this turn.',
      ),
      targets: [Targets.card({ notSelf: true })],
      operations: [
        { do: 'clear', on: 'firstTarget' },
        { do: 'status', on: 'self', status: 'noatk-self', until: 'turn' },
      ],
    },
    {
      kind: 'quick',
      quickClass: 2,
      name: bilingual('崩击碎裂', 'Shattering Blow'),
      text: bilingual(
        '此卡战斗清除对方卡灵时：对方LP-2。',
        'When it clears an opposing Kaling in battle: the opponent loses 2 LP.',
      ),
      when: (ev, q) =>
        ev.type === 'destroyed' && ev.by === 'battle' && ev.source === q.source.id && ev.player !== q.player,
      operations: [{ do: 'lifePoints', who: 'opp', amount: 2, lose: true }],
    },
  ],
};
