/** Lucky Guess (幸运猜测) — VZ 102.11: choosing a number. */
import { deckTop, moveCard } from '../../rules/0501-zones.ts';
import { reveal } from '../../rules/1100-keyword-actions.ts';
import { cardData } from '../registry.ts';
import { defineCard } from '../schema.ts';

export default defineCard({
  data: {
    id: 'VZ-E15',
    kind: 'event',
    name: { zh: '幸运猜测', en: 'Lucky Guess' },
    cost: 1,
    missionInfo: 'any',
    abilities: [
      {
        type: 'event',
        fx: [
          { op: 'chooseNumber', max: 9 },
          { op: 'code', name: 'guess' },
        ],
      },
    ],
    text: {
      zh: '【事】选择一个数。展示自己的牌库顶牌，若其费用与所选的数相同，将其加入手牌；否则将其置入能量区。',
      en: '[Event] Choose a number. Reveal the top card of your deck. If its cost equals that number, put it into your hand; otherwise put it into your energy zone.',
    },
  },
  code: {
    // Reveal the top card; the chosen number against its cost (VZ 1108.1).
    guess({ ctx, controller, number }) {
      const top = deckTop(ctx.state, controller);
      if (top === undefined) return undefined;
      reveal(ctx, top);
      const hit = (cardData(ctx.obj(top).card).cost ?? 0) === number;
      moveCard(ctx, top, { zone: hit ? 'hand' : 'energy' });
      return undefined;
    },
  },
});
