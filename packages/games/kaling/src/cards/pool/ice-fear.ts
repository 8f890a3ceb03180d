import { hasKw, stats, toDiscard } from '../../rules/05-terms.ts';
import type { FieldData } from '../../types.ts';
import { CARDS } from '../data.ts';
import { bilingual, type CardFile } from '../vocab.ts';

/** The card `ice-fear`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_ICE_FEAR: CardFile = {
  data: {
    id: 'ice-fear',
    zh: '惧源渊冰 吓啼',
    en: 'Xiati of the Icy Abyss',
    type: 'kaling',
    attrs: ['冰', '暗'],
    lv: 4,
    series: '魔灵',
    ap: 5,
    dp: 4,
    sp: 2,
  },
  effects: [
    {
      kind: 'quick',
      quickClass: 2,
      limit: 'name',
      name: bilingual('冰渊大权', 'Icy Abyss Authority'),
      text: bilingual(
        '限1：此卡与4级以下的卡灵战斗时：将卡组顶1张卡送去弃区（若是源码卡灵，此卡本次战斗获得1次坚守）。',
        'Once per turn for this name, when it battles a Lv4-or-lower Kaling: send the top card of your deck to the discard pile (if it is a Source Code Kaling, it gains Steadfast for this battle).',
      ),
      when: (ev, q) => {
        if (ev.type !== 'atk-calc' || ev.cell === undefined || ev.cell < 0 || q.cell < 0) return false;
        const g = q.state.g;
        const other =
          ev.object === q.source.id ? g.cells[ev.cell] : g.cells[ev.cell] === q.source.id ? ev.object : 0;
        if (!other || !q.state.objects[other] || q.state.objects[other].faceDown) return false;
        return CARDS[q.state.objects[other].card].type === 'kaling' && stats(q.state, other).level <= 4;
      },
      can: (q) => q.state.zones[`p${q.player}:deck`].objects.length > 0,
      operations: [
        {
          do: 'code',
          run: (ctx, L) => {
            // 源码 is not defined by the seed or the card data: the 坚守 clause never applies (docs/decisions.md).
            const deck = ctx.zone(`p${L.player}:deck`).objects;
            if (deck.length) toDiscard(ctx, deck[deck.length - 1], 'deck');
          },
        },
      ],
    },
    {
      kind: 'quick',
      quickClass: 2,
      name: bilingual('恐惧回响', 'Echo of Dread'),
      text: bilingual(
        '在此卡获得坚守并战斗清除了对方卡灵的回合的结束阶段开始时，若你的手牌少于2张：可将本回合从手牌或卡组送入你弃区的1张卡牌回归。',
        'At the start of the end phase of a turn in which it has Steadfast and cleared an opposing Kaling in battle, if you hold fewer than 2 cards: you may return to hand a card sent from your hand or deck to your discard pile this turn.',
      ),
      when: (ev, q) =>
        ev.type === 'phase' &&
        ev.amount === 3 &&
        (q.source.data as FieldData).clearedInBattleTurn === q.state.g.turn &&
        hasKw(q.state, q.source.id, 'guard') &&
        q.state.zones[`p${q.player}:hand`].objects.length < 2,
      targets: [
        {
          kind: 'discarded',
          side: 'me',
          filter: (q, id) => (q.state.objects[id].data as { dt?: number }).dt === q.state.g.turn,
        },
      ],
      operations: [{ do: 'bounce', on: 'firstTarget' }],
    },
  ],
};
