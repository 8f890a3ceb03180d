import { ring } from '../../rules/01-board.ts';
import { CARDS } from '../data.ts';
import { bilingual, type CardFile } from '../vocab.ts';
import { move, W } from './helpers.ts';

/** The card `grenade-roach`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_GRENADE_ROACH: CardFile = {
  data: {
    id: 'grenade-roach',
    zh: '手雷蟑螂',
    en: 'Grenade Roach',
    type: 'kaling',
    attrs: ['暗'],
    lv: 1,
    series: '虫灵',
    ap: 1,
    dp: 1,
    sp: 2,
  },
  effects: [
    move('恐吓冲撞', 'Scare Charge'),
    {
      kind: 'quick',
      quickClass: 1,
      zone: 'grave',
      name: bilingual('病毒炸弹', 'Virus Bomb'),
      text: bilingual(
        '（强制）此卡从场上被破坏时：它[O1]内卡灵的DP变为0（械灵系不受影响）。',
        '(Forced) When cleared from the field: the DP of every Kaling in its [O1] becomes 0 (Machine-series are unaffected).',
      ),
      when: W.selfCleared(),
      operations: [
        {
          do: 'code',
          run: (ctx, L) => {
            const s = ctx.state;
            for (const c of ring(ctx.g, L.event!.cell!, 1)) {
              const id = ctx.g.cells[c];
              if (!id || s.objects[id].faceDown) continue;
              const def = CARDS[s.objects[id].card];
              if (def.type !== 'kaling' || def.series === '械灵') continue;
              ctx.addEffect({
                source: L.source,
                controller: L.player,
                layer: 's',
                op: 'setdp',
                params: { value: 0 },
                targets: [id],
                until: 'perm',
              });
            }
          },
        },
      ],
    },
  ],
};
