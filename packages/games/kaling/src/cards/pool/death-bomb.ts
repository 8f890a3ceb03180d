import { loseLp } from '../../rules/02-match.ts';
import { clear, stats } from '../../rules/05-terms.ts';
import { bilingual, type CardFile } from '../vocab.ts';
import { live, W } from './helpers.ts';

/** The card `death-bomb`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_DEATH_BOMB: CardFile = {
  data: {
    id: 'death-bomb',
    zh: '死亡爆弹',
    en: 'Death Bomb',
    type: 'tactic',
    attrs: ['火'],
    lv: 3,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'quick',
      quickClass: 2,
      text: bilingual(
        '（须盖伏）有卡灵移动进入盖伏的此卡[O1]时：破坏那只卡灵，之后双方各失去其AP与DP中较高值的LP。',
        '(Set only) When a Kaling moves into the [O1] of this set card: clear it, then both players lose LP equal to the higher of its AP and DP.',
      ),
      can: (q) => !!q.source.faceDown,
      when: W.movedIntoO1(false),
      operations: [
        {
          do: 'code',
          run: (ctx, L) => {
            const id = live(ctx, L.event?.object);
            if (!id) return;
            const st = stats(ctx.state, id);
            if (clear(ctx, id, 'effect', L.source)) {
              const n = Math.max(st.ap, st.dp);
              loseLp(ctx, 0, n);
              loseLp(ctx, 1, n);
            }
          },
        },
      ],
    },
  ],
};
