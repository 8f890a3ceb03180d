/** Echo Wraith (回声幽灵) — VZ 908.3b: a trigger in the trash that sees cards arriving with it. */
import { draw, removeFromGame } from '../../rules/1100-keyword-actions.ts';
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-C22',
    kind: 'character',
    name: { zh: '回声幽灵', en: 'Echo Wraith' },
    cost: 3,
    power: 3,
    missionInfo: 'star',
    feature: 'shadow',
    accountInfo: 'nocturne',
    abilities: [
      {
        type: 'auto',
        zone: 'trash',
        on: 'otherToTrash',
        may: true,
        fx: [{ op: 'code', name: 'exileToDraw' }],
      },
    ],
    text: {
      zh: '〔弃牌〕【自】每当其他牌置入自己的弃牌区时：▶你可以将此牌从游戏中除外。若如此做，抓1张牌。',
      en: '[Trash] [Auto] Whenever another card is put into your trash: ▶ You may remove this card from the game. If you do, draw a card.',
    },
  },
  code: {
    // "You may remove this card from the game. If you do, draw a card." — only while it is still in the trash.
    exileToDraw({ ctx, source, controller }) {
      const o = ctx.state.objects[source];
      if (!o?.zone.endsWith(':trash')) return undefined;
      removeFromGame(ctx, source);
      draw(ctx, controller, 1);
      return undefined;
    },
  },
});
