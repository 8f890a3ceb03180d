/** 【五谷丰登】 (Bountiful Harvest). */
import type { UseEvent } from '../../../rules/0204-use.ts';
import { topOfDeck } from '../../../rules/0208-moving-cards.ts';
import { Z } from '../../../state.ts';
import { define } from '../../schema.ts';

export default define({
  id: 'wugu',
  sort: 'card',
  name: { zh: '五谷丰登', en: 'Bountiful Harvest' },
  text: {
    zh: '锦囊。对所有角色使用；亮出牌堆顶等同于目标数的牌，每名目标依次获得其中一张。',
    en: 'Trick. Use on every role: reveal as many cards from the deck as there are targets; each target in turn takes one of them.',
  },
  card: {
    type: 'trick',
    cardName: 'wugu',
    methods: ['all'],
    effect: [{ op: 'harvest' }],
    maxCopies: 2,
    prints: 'H3 H4',
  },

  // as many cards as targets are revealed into the processing area, once the targets are final
  prepare(ctx, ev: UseEvent) {
    ev.revealed = [];
    for (let i = 0; i < ev.targets.length; i++) {
      const top = topOfDeck(ctx);
      if (top === undefined) break;
      ev.revealed.push(ctx.move(top, Z.processing).id);
    }
    if (ctx.logging) ctx.log('SGS 2.4', 'sgs.harvest-show', { cards: ev.revealed.map((c) => ctx.ref(c)) });
  },
  messages: { 'sgs.harvest-show': { zh: '亮出：{cards}', en: 'Revealed: {cards}' } },
});
