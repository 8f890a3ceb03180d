import { clear } from '../../rules/05-terms.ts';
import { bilingual, type CardFile } from '../vocab.ts';
import { live, move, W } from './helpers.ts';

/** The card `shadow-ninja`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_SHADOW_NINJA: CardFile = {
  data: {
    id: 'shadow-ninja',
    zh: '影球忍者',
    en: 'Shadow Ball Ninja',
    type: 'kaling',
    attrs: ['暗', '金'],
    lv: 2,
    series: '法灵',
    ap: 2,
    dp: 0,
    sp: 2,
  },
  effects: [
    move('暗影连弹球', 'Shadow Ball Barrage'),
    {
      kind: 'quick',
      quickClass: 2,
      zone: 'hand',
      name: bilingual('奇袭', 'Ambush'),
      text: bilingual(
        '对方在场上盖卡时，舍弃1张手牌：破坏那张盖卡，并将此卡从手牌超越降临。',
        'When the opponent sets a card, discard 1 card: clear that set card and free-summon this card from hand.',
      ),
      when: W.oppSets,
      discard: { count: 1 },
      operations: [
        {
          do: 'code',
          run: (ctx, L) => {
            const id = live(ctx, L.event?.object);
            if (id && ctx.obj(id).faceDown) clear(ctx, id, 'effect', L.source);
          },
        },
        { do: 'summonSelf' },
      ],
    },
  ],
};
