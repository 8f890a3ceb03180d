import { chainLink } from '../../rules/04-links.ts';
import type { FieldData } from '../../types.ts';
import { CARDS } from '../data.ts';
import { bilingual, type CardFile, Targets } from '../vocab.ts';
import { W } from './helpers.ts';

/** The card `mirror-dragon`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_MIRROR_DRAGON: CardFile = {
  data: {
    id: 'mirror-dragon',
    zh: '镜甲龙',
    en: 'Mirror Armour Dragon',
    type: 'kaling',
    attrs: ['冰'],
    lv: 5,
    series: '龙灵',
    ap: 5,
    dp: 7,
    sp: 1,
  },
  effects: [
    {
      kind: 'act',
      name: bilingual('寒冰射线', 'Frost Ray'),
      limit: 'turn',
      cost: 1,
      text: bilingual(
        '回1，耗能1：以此卡纵向前方1格为目标，那里的卡灵SP变为0直到下回合结束。',
        'Once per turn, 1 energy: target the cell ahead of it; the Kaling there has SP 0 until the end of the next turn.',
      ),
      targets: [Targets.cell({ area: { directions: ['↑'] }, cellHolds: 'card' })],
      operations: [{ do: 'set', on: 'firstTarget', stat: 'sp', value: 0, until: 'next' }],
    },
    {
      kind: 'quick',
      quickClass: 2,
      name: bilingual('镜返', 'Mirror Return'),
      text: bilingual(
        '以此卡为目标的卡牌效果发动时：将那个目标换成场上此卡以外的任意1只卡灵。',
        'When a card effect targeting this card is activated: change that target to any other Kaling on the field.',
      ),
      when: W.targetsSelf,
      can: (q) => {
        for (let c = 0; c < 25; c++) {
          const id = q.state.g.cells[c];
          if (
            id &&
            id !== q.source.id &&
            !q.state.objects[id].faceDown &&
            CARDS[q.state.objects[id].card].type === 'kaling'
          )
            return true;
        }
        return false;
      },
      operations: [
        { do: 'pick', target: Targets.kaling({ notSelf: true }) },
        {
          do: 'code',
          run: (ctx, L) => {
            const target = L.event?.link !== undefined ? chainLink(ctx.state, L.event.link) : undefined;
            if (!target || L.costValue === undefined) return;
            const i = target.targets.indexOf(L.source);
            if (i >= 0) {
              target.targets[i] = L.costValue;
              if (ctx.logging) ctx.log('KALING 4.8-2', 'kl.retarget', { c: ctx.ref(L.costValue) });
            } else {
              // an area target on its cell: point at the new 卡灵's cell
              const o = ctx.state.objects[L.source];
              const j = o ? target.targets.indexOf((o.data as FieldData).cell) : -1;
              if (j >= 0) target.targets[j] = (ctx.obj(L.costValue).data as FieldData).cell;
            }
          },
        },
      ],
    },
  ],
};
