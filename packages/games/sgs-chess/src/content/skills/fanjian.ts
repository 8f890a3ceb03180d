/** 〖反间〗 (Sow Dissension). */
import type { ObjId } from '@arbiter/kernel';
import { handPositionOptions, resolvePick } from '../../rules/0204-effects.ts';
import { damageEvent } from '../../rules/0211-damage.ts';
import {
  choose,
  defOf,
  handOf,
  hasSkill,
  livingAll,
  picked,
  roleName,
  roleOptions,
} from '../../rules/common.ts';
import { msg, type P, Z } from '../../state.ts';
import { define } from '../schema.ts';

/** The target names a suit and takes one of your hand cards; a different suit → 1 damage from you. */
const suitGame: P = (ctx, f, input) => {
  const g = ctx.g;
  const s = ctx.state;
  const r: number = f.d.role;
  switch (f.step) {
    case 0:
      f.step = 1;
      choose(
        ctx,
        r,
        'target',
        msg('sgs.pick-target', { card: msg('skill.fanjian') }),
        'SGS 2.1',
        roleOptions(
          g,
          livingAll(g).filter((t) => t !== r),
        ),
      );
      return;
    case 1:
      f.d.target = picked<number>(input);
      f.step = 2;
      choose(
        ctx,
        f.d.target,
        'suit',
        msg('sgs.name-suit'),
        'SGS 2.1',
        ['S', 'H', 'C', 'D'].map((x) => ({ id: x, label: msg(`suit.${x}`), value: x })),
      );
      return;
    case 2:
      f.d.suit = picked<string>(input);
      f.step = 3;
      choose(
        ctx,
        f.d.target,
        'pick-card',
        msg('sgs.pick-card-of', { who: roleName(g, r) }),
        'SGS 2.1',
        handPositionOptions(s, r),
      );
      return;
    case 3: {
      const id: ObjId = resolvePick(s, r, picked(input));
      const suit = defOf(s, id).suit;
      const taken = ctx.move(id, Z.hand(f.d.target)).id;
      if (ctx.logging)
        ctx.log('SGS 2.1', 'sgs.fanjian', {
          who: roleName(g, f.d.target),
          c: ctx.ref(taken),
          suit: msg(`suit.${f.d.suit}`),
        });
      ctx.reveal(
        taken,
        Array.from({ length: s.players }, (_, p) => p),
      );
      if (suit !== f.d.suit) {
        f.step = 4;
        ctx.event(damageEvent(r, f.d.target, 1, null));
        return;
      }
      ctx.done();
      return;
    }
    default:
      ctx.done();
  }
};

export default define({
  id: 'fanjian',
  sort: 'skill',
  name: { zh: '反间', en: 'Sow Dissension' },
  text: {
    zh: '出牌阶段限一次，你可令一名其他角色选择一种花色，然后其获得你的一张手牌；若此牌花色与其所选不同，你对其造成1点伤害。',
    en: 'Once per play phase, another role names a suit and then takes one of your hand cards; if its suit differs, you deal it 1 damage.',
  },
  skill: { kind: 'active' },
  actions: [
    {
      menu: 36,
      limited: true,
      available: (s, r) => hasSkill(s.g, r, 'fanjian') && handOf(s, r).length > 0,
      proc: 'suitGame',
    },
  ],
  procedures: { suitGame },
  messages: {
    'sgs.name-suit': { zh: '选择一种花色', en: 'Name a suit' },
    'sgs.fanjian': { zh: '{who}选择了{suit}，获得{c}', en: '{who} named {suit} and takes {c}' },
  },
});
