import type { GameObject, LinkPolicy } from '@arbiter/kernel';
import { GRID } from '../../rules/01-board.ts';
import { emit } from '../../rules/05-terms.ts';
import type { FieldData, G } from '../../types.ts';
import { bilingual, type CardFile } from '../vocab.ts';
import { live, snakeTargets } from './helpers.ts';

/** The card `shadow-snake`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_SHADOW_SNAKE: CardFile = {
  data: {
    id: 'shadow-snake',
    zh: '影狱蛇',
    en: 'Shadow Prison Snake',
    type: 'kaling',
    attrs: ['暗'],
    lv: 1,
    series: '爬灵',
    ap: 1,
    dp: 0,
    sp: 3,
  },
  setsItselfFaceDown: true,
  effects: [
    {
      kind: 'act',
      limit: 'field',
      name: bilingual('融入阴影', 'Melt into Shadow'),
      text: bilingual(
        '场1：在此卡降临的回合，以此卡[↖][↗]上的盖卡（最多2张）为目标：场上的此卡当作战术卡盖伏。',
        'Once per stay, in the turn it was summoned: target the set cards (up to 2) at its [↖][↗]; this card is set face down as if it were a tactic.',
      ),
      can: (q) => (q.source.data as FieldData).summonedTurn === q.state.g.turn && snakeTargets(q).length > 0,
      operations: [
        {
          do: 'code',
          run: (ctx, L) => {
            const id = live(ctx, L.source);
            if (!id) return;
            const o = ctx.obj(id);
            const d = o.data as FieldData;
            // The chosen set cards are linked to the snake (kernel linked objects, link kind
            // SHADOW_LINK): a chosen card that moves is no longer chosen; the links end when the
            // snake leaves the field (04-links.ts).
            for (const t of snakeTargets({ state: ctx.state, source: o, player: L.player, cell: d.cell }))
              ctx.link(t, id, SHADOW_LINK);
            // Public: this face-down card is the snake (the AI's samples deal it nothing else).
            ctx.setData(id, MELTED, 1);
            o.faceDown = true;
            ctx.removeEffects((e) => e.targets?.[0] === id);
            ctx.touch();
            if (ctx.logging)
              ctx.log('KALING 3.5.6-1', 'kl.set', { player: L.player, cell: GRID.name(d.cell) });
          },
        },
      ],
    },
    {
      kind: 'quick',
      quickClass: 2,
      zone: 'hidden',
      limit: 'name',
      cost: 2,
      name: bilingual('阴影潜袭', 'Shadow Ambush'),
      text: bilingual(
        '限1：【融入阴影】选中的卡牌发动时，耗能2：那张卡牌的效果无效并重新盖伏，之后此卡在原区域超越降临。',
        'Once per turn for this name, when a card chosen by [Melt into Shadow] is activated, 2 energy: negate it and set it face down again; then this card is free-summoned where it lies.',
      ),
      when: (ev, q) =>
        ev.type === 'act' &&
        !!q.source.faceDown &&
        isLinked(q.state.objects[ev.object!], q.source.id, SHADOW_LINK),
      operations: [
        { do: 'negate' },
        {
          do: 'code',
          run: (ctx, L) => {
            const target = L.event?.object !== undefined ? ctx.state.objects[L.event.object] : undefined;
            if (target && target.zone === 'field') {
              target.faceDown = true;
              ctx.touch();
            }
            const o = ctx.state.objects[L.source];
            if (o && o.zone === 'field' && o.faceDown) {
              const d = o.data as FieldData;
              delete o.faceDown;
              if (o.linked) for (const t of o.linked.slice()) ctx.unlink(t);
              ctx.setData(o.id, MELTED, undefined);
              d.summonedTurn = ctx.g.turn;
              ctx.touch();
              if (ctx.logging)
                ctx.log('KALING 5-1', 'kl.summoned-free', {
                  player: L.player,
                  c: ctx.ref(o.id),
                  cell: GRID.name(d.cell),
                });
              emit(ctx, {
                type: 'summon',
                player: L.player,
                object: o.id,
                card: o.card,
                cell: d.cell,
                paid: false,
              });
            }
          },
        },
      ],
    },
  ],
};

/** 影狱蛇 融入阴影: the kernel link kind from a chosen set card to the snake that chose it. */
export const SHADOW_LINK = 'kl.shadow';
/** 影狱蛇's own data while it is set by 融入阴影 (namespaced by the card). */
export const MELTED = 'shadow-snake.melted';

/** Whether object `o` is linked to `parent` with link kind `kind`. */
function isLinked(o: GameObject | undefined, parent: number, kind: string): boolean {
  return !!o && o.linkedTo === parent && o.linkKind === kind;
}

/**
 * Link kinds of the card pool (`module.links`). 融入阴影's choice lasts while the snake stays where
 * it is: when the snake moves (it leaves the field; it is a new object), the chosen cards stay in
 * place and are no longer chosen.
 */
export const CARD_LINKS: Record<string, LinkPolicy<G>> = {
  [SHADOW_LINK]: { follow: () => ({ zone: null, keep: false }) },
};
