/** 〖无双〗 (Peerless). */
import type { UseEvent } from '../../rules/0204-use.ts';
import { hasSkill } from '../../rules/common.ts';
import { isKill, only } from '../helpers.ts';
import { define } from '../schema.ts';

export default define({
  id: 'wushuang',
  sort: 'skill',
  name: { zh: '无双', en: 'Peerless' },
  text: {
    zh: '①你的【杀】需两张【闪】才能抵消；②③与你【决斗】的角色每次需打出两张【杀】。',
    en: '① Your Kills need two Dodges to cancel; ②③ a role in a Duel with you must play two Kills each time.',
  },
  skill: { kind: 'status' },
  // SGS 2.4 对当前目标生效前: the way to cancel it becomes two cards in a row
  triggers: [
    {
      // SGS 2.4-指定目标后 〖无双①〗 (mandatory): this 【杀】 needs two 【闪】
      at: '2.4-指定目标后',
      optional: false,
      who: (s, ev: UseEvent) => only(isKill(ev.kind) && hasSkill(s.g, ev.user, 'wushuang'), ev.user),
      apply: (_ctx, r, ev: UseEvent) => {
        ev.twoResponsesAgainst.push(r);
      },
    },
    {
      // SGS 2.4-指定目标后 〖无双②〗 (mandatory): the target of 吕布's 【决斗】 plays two 【杀】 each time
      key: 'wushuang2',
      label: { zh: '无双②', en: 'Peerless ②' },
      at: '2.4-指定目标后',
      optional: false,
      who: (s, ev: UseEvent) => only(ev.kind === 'juedou' && hasSkill(s.g, ev.user, 'wushuang'), ev.user),
      apply: (_ctx, r, ev: UseEvent) => {
        ev.twoResponsesAgainst.push(r);
      },
    },
    {
      // SGS 2.4-成为目标后 〖无双③〗 (mandatory): the user of a 【决斗】 on 吕布 plays two 【杀】 each time
      key: 'wushuang3',
      label: { zh: '无双③', en: 'Peerless ③' },
      at: '2.4-成为目标后',
      optional: false,
      who: (s, ev: UseEvent) =>
        only(ev.kind === 'juedou' && hasSkill(s.g, ev.current, 'wushuang'), ev.current),
      apply: (_ctx, r, ev: UseEvent) => {
        ev.twoResponsesAgainst.push(r);
      },
    },
  ],
});
