import { stats } from '../../rules/05-terms.ts';
import { bilingual, type CardFile } from '../vocab.ts';
import { live, move, W } from './helpers.ts';

/** The card `shieldclaw-dragon`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_SHIELDCLAW_DRAGON: CardFile = {
  data: {
    id: 'shieldclaw-dragon',
    zh: '盾爪龙 凯骑',
    en: 'Kaiqi the Shieldclaw Dragon',
    type: 'kaling',
    attrs: ['暗', '金'],
    lv: 4,
    series: '龙灵',
    ap: 3,
    dp: 6,
    sp: 2,
  },
  effects: [
    move('豪勇盾击', 'Valiant Shield Bash'),
    {
      kind: 'quick',
      quickClass: 2,
      name: bilingual('盾爪一体', 'Shield and Claw as One'),
      text: bilingual(
        '此卡宣言攻击时：本次战斗中，此卡DP每有3点，AP+1。',
        'When it declares an attack: in this battle it gets AP +1 for every 3 DP it has.',
      ),
      when: W.selfAttacks,
      operations: [
        {
          do: 'code',
          run: (ctx, L) => {
            const id = live(ctx, L.source);
            if (id && ctx.g.attack && ctx.g.attack.attacker === id)
              ctx.g.attack.bonus = (ctx.g.attack.bonus ?? 0) + Math.floor(stats(ctx.state, id).dp / 3);
          },
        },
      ],
    },
  ],
};
