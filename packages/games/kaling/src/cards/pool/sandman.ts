import { bilingual, type CardFile, Targets } from '../vocab.ts';
import { hasSleepGod, summonSleepGod, W } from './helpers.ts';

/** The card `sandman`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_SANDMAN: CardFile = {
  data: {
    id: 'sandman',
    zh: '沙德曼',
    en: 'Sandman',
    type: 'kaling',
    attrs: ['土'],
    lv: 3,
    series: '法灵',
    ap: 4,
    dp: 3,
    sp: 2,
  },
  effects: [
    {
      kind: 'act',
      name: bilingual('沉溺梦沙', 'Drowning Dream Sand'),
      limit: 'turn',
      cost: 2,
      text: bilingual(
        '回1，耗能2：以场上1张卡牌为目标，其效果直到本回合结束无效。',
        'Once per turn, 2 energy: target a card on the field (set cards too); its effects are negated this turn.',
      ),
      // "场上1张卡牌": any card on the field, set cards included.
      targets: [Targets.card({})],
      operations: [{ do: 'status', on: 'firstTarget', status: 'neg', until: 'turn' }],
    },
    {
      kind: 'quick',
      quickClass: 2,
      zone: 'grave',
      name: bilingual('无尽之梦', 'Endless Dream'),
      text: bilingual(
        '此卡被战斗破坏送入弃区时：从手牌或卡组将1张【睡神沙德曼】超越降临。',
        'When it is cleared in battle: free-summon a [Sandman the Sleep God] from your hand or deck.',
      ),
      when: W.selfCleared('battle'),
      can: (q) => hasSleepGod(q.state, `p${q.player}:hand`) || hasSleepGod(q.state, `p${q.player}:deck`),
      // "from hand or deck": the player chooses where the copy comes from. Both answers are always
      // offered (a question asked only when both zones hold one would tell the opponent what the hand
      // holds); a zone without one gives the copy from the other (summonSleepGod).
      operations: [
        { do: 'choose', keys: ['kl.sandman-from-hand', 'kl.sandman-from-deck'] },
        { onlyIfChoice: 1, do: 'code', run: (ctx, L) => summonSleepGod(ctx, L, 'hand') },
        { onlyIfChoice: 2, do: 'code', run: (ctx, L) => summonSleepGod(ctx, L, 'deck') },
      ],
    },
  ],
};
