/** 【借刀杀人】 (Borrowed Blade). */
import { equipKind, livingAll } from '../../../rules/common.ts';
import { cardTargets } from '../../../rules/zt4-targets.ts';
import type { S } from '../../../state.ts';
import { define } from '../../schema.ts';

/** The second targets: roles the first could use a 普杀 on. */
const victims = (s: S, a: number) => cardTargets(s, a, 'sha', 1);

export default define({
  id: 'jiedao',
  sort: 'card',
  name: { zh: '借刀杀人', en: 'Borrowed Blade' },
  text: {
    zh: '锦囊。对一名装备区里有武器牌的其他角色和其攻击范围内的另一名角色使用；前者需对后者使用一张【杀】，否则将武器牌交给你。',
    en: 'Trick. Use on another role with a weapon and on a role within its attack range: the first must use a Kill on the second, or hand you its weapon.',
  },
  card: {
    type: 'trick',
    cardName: 'jiedao',
    methods: ['custom'],
    effect: [{ op: 'borrow', card: 'sha' }],
    maxCopies: 2,
    prints: 'CQ CK',
  },

  // 专题三 "<A>和<B>": A, another role with a weapon and a legal 普杀 target; B, one of those targets
  targets: (s, r) =>
    livingAll(s.g).filter(
      (t) => t !== r && equipKind(s, t, 'weapon') !== undefined && victims(s, t).length > 0,
    ),
  secondTarget: { prompt: 'sgs.borrow-victim', targets: victims },
  messages: { 'sgs.borrow-victim': { zh: '选择【杀】的目标', en: 'Choose who the Kill must be used on' } },
});
