import { CARDS } from '../data.ts';
import { bilingual, type CardFile } from '../vocab.ts';
import { move } from './helpers.ts';

/** The card `volt-blade`: its printed values (KLSD Documents 卡灵时代资料站, CC-BY 4.0), its effects in the effect vocabulary, with their texts in zh and en. */
export const CARD_VOLT_BLADE: CardFile = {
  data: {
    id: 'volt-blade',
    zh: '流电刀士',
    en: 'Volt Blademaster',
    type: 'kaling',
    attrs: ['电'],
    lv: 2,
    series: '械灵',
    ap: 4,
    dp: 3,
    sp: 0,
  },
  effects: [
    move('流电碎裂斩', 'Current Shatter Slash'),
    {
      kind: 'static',
      name: bilingual('电能引擎', 'Electric Engine'),
      text: bilingual(
        '你的弃区每有1只电属卡灵，此卡SP+1。',
        'It has SP +1 for each electric Kaling in your discard pile.',
      ),
      self: (s, o, st) => {
        for (const id of s.zones[`p${o.controller}:discard`].objects) {
          const def = CARDS[s.objects[id].card];
          if (def.type === 'kaling' && def.attrs.includes('电')) st.sp++;
        }
      },
    },
  ],
};
