import { bilingual, type CardFile, Targets } from '../vocab.ts';
import { live } from './helpers.ts';

/** The card `spy-dove`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_SPY_DOVE: CardFile = {
  data: {
    id: 'spy-dove',
    zh: '间谍鸽',
    en: 'Spy Dove',
    type: 'tactic',
    attrs: ['风'],
    lv: 3,
    ap: 0,
    dp: 0,
    sp: 0,
  },
  effects: [
    {
      kind: 'act',
      text: bilingual(
        '以对方1只卡灵为目标：本回合你获得它的控制权，但不能用它直接攻击对方，也不能把它当付费降临的素材。',
        'Target an opposing Kaling: you control it this turn, but it cannot attack the opponent directly nor be a paid-summon material.',
      ),
      targets: [Targets.kaling({ side: 'opp' })],
      operations: [
        {
          do: 'code',
          run: (ctx, L) => {
            const id = live(ctx, L.targets[0]);
            if (!id) return;
            const o = ctx.obj(id);
            o.controller = L.player;
            for (const status of ['nodirect', 'nomat'])
              ctx.addEffect({
                source: L.source,
                controller: L.player,
                layer: 's',
                op: 'status',
                params: { status },
                targets: [id],
                until: 'turn',
              });
            ctx.addEffect({
              source: L.source,
              controller: L.player,
              layer: 's',
              op: 'control',
              params: { player: L.player },
              targets: [id],
              until: 'turn',
            });
            if (ctx.logging) ctx.log('KALING 5-26', 'kl.control', { c: ctx.ref(id), player: L.player });
          },
        },
      ],
    },
  ],
};
