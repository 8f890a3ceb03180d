import { CARDS } from '../data.ts';
import { bilingual, type CardFile, Targets } from '../vocab.ts';

/** The card `aurora-dragon`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_AURORA_DRAGON: CardFile = {
  data: {
    id: 'aurora-dragon',
    zh: '辉翼极光龙',
    en: 'Aurora Wing Dragon',
    type: 'kaling',
    attrs: ['光', '风'],
    lv: 5,
    series: '龙灵',
    ap: 5,
    dp: 6,
    sp: 2,
  },
  effects: [
    {
      kind: 'act',
      name: bilingual('辉翼奇迹', 'Radiant Wing Miracle'),
      limit: 'turn',
      cost: 1,
      text: bilingual(
        '回1，耗能1：本回合场上所有卡灵变为光属且AP+1。',
        'Once per turn, 1 energy: this turn every Kaling on the field becomes light and gets AP +1.',
      ),
      operations: [
        { do: 'modify', on: 'allKaling', stat: 'ap', amount: 1, until: 'turn' },
        {
          do: 'code',
          run: (ctx, L) => {
            for (let c = 0; c < 25; c++) {
              const id = ctx.g.cells[c];
              if (
                id &&
                !ctx.state.objects[id].faceDown &&
                CARDS[ctx.state.objects[id].card].type === 'kaling'
              )
                ctx.addEffect({
                  source: L.source,
                  controller: L.player,
                  layer: 's',
                  op: 'attr',
                  params: { attribute: '光' },
                  targets: [id],
                  until: 'turn',
                });
            }
          },
        },
      ],
    },
    {
      kind: 'quick',
      quickClass: 3,
      name: bilingual('极光幻象', 'Aurora Mirage'),
      limit: 'turn',
      discard: { count: 1 },
      text: bilingual(
        '回1，舍弃1张手牌：以场上1张正面卡牌为目标，本回合它有1次不会被清除。',
        'Once per turn, discard 1 card: target a face-up card on the field; once this turn it is not cleared.',
      ),
      targets: [Targets.card({ filter: (q, id) => !q.state.objects[id].faceDown })],
      operations: [{ do: 'status', on: 'firstTarget', status: 'shield', until: 'turn' }],
    },
  ],
};
