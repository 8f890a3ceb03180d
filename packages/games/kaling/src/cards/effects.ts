/**
 * What every implemented card does, in the effect vocabulary of ./vocab.ts. Texts are our own
 * wording of the reference data (KLSD Documents 卡灵时代资料站, CC-BY 4.0). Effects are listed in
 * the card's printed order; their index is the effect number used in option ids and logs.
 */
import type { Ctx, GameObject, LinkPolicy } from '@arbiter/kernel';
import { ahead, GRID, rel, ring } from '../rules/01-board.ts';
import { gainLp, loseLp } from '../rules/02-match.ts';
import { chainLink } from '../rules/04-links.ts';
import { clear, emit, hasAttr, hasKw, stats, swapCells, toDeck, toDiscard } from '../rules/05-terms.ts';
import type { Ev, FieldData, G, Link } from '../types.ts';
import { CARDS } from './data.ts';
import { type Eff, type Q, T, tx, validateEffects } from './vocab.ts';

const move = (zh: string, en: string): Eff => ({
  kind: 'move',
  name: tx(zh, en),
  text: tx('招式（无规则效果）', 'A named move (no rules effect)'),
});

// Trigger conditions ----------------------------------------------------------------------------

const W = {
  /** This card was cleared from the field (it is now in the discard pile). */
  selfCleared: (by?: string) => (ev: Ev, q: Q) =>
    ev.t === 'destroyed' && ev.to === q.o.id && (!by || ev.by === by),
  /** One of your 卡灵 on the field was cleared. */
  ownKalingCleared: (by?: string) => (ev: Ev, q: Q) =>
    ev.t === 'destroyed' && ev.p === q.p && ev.ap !== undefined && (!by || ev.by === by),
  selfSummoned: (ev: Ev, q: Q) => ev.t === 'summon' && ev.o === q.o.id,
  oppActivates: (ev: Ev, q: Q) => ev.t === 'act' && ev.p !== q.p,
  targetsSelf: (ev: Ev, q: Q) => ev.t === 'act' && !!ev.tg?.includes(q.o.id) && ev.o !== q.o.id,
  ownLpUp: (ev: Ev, q: Q) => ev.t === 'lp-up' && ev.p === q.p,
  kalingReturned: (ev: Ev) => ev.t === 'returned' && CARDS[ev.k!]?.type === 'kaling',
  cardReturned: (ev: Ev) => ev.t === 'returned',
  selfToDiscard: (ev: Ev, q: Q) => ev.t === 'to-discard' && ev.o === q.o.id,
  oppAttacks: (ev: Ev, q: Q) => ev.t === 'atk-decl' && ev.p !== q.p,
  selfAttacks: (ev: Ev, q: Q) => ev.t === 'atk-decl' && ev.o === q.o.id,
  oppSets: (ev: Ev, q: Q) => ev.t === 'set' && ev.p !== q.p,
  /** A 卡灵 (optionally only the opponent's) moved into this card's [O1]. */
  movedIntoO1: (oppOnly: boolean) => (ev: Ev, q: Q) => {
    if (ev.t !== 'move-step' || q.cell < 0) return false;
    if (oppOnly && ev.p === q.p) return false;
    if (ev.o === q.o.id) return false;
    const r = ring(q.s.g, q.cell, 1);
    return r.includes(ev.c!) && !r.includes(ev.from as number);
  },
};

function live(ctx: Ctx<G>, id: number | undefined): number | null {
  return id !== undefined && ctx.state.objects[id]?.zone === 'field' ? id : null;
}

function opp(L: Link): number {
  return 1 - L.p;
}

// The cards -------------------------------------------------------------------------------------

export const EFFECTS: Record<string, Eff[]> = {
  'jungle-dart-frog': [move('丛林毒飞箭', 'Jungle Venom Dart')],
  'cloud-sparky': [move('电仔突击', 'Sparky Rush')],
  'penguin-dudu': [move('嘟嘟光线', 'Dudu Beam')],
  'saint-helier': [move('能量光柱', 'Energy Pillar')],
  'captain-argo': [move('平地涌泉', 'Spring from the Plain')],
  'fierce-howl': [move('狂暴撕咬', 'Frenzied Bite')],
  'breeze-swordsman': [move('清风回旋刃', 'Breeze Boomerang Blade')],
  'sun-child': [move('耀炎坠击', 'Blazing Dive')],
  'dream-maker': [
    {
      kind: 'act',
      name: tx('梦幻能量', 'Dream Energy'),
      lim: 'turn',
      text: tx('回1：你恢复1点能量。', 'Once per turn: you regain 1 energy.'),
      ops: [{ do: 'energy', who: 'me', n: 1 }],
    },
    move('造梦', 'Dreamcraft'),
  ],
  'ranger-legend': [
    {
      kind: 'act',
      name: tx('交换魔弹', 'Swapping Shot'),
      lim: 'name',
      cost: 3,
      text: tx(
        '限1：耗能3，以此卡直视的1张对方盖卡，以及那张盖卡[O1]内1只3级以下的对方卡灵为目标。两者互换所在区域。',
        "Once per turn per name, 3 energy: target an opposing set card this card sees, and an opposing Lv3-or-lower Kaling in that set card's [O1]. They swap cells.",
      ),
      tg: [
        T.card({ side: 'opp', down: true, area: { los: true } }),
        T.kaling({ side: 'opp', maxLv: 3, area: { ring: 1 }, from: 0 }),
      ],
      ops: [{ do: 'fn', fn: swapTargets }],
    },
    {
      kind: 'static',
      name: tx('被拥护的英雄', 'Beloved Hero'),
      text: tx(
        '与4级以下卡灵战斗时，此卡DP的原始值当作5。',
        'In battle with a Lv4-or-lower Kaling its original DP counts as 5.',
      ),
      battle: (s, me, other) => (other && stats(s, other.id).lv <= 4 ? { dp: 5 - CARDS[me.card].dp } : {}),
    },
  ],
  'were-lycaon': [
    {
      kind: 'quick',
      cls: 2,
      name: tx('撕破面具', 'Tear Off the Mask'),
      text: tx(
        '你的卡灵被对方卡灵攻击而战斗清除时，舍弃1张手牌可发动：伪装中的此卡失去【伪装】，并在本回合获得坚守。',
        'When your Kaling is cleared in battle by an opposing attack, discard 1 card: this disguised card drops [Disguise] and gains Steadfast for the turn.',
      ),
      when: (ev, q) => ev.t === 'destroyed' && ev.by === 'battle' && !!ev.def && ev.p === q.p,
      can: (q) => !!(q.o.data as FieldData).dis,
      discard: { n: 1 },
      ops: [
        {
          do: 'fn',
          fn: (ctx, L) => {
            const id = live(ctx, L.src);
            if (!id) return;
            delete (ctx.obj(id).data as FieldData).dis;
            ctx.touch();
          },
        },
        { do: 'kw', on: 'self', k: 'guard', until: 'turn' },
      ],
    },
    {
      kind: 'static',
      name: tx('伪装', 'Disguise'),
      text: tx(
        '可多用掉1次付费降临机会，以1只2级卡灵为素材付费降临此卡。这样降临时视为3/3/3的暗属战灵，只能攻击[←][→]。',
        'May be paid-summoned with one Lv2 Kaling as material by using up one more paid summon. Then it is a 3/3/3 dark Warrior-series that can only attack [←][→].',
      ),
    },
  ],
  'husky-rider': [
    move('浊影冲刺', 'Murky Dash'),
    {
      kind: 'quick',
      cls: 3,
      name: tx('超速飘逸法则', 'Overspeed Drift'),
      lim: 'turn',
      text: tx(
        '回1：对方能量3点以上时，以此卡[O1]内2张你的盖卡为目标：交换它们的位置。',
        "Once per turn, if the opponent has 3+ energy: target 2 of your set cards in this card's [O1]; they swap places.",
      ),
      can: (q) => q.s.g.en[1 - q.p] >= 3,
      tg: [
        T.card({ side: 'me', down: true, area: { ring: 1 } }),
        T.card({ side: 'me', down: true, area: { ring: 1 }, distinct: true }),
      ],
      ops: [{ do: 'fn', fn: swapTargets }],
    },
  ],
  'light-mage': [
    {
      kind: 'act',
      name: tx('青辉圣枪击', 'Azure Holy Lance'),
      lim: 'turn',
      cost: 2,
      text: tx(
        '回1，耗能2：本回合此卡AP加上其[↙][↘]上光属卡灵的AP。',
        'Once per turn, 2 energy: this turn it gains the AP of the light Kaling at its [↙][↘].',
      ),
      ops: [
        {
          do: 'fn',
          fn: (ctx, L) => {
            const id = live(ctx, L.src);
            if (!id) return;
            const o = ctx.obj(id);
            let n = 0;
            for (const d of ['↙', '↘']) {
              const c = rel(ctx.g, (o.data as FieldData).c, d, o.controller);
              const t = c !== null ? ctx.g.cells[c] : 0;
              if (
                t &&
                !ctx.state.objects[t].faceDown &&
                CARDS[ctx.state.objects[t].card].type === 'kaling' &&
                hasAttr(ctx.state, t, '光')
              )
                n += stats(ctx.state, t).ap;
            }
            ctx.addEffect({
              source: id,
              controller: L.p,
              layer: 's',
              op: 'ap',
              params: { n },
              targets: [id],
              until: 'turn',
            });
          },
        },
      ],
    },
    {
      kind: 'quick',
      cls: 2,
      name: tx('光之幻影', 'Light Phantom'),
      lim: 'turn',
      cost: 2,
      text: tx(
        '回1：以此卡为目标的卡牌效果发动时，耗能2：那个效果无效。',
        'Once per turn, when a card effect targeting this card is activated, 2 energy: negate it.',
      ),
      when: W.targetsSelf,
      ops: [{ do: 'negate' }],
    },
  ],
  'caesar-mammoth': [
    {
      kind: 'act',
      name: tx('炎袭践踏', 'Blazing Stomp'),
      lim: 'turn',
      cost: 3,
      text: tx(
        '回1，耗能3：以此卡[←][↑][→]中1个区域为目标，清除那里的卡牌。',
        'Once per turn, 3 energy: target one cell at its [←][↑][→]; clear the card there.',
      ),
      tg: [T.cell({ area: { dirs: ['←', '↑', '→'] }, need: 'card' })],
      ops: [{ do: 'clear', on: 't0' }],
    },
    {
      kind: 'static',
      name: tx('凯撒！震裂踏！', 'Caesar! Quake Stomp!'),
      text: tx('在场上时此卡防爆。', 'While on the field it has Blastproof.'),
      kw: ['bomb'],
    },
  ],
  'arctic-emperor': [
    move('帝王！暴杀拳！', 'Emperor! Brutal Fist!'),
    {
      kind: 'static',
      name: tx('冰躯固守', 'Ice Body Bastion'),
      text: tx(
        '此卡所在区域不能被选为卡牌效果的目标。',
        "The cell it is on cannot be chosen as a card effect's target.",
      ),
      kw: ['cellImm'],
    },
  ],
  'guard-cactus': [
    move('林隐', 'Forest Hide'),
    {
      kind: 'quick',
      cls: 1,
      name: tx('自卫反击', 'Self-defence'),
      text: tx(
        '（强制）对方卡灵移动进入此卡[O1]时：那只卡灵与此卡回归。',
        '(Forced) When an opposing Kaling moves into its [O1]: that Kaling and this card return to hand.',
      ),
      when: W.movedIntoO1(true),
      ops: [
        { do: 'bounce', on: 'ev' },
        { do: 'bounce', on: 'self' },
      ],
    },
  ],
  'clown-mage': [
    move('星光魔术', 'Starlight Trick'),
    {
      kind: 'quick',
      cls: 2,
      zone: 'grave',
      name: tx('戏法降临', 'Trick Arrival'),
      text: tx(
        '此卡从手牌或卡组送去弃区时：将它从弃区超越降临到场上任意空区域。',
        'When sent from hand or deck to the discard pile: free-summon it from there to any empty cell.',
      ),
      when: W.selfToDiscard,
      ops: [{ do: 'summonSelf', where: 'any' }],
    },
  ],
  'king-kuga': [
    {
      kind: 'act',
      name: tx('平衡惩戒', 'Balancing Punishment'),
      lim: 'turn',
      cost: 3,
      text: tx(
        '回1，耗能3：场上每有1只数值与原始值不同的卡灵，对方LP-1。',
        'Once per turn, 3 energy: the opponent loses 1 LP for each Kaling whose values differ from its printed ones.',
      ),
      ops: [
        {
          do: 'fn',
          fn: (ctx, L) => {
            const s = ctx.state;
            let n = 0;
            for (let c = 0; c < 25; c++) {
              const id = ctx.g.cells[c];
              if (!id || s.objects[id].faceDown || CARDS[s.objects[id].card].type !== 'kaling') continue;
              const st = stats(s, id);
              const def = CARDS[s.objects[id].card];
              if (st.ap !== def.ap || st.dp !== def.dp || st.sp !== def.sp) n++;
            }
            loseLp(ctx, opp(L), n, 'KALING 5-26');
          },
        },
      ],
    },
    {
      kind: 'static',
      name: tx('圣铠护甲', 'Holy Armour'),
      text: tx(
        '此卡付费降临时，场上所有对方卡灵AP-1。',
        'When it is paid-summoned, every opposing Kaling on the field gets AP −1.',
      ),
    },
  ],
  fuweini: [
    {
      kind: 'quick',
      cls: 2,
      zone: 'grave',
      name: tx('一丝祈愿', 'A Faint Wish'),
      text: tx(
        '场上的此卡被清除送入弃区时：从你的弃区超越降临1只2级龙灵。',
        'When it is cleared from the field: free-summon a Lv2 Dragon-series from your discard pile.',
      ),
      when: W.selfCleared(),
      tg: [T.grave({ side: 'me', series: '龙灵', minLv: 2, maxLv: 2 })],
      ops: [{ do: 'revive', on: 't0' }],
    },
    {
      kind: 'static',
      name: tx('无法拒绝的爱', 'Irresistible Love'),
      text: tx(
        '与原始等级5以上的卡灵战斗时DP+1。',
        'In battle with a Kaling of printed level 5+ it has DP +1.',
      ),
      battle: (_s, _me, other) => (other && CARDS[other.card].lv >= 5 ? { dp: 1 } : {}),
    },
  ],
  'shadow-blade': [
    {
      kind: 'act',
      name: tx('月切刃影斩', 'Moon-cut Shadow Slash'),
      lim: 'turn',
      cost: 2,
      text: tx(
        '回1，耗能2：以此卡[↗]区域为目标，清除那里的卡牌。',
        'Once per turn, 2 energy: target the cell at its [↗]; clear the card there.',
      ),
      tg: [T.cell({ area: { dirs: ['↗'] }, need: 'card' })],
      ops: [{ do: 'clear', on: 't0' }],
    },
    {
      kind: 'quick',
      cls: 3,
      zone: 'hand',
      name: tx('夜隐', 'Night Veil'),
      cost: 2,
      text: tx(
        '耗能2并舍弃2张暗属卡灵：将手牌中的此卡超越降临。',
        '2 energy and discard 2 dark Kaling: free-summon this card from your hand.',
      ),
      discard: { n: 2, kaling: true, attrs: ['暗'] },
      ops: [{ do: 'summonSelf' }],
    },
  ],
  'shadow-ninja': [
    move('暗影连弹球', 'Shadow Ball Barrage'),
    {
      kind: 'quick',
      cls: 2,
      zone: 'hand',
      name: tx('奇袭', 'Ambush'),
      text: tx(
        '对方在场上盖卡时，舍弃1张手牌：破坏那张盖卡，并将此卡从手牌超越降临。',
        'When the opponent sets a card, discard 1 card: clear that set card and free-summon this card from hand.',
      ),
      when: W.oppSets,
      discard: { n: 1 },
      ops: [
        {
          do: 'fn',
          fn: (ctx, L) => {
            const id = live(ctx, L.ev?.o);
            if (id && ctx.obj(id).faceDown) clear(ctx, id, 'effect', L.src);
          },
        },
        { do: 'summonSelf' },
      ],
    },
  ],
  'heart-angel': [
    move('友善之光', 'Friendly Light'),
    {
      kind: 'quick',
      cls: 2,
      zone: 'hand',
      name: tx('爱心治愈', 'Loving Cure'),
      cost: 2,
      discardSelf: true,
      text: tx(
        '你的卡灵被战斗清除时，从手牌舍弃此卡并耗能2：那只卡灵超越降临。',
        'When your Kaling is cleared in battle, discard this from hand and pay 2 energy: that Kaling is free-summoned.',
      ),
      when: W.ownKalingCleared('battle'),
      ops: [{ do: 'revive', on: 'evg' }],
    },
  ],
  warlord: [
    {
      kind: 'act',
      name: tx('牲祭毁灭', 'Sacrificial Ruin'),
      lim: 'turn',
      text: tx(
        '回1：以此卡[O1]内1只你的卡灵和场上1张卡牌为目标，将它们破坏。',
        'Once per turn: target one of your Kaling in its [O1] and one card on the field; clear both.',
      ),
      tg: [T.kaling({ side: 'me', area: { ring: 1 } }), T.card({ distinct: true })],
      ops: [
        { do: 'clear', on: 't0' },
        { do: 'clear', on: 't1' },
      ],
    },
    {
      kind: 'quick',
      cls: 2,
      name: tx('噬魂', 'Soul Eater'),
      text: tx(
        '场上有卡灵被卡牌效果破坏时：此卡AP+1。',
        'When a Kaling on the field is cleared by a card effect: this card gets AP +1.',
      ),
      when: (ev, q) => ev.t === 'destroyed' && ev.by === 'effect' && ev.ap !== undefined && ev.o !== q.o.id,
      ops: [{ do: 'mod', on: 'self', stat: 'ap', n: 1, until: 'perm' }],
    },
  ],
  'grenade-roach': [
    move('恐吓冲撞', 'Scare Charge'),
    {
      kind: 'quick',
      cls: 1,
      zone: 'grave',
      name: tx('病毒炸弹', 'Virus Bomb'),
      text: tx(
        '（强制）此卡从场上被破坏时：它[O1]内卡灵的DP变为0（械灵系不受影响）。',
        '(Forced) When cleared from the field: the DP of every Kaling in its [O1] becomes 0 (Machine-series are unaffected).',
      ),
      when: W.selfCleared(),
      ops: [
        {
          do: 'fn',
          fn: (ctx, L) => {
            const s = ctx.state;
            for (const c of ring(ctx.g, L.ev!.c!, 1)) {
              const id = ctx.g.cells[c];
              if (!id || s.objects[id].faceDown) continue;
              const def = CARDS[s.objects[id].card];
              if (def.type !== 'kaling' || def.series === '械灵') continue;
              ctx.addEffect({
                source: L.src,
                controller: L.p,
                layer: 's',
                op: 'setdp',
                params: { n: 0 },
                targets: [id],
                until: 'perm',
              });
            }
          },
        },
      ],
    },
  ],
  'wood-sword-dragon': [
    {
      kind: 'act',
      name: tx('死亡滚轮', 'Death Roller'),
      text: tx(
        '将场上的此卡送去弃区：它原先所在纵列上的卡牌全部回归。',
        'Send this card from the field to the discard pile: every card in the column it was in returns to hand.',
      ),
      sac: { self: true },
      ops: [{ do: 'bounce', on: 'col' }],
    },
    {
      kind: 'static',
      name: tx('剑背叶', 'Blade-back Leaves'),
      text: tx(
        '位于此卡[↑]的卡灵不能以此卡所在区域为攻击目标。',
        'The Kaling at its [↑] cannot attack its cell.',
      ),
    },
  ],
  'dryad-emperor': [
    {
      kind: 'act',
      name: tx('森灵之怒', 'Wrath of the Forest'),
      lim: 'turn',
      xAp: true,
      text: tx(
        '回1：将此卡AP减少X：本回合你场上其他卡灵AP+X。',
        'Once per turn: lower its AP by X; this turn your other Kaling get AP +X.',
      ),
      ops: [{ do: 'mod', on: 'ownOthers', stat: 'ap', n: 'x', until: 'turn' }],
    },
    {
      kind: 'quick',
      cls: 2,
      name: tx('森灵之力', 'Might of the Forest'),
      text: tx('每当有卡灵回归时：此卡AP+1。', 'Whenever a Kaling returns to hand: this card gets AP +1.'),
      when: W.kalingReturned,
      ops: [{ do: 'mod', on: 'self', stat: 'ap', n: 1, until: 'perm' }],
    },
  ],
  'nightmare-dragon': [
    {
      kind: 'act',
      name: tx('梦魇幻象杀', 'Nightmare Illusion Kill'),
      lim: 'turn',
      discard: { n: 1 },
      text: tx(
        '回1，舍弃1张手牌：以场上1张卡牌为目标，清除它。本回合此卡不能攻击。',
        'Once per turn, discard 1 card: target a card on the field and clear it. It cannot attack this turn.',
      ),
      tg: [T.card({ notSelf: true })],
      ops: [
        { do: 'clear', on: 't0' },
        { do: 'kw', on: 'self', k: 'noatk-self', until: 'turn' },
      ],
    },
    {
      kind: 'quick',
      cls: 2,
      name: tx('崩击碎裂', 'Shattering Blow'),
      text: tx(
        '此卡战斗清除对方卡灵时：对方LP-2。',
        'When it clears an opposing Kaling in battle: the opponent loses 2 LP.',
      ),
      when: (ev, q) => ev.t === 'destroyed' && ev.by === 'battle' && ev.src === q.o.id && ev.p !== q.p,
      ops: [{ do: 'lp', who: 'opp', n: 2, lose: true }],
    },
  ],
  'thorn-rat': [
    move('针刺鞭挞', 'Thorn Lash'),
    {
      kind: 'quick',
      cls: 2,
      zone: 'grave',
      name: tx('毒气袋', 'Poison Sac'),
      text: tx(
        '此卡被卡牌效果从场上破坏时：随机舍弃对方1张手牌。',
        "When a card effect clears it from the field: discard a random card from the opponent's hand.",
      ),
      when: W.selfCleared('effect'),
      ops: [
        {
          do: 'fn',
          fn: (ctx, L) => {
            const hand = ctx.zone(`p${opp(L)}:hand`).objects;
            if (hand.length) toDiscard(ctx, hand[ctx.random(hand.length)], 'hand');
          },
        },
      ],
    },
  ],
  'elf-archer': [
    {
      kind: 'act',
      name: tx('精灵光箭', 'Elven Light Arrow'),
      lim: 'turn',
      text: tx(
        '回1：以此卡[O1]内1张正面卡牌为目标，其效果本回合无效。',
        'Once per turn: target a face-up card in its [O1]; its effects are negated this turn.',
      ),
      tg: [T.card({ area: { ring: 1 }, filter: (q, id) => !q.s.objects[id].faceDown })],
      ops: [{ do: 'kw', on: 't0', k: 'neg', until: 'turn' }],
    },
    move('林隐', 'Forest Hide'),
  ],
  sandman: [
    {
      kind: 'act',
      name: tx('沉溺梦沙', 'Drowning Dream Sand'),
      lim: 'turn',
      cost: 2,
      text: tx(
        '回1，耗能2：以场上1张卡牌为目标，其效果直到本回合结束无效。',
        'Once per turn, 2 energy: target a card on the field (set cards too); its effects are negated this turn.',
      ),
      // "场上1张卡牌": any card on the field, set cards included.
      tg: [T.card({})],
      ops: [{ do: 'kw', on: 't0', k: 'neg', until: 'turn' }],
    },
    {
      kind: 'quick',
      cls: 2,
      zone: 'grave',
      name: tx('无尽之梦', 'Endless Dream'),
      text: tx(
        '此卡被战斗破坏送入弃区时：从手牌或卡组将1张【睡神沙德曼】超越降临。',
        'When it is cleared in battle: free-summon a [Sandman the Sleep God] from your hand or deck.',
      ),
      when: W.selfCleared('battle'),
      can: (q) => hasSleepGod(q.s, `p${q.p}:hand`) || hasSleepGod(q.s, `p${q.p}:deck`),
      // "from hand or deck": the player chooses where the copy comes from when both hold one.
      ops: [
        {
          do: 'choose',
          keys: ['kl.sandman-from-hand', 'kl.sandman-from-deck'],
          open: (s, L) => [hasSleepGod(s, `p${L.p}:hand`), hasSleepGod(s, `p${L.p}:deck`)],
        },
        { only: 1, do: 'fn', fn: (ctx, L) => summonSleepGod(ctx, L, 'hand') },
        { only: 2, do: 'fn', fn: (ctx, L) => summonSleepGod(ctx, L, 'deck') },
      ],
    },
  ],
  'volt-blade': [
    move('流电碎裂斩', 'Current Shatter Slash'),
    {
      kind: 'static',
      name: tx('电能引擎', 'Electric Engine'),
      text: tx(
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
  'flame-imp': [
    move('炎舞击', 'Flame Dance Strike'),
    {
      kind: 'quick',
      cls: 2,
      zone: 'grave',
      name: tx('诅咒之火', 'Cursed Fire'),
      text: tx(
        '此卡被卡牌效果从场上破坏时：对方LP-2。',
        'When a card effect clears it from the field: the opponent loses 2 LP.',
      ),
      when: W.selfCleared('effect'),
      ops: [{ do: 'lp', who: 'opp', n: 2, lose: true }],
    },
  ],
  'flame-horn': [
    move('爆炎角冲', 'Blast Horn Charge'),
    {
      kind: 'static',
      name: tx('炎王战意', "Flame King's Spirit"),
      text: tx('与[↑]区域的卡灵战斗结算时，此卡AP+3。', 'In battle with the Kaling at its [↑] it has AP +3.'),
      battle: (s, me, other) => {
        if (other?.zone !== 'field') return {};
        const up = rel(s.g, (me.data as FieldData).c, '↑', me.controller);
        return up === (other.data as FieldData).c ? { ap: 3 } : {};
      },
    },
  ],
  'coal-shrimp': [
    {
      kind: 'act',
      name: tx('熔岩连弹', 'Lava Volley'),
      lim: 'turn',
      cost: 1,
      text: tx(
        '回1，此卡纵向前方没有卡牌时，耗能1：对方LP-1。',
        'Once per turn, if no card is ahead of it in its column, 1 energy: the opponent loses 1 LP.',
      ),
      can: (q) => ahead(q.s.g, q.cell, q.p).every((c) => q.s.g.cells[c] === 0),
      ops: [{ do: 'lp', who: 'opp', n: 1, lose: true }],
    },
    move('焦炭钳', 'Charcoal Pincer'),
  ],
  'lava-sprite': [
    move('小火球', 'Little Fireball'),
    {
      kind: 'quick',
      cls: 1,
      zone: 'grave',
      name: tx('大爆炸', 'Big Bang'),
      text: tx(
        '（强制）此卡从场上被破坏时：你失去1点能量，破坏它[O1]内的所有卡牌。',
        '(Forced) When cleared from the field: you lose 1 energy, and every card in its [O1] is cleared.',
      ),
      when: W.selfCleared(),
      ops: [
        { do: 'energy', who: 'me', n: 1, lose: true },
        { do: 'clear', on: 'o1' },
      ],
    },
  ],
  'peony-consort': [
    move('辉光', 'Radiance'),
    {
      kind: 'quick',
      cls: 2,
      name: tx('芳香治愈', 'Fragrant Healing'),
      text: tx(
        '此卡降临时，以1名玩家为目标：其LP+2。',
        'When it is summoned, target a player: they gain 2 LP.',
      ),
      when: W.selfSummoned,
      tg: [T.player()],
      ops: [{ do: 'lp', who: 't0', n: 2 }],
    },
  ],
  'gale-dragon': [
    {
      kind: 'act',
      name: tx('狂风吐息', 'Gale Breath'),
      lim: 'turn',
      cost: 2,
      text: tx(
        '回1，耗能2：以此卡[↑]区域为目标，那里的卡牌回归。',
        'Once per turn, 2 energy: target the cell at its [↑]; the card there returns to hand.',
      ),
      tg: [T.cell({ area: { dirs: ['↑'] }, need: 'card' })],
      ops: [{ do: 'bounce', on: 't0' }],
    },
    move('蓄气', 'Gather Breath'),
  ],
  'thunder-breaker': [
    {
      kind: 'act',
      name: tx('电光断碎斩', 'Lightning Shatter Slash'),
      lim: 'turn',
      cost: 2,
      text: tx(
        '回1，耗能2：以此卡[↑]区域为目标，破坏那里的卡牌。',
        'Once per turn, 2 energy: target the cell at its [↑]; clear the card there.',
      ),
      tg: [T.cell({ area: { dirs: ['↑'] }, need: 'card' })],
      ops: [{ do: 'clear', on: 't0' }],
    },
    {
      kind: 'static',
      name: tx('勇者意志', 'Brave Will'),
      text: tx(
        '你的LP低于对方时，每差2点LP，此卡AP+1。',
        "While your LP is below the opponent's, it has AP +1 for every 2 LP of difference.",
      ),
      self: (s, o, st) => {
        const diff = s.g.lp[1 - o.controller] - s.g.lp[o.controller];
        if (diff > 0) st.ap += Math.floor(diff / 2);
      },
    },
  ],
  'volt-magician': [
    {
      kind: 'act',
      name: tx('电光魔术', 'Lightning Magic'),
      lim: 'turn',
      discard: { n: 1, attrs: ['电', '光'] },
      text: tx(
        '回1，舍弃1张电属或光属卡牌：抽1张卡。',
        'Once per turn, discard an electric or light card: draw 1 card.',
      ),
      ops: [{ do: 'draw', who: 'me', n: 1 }],
    },
    {
      kind: 'static',
      name: tx('电流气场', 'Current Field'),
      text: tx('此卡[O1]内的电属卡灵AP+2。', 'Electric Kaling in its [O1] have AP +2.'),
      aura: (s, src, o, st) => {
        if (o.zone !== 'field' || o.faceDown || CARDS[o.card].type !== 'kaling') return;
        if (!CARDS[o.card].attrs.includes('电')) return;
        if (ring(s.g, (src.data as FieldData).c, 1).includes((o.data as FieldData).c)) st.ap += 2;
      },
    },
  ],
  'e-baby': [
    {
      kind: 'act',
      name: tx('电子充能', 'Electron Charge'),
      text: tx(
        '展示手牌中1张战术卡，并将场上的此卡送去弃区：本回合你发动那张战术卡免能。',
        'Reveal a tactic in hand and send this card from the field to the discard pile: this turn that tactic costs no energy.',
      ),
      sac: { self: true },
      reveal: true,
      ops: [{ do: 'fn', fn: (ctx, L) => void (L.v !== undefined && ctx.g.free.push(L.v)) }],
    },
    move('电流冲撞', 'Current Crash'),
  ],
  'shieldclaw-dragon': [
    move('豪勇盾击', 'Valiant Shield Bash'),
    {
      kind: 'quick',
      cls: 2,
      name: tx('盾爪一体', 'Shield and Claw as One'),
      text: tx(
        '此卡宣言攻击时：本次战斗中，此卡DP每有3点，AP+1。',
        'When it declares an attack: in this battle it gets AP +1 for every 3 DP it has.',
      ),
      when: W.selfAttacks,
      ops: [
        {
          do: 'fn',
          fn: (ctx, L) => {
            const id = live(ctx, L.src);
            if (id && ctx.g.atk && ctx.g.atk.a === id)
              ctx.g.atk.bonus = (ctx.g.atk.bonus ?? 0) + Math.floor(stats(ctx.state, id).dp / 3);
          },
        },
      ],
    },
  ],
  'sleep-god-sandman': [
    {
      kind: 'act',
      name: tx('沉眠魔咒语', 'Slumber Incantation'),
      lim: 'turn',
      xEnergy: 2,
      text: tx(
        '回1：支付至多2点能量，对方失去同样点数的能量。',
        'Once per turn: pay up to 2 energy; the opponent loses as much energy.',
      ),
      ops: [{ do: 'energy', who: 'opp', n: 'x', lose: true }],
    },
    {
      kind: 'static',
      name: tx('死亡倒数', 'Death Countdown'),
      text: tx(
        '此卡在场上且你的卡组没有卡牌时，你获得游戏胜利。',
        'While it is on the field and your deck is empty, you win the game.',
      ),
    },
  ],
  lilia: [
    {
      kind: 'act',
      name: tx('恶灵诅咒', 'Evil Spirit Curse'),
      lim: 'turn',
      cost: 1,
      text: tx(
        '回1，耗能1：以此卡[O1]内1只卡灵为目标，DP-2。',
        'Once per turn, 1 energy: target a Kaling in its [O1]; it gets DP −2.',
      ),
      tg: [T.kaling({ area: { ring: 1 } })],
      ops: [{ do: 'mod', on: 't0', stat: 'dp', n: -2, until: 'perm' }],
    },
    {
      kind: 'quick',
      cls: 2,
      name: tx('血镰索魂', 'Blood Scythe Soul Reap'),
      text: tx(
        '场上卡灵因【恶灵诅咒】DP变为0时：清除那只卡灵。',
        "When [Evil Spirit Curse] brings a Kaling's DP to 0: clear that Kaling.",
      ),
      when: (ev, q) =>
        ev.t === 'dp-down' &&
        ev.k === 'lilia' &&
        q.s.objects[ev.o!]?.zone === 'field' &&
        stats(q.s, ev.o!).dp === 0,
      ops: [{ do: 'clear', on: 'ev' }],
    },
  ],
  'aurora-dragon': [
    {
      kind: 'act',
      name: tx('辉翼奇迹', 'Radiant Wing Miracle'),
      lim: 'turn',
      cost: 1,
      text: tx(
        '回1，耗能1：本回合场上所有卡灵变为光属且AP+1。',
        'Once per turn, 1 energy: this turn every Kaling on the field becomes light and gets AP +1.',
      ),
      ops: [
        { do: 'mod', on: 'allK', stat: 'ap', n: 1, until: 'turn' },
        {
          do: 'fn',
          fn: (ctx, L) => {
            for (let c = 0; c < 25; c++) {
              const id = ctx.g.cells[c];
              if (
                id &&
                !ctx.state.objects[id].faceDown &&
                CARDS[ctx.state.objects[id].card].type === 'kaling'
              )
                ctx.addEffect({
                  source: L.src,
                  controller: L.p,
                  layer: 's',
                  op: 'attr',
                  params: { a: '光' },
                  targets: [id],
                  until: 'turn',
                });
            }
          },
        },
      ],
    },
    {
      kind: 'quick',
      cls: 3,
      name: tx('极光幻象', 'Aurora Mirage'),
      lim: 'turn',
      discard: { n: 1 },
      text: tx(
        '回1，舍弃1张手牌：以场上1张正面卡牌为目标，本回合它有1次不会被清除。',
        'Once per turn, discard 1 card: target a face-up card on the field; once this turn it is not cleared.',
      ),
      tg: [T.card({ filter: (q, id) => !q.s.objects[id].faceDown })],
      ops: [{ do: 'kw', on: 't0', k: 'shield', until: 'turn' }],
    },
  ],
  'thunder-gecko': [
    move('电光冲击', 'Lightning Impact'),
    {
      kind: 'quick',
      cls: 2,
      zone: 'hand',
      name: tx('迅雷滑行', 'Thunder Glide'),
      text: tx(
        '有电属卡灵降临到场上时：将手牌中的此卡超越降临到那只卡灵[O1]内的空区域。',
        "When an electric Kaling is summoned: free-summon this card from hand to an empty cell in that Kaling's [O1].",
      ),
      when: (ev, q) =>
        ev.t === 'summon' &&
        q.s.objects[ev.o!]?.zone === 'field' &&
        hasAttr(q.s, ev.o!, '电') &&
        ring(q.s.g, ev.c!, 1).some((c) => q.s.g.cells[c] === 0),
      ops: [{ do: 'summonSelf', where: 'ev-o1' }],
    },
  ],
  valkyrie: [
    {
      kind: 'act',
      name: tx('武神旋裂斧', 'War Goddess Whirl Axe'),
      lim: 'turn',
      cost: 3,
      text: tx(
        '回1，耗能3：清除此卡[O1]内所有卡灵。',
        'Once per turn, 3 energy: clear every Kaling in its [O1].',
      ),
      ops: [{ do: 'clear', on: 'o1k' }],
    },
    {
      kind: 'static',
      name: tx('圣铠护甲', 'Holy Armour'),
      text: tx('在场上时此卡防爆。', 'While on the field it has Blastproof.'),
      kw: ['bomb'],
    },
  ],
  'mantis-knight': [
    {
      kind: 'act',
      name: tx('聚能双刃冲', 'Charged Twin-blade Rush'),
      text: tx(
        '将此卡[↙][↓][↘]上1只你的卡灵送去弃区：本回合此卡AP+3。',
        'Send one of your Kaling at its [↙][↓][↘] to the discard pile: this turn it gets AP +3.',
      ),
      sac: { area: { dirs: ['↙', '↓', '↘'] } },
      ops: [{ do: 'mod', on: 'self', stat: 'ap', n: 3, until: 'turn' }],
    },
    {
      kind: 'static',
      name: tx('锋利刃片', 'Keen Blades'),
      text: tx(
        '此卡攻击时的数值结算中，对方卡灵DP当作0。',
        "When it attacks, the defending Kaling's DP counts as 0.",
      ),
      battle: (_s, _me, _o, _a, meAttacks) => (meAttacks ? { otherDp0: true } : {}),
    },
  ],
  'horn-cannon': [
    {
      kind: 'act',
      name: tx('尤尼克斯毁灭炮', 'Unix Ruin Cannon'),
      lim: 'field',
      cost: 2,
      discard: { n: 1 },
      text: tx(
        '场1，耗能2并舍弃1张手牌：以此卡纵列上任意1格为目标，清除那里的卡牌。',
        'Once per stay on the field, 2 energy and discard 1 card: target any cell in its column; clear the card there.',
      ),
      tg: [T.cell({ area: { col: true } })],
      ops: [{ do: 'clear', on: 't0' }],
    },
    {
      kind: 'static',
      name: tx('后坐力', 'Recoil'),
      text: tx(
        '本局你每用过1次【尤尼克斯毁灭炮】，下次能耗+2。',
        'Each earlier use of [Unix Ruin Cannon] this game makes the next cost 2 more.',
      ),
    },
  ],
  'mirror-dragon': [
    {
      kind: 'act',
      name: tx('寒冰射线', 'Frost Ray'),
      lim: 'turn',
      cost: 1,
      text: tx(
        '回1，耗能1：以此卡纵向前方1格为目标，那里的卡灵SP变为0直到下回合结束。',
        'Once per turn, 1 energy: target the cell ahead of it; the Kaling there has SP 0 until the end of the next turn.',
      ),
      tg: [T.cell({ area: { dirs: ['↑'] }, need: 'card' })],
      ops: [{ do: 'set', on: 't0', stat: 'sp', n: 0, until: 'next' }],
    },
    {
      kind: 'quick',
      cls: 2,
      name: tx('镜返', 'Mirror Return'),
      text: tx(
        '以此卡为目标的卡牌效果发动时：将那个目标换成场上此卡以外的任意1只卡灵。',
        'When a card effect targeting this card is activated: change that target to any other Kaling on the field.',
      ),
      when: W.targetsSelf,
      can: (q) => {
        for (let c = 0; c < 25; c++) {
          const id = q.s.g.cells[c];
          if (
            id &&
            id !== q.o.id &&
            !q.s.objects[id].faceDown &&
            CARDS[q.s.objects[id].card].type === 'kaling'
          )
            return true;
        }
        return false;
      },
      ops: [
        { do: 'pick', t: T.kaling({ notSelf: true }) },
        {
          do: 'fn',
          fn: (ctx, L) => {
            const target = L.ev?.link !== undefined ? chainLink(ctx.state, L.ev.link) : undefined;
            if (!target || L.v === undefined) return;
            const i = target.tg.indexOf(L.src);
            if (i >= 0) {
              target.tg[i] = L.v;
              if (ctx.logging) ctx.log('KALING 4.8-2', 'kl.retarget', { c: ctx.ref(L.v) });
            } else {
              // an area target on its cell: point at the new 卡灵's cell
              const o = ctx.state.objects[L.src];
              const j = o ? target.tg.indexOf((o.data as FieldData).c) : -1;
              if (j >= 0) target.tg[j] = (ctx.obj(L.v).data as FieldData).c;
            }
          },
        },
      ],
    },
  ],
  'wind-sprite': [
    move('突风弹', 'Gust Bullet'),
    {
      kind: 'quick',
      cls: 3,
      zone: 'hand',
      name: tx('风灵祝福', 'Wind Blessing'),
      discardSelf: true,
      text: tx(
        '从手牌舍弃此卡，以场上1只卡灵为目标：它沿纵向移动1格。',
        'Discard this from hand and target a Kaling on the field: it moves 1 cell along its column.',
      ),
      tg: [T.kaling({ filter: (q, id) => canStepVertical(q, id) })],
      ops: [{ do: 'fn', fn: (ctx, L) => moveBy(ctx, L, 1, true) }],
    },
  ],
  'chime-fairy': [
    {
      kind: 'act',
      name: tx('治愈风铃', 'Healing Chime'),
      lim: 'turn',
      cost: 1,
      text: tx('回1，耗能1：此卡的控制者LP+1。', 'Once per turn, 1 energy: its controller gains 1 LP.'),
      ops: [{ do: 'lp', who: 'me', n: 1 }],
    },
    {
      kind: 'quick',
      cls: 2,
      name: tx('风之祈祷', 'Prayer of Wind'),
      lim: 'turn',
      text: tx(
        '回1：此卡[→]区域的卡牌回归时，抽1张卡。',
        'Once per turn, when the card at its [→] returns to hand: draw 1 card.',
      ),
      when: (ev, q) =>
        ev.t === 'returned' && ev.by === 'field' && q.cell >= 0 && ev.c === rel(q.s.g, q.cell, '→', q.p),
      ops: [{ do: 'draw', who: 'me', n: 1 }],
    },
  ],
  'wind-eye': [
    {
      kind: 'act',
      name: tx('风涌龙息', 'Surging Dragon Breath'),
      lim: 'turn',
      cost: 1,
      text: tx(
        '回1，耗能1：以场上1张盖卡为目标，使它回归。',
        'Once per turn, 1 energy: target a set card on the field; it returns to hand.',
      ),
      tg: [T.card({ down: true })],
      ops: [{ do: 'bounce', on: 't0' }],
    },
    {
      kind: 'static',
      name: tx('至高飓风炮', 'Supreme Hurricane Cannon'),
      text: tx(
        '此卡纵向前方没有其他卡牌时，可以直接攻击对方玩家。',
        'If no other card is ahead of it in its column, it may attack the opponent directly.',
      ),
    },
  ],
  'storm-hunter': [
    {
      kind: 'act',
      name: tx('飓风连斩', 'Hurricane Combo'),
      lim: 'turn',
      discard: { n: 2, attrs: ['风'] },
      text: tx(
        '回1，舍弃2张风属卡牌：本回合此卡多1次攻击机会。',
        'Once per turn, discard 2 wind cards: it may attack one more time this turn.',
      ),
      ops: [
        {
          do: 'fn',
          fn: (ctx, L) => {
            const id = live(ctx, L.src);
            if (id) {
              const d = ctx.obj(id).data as FieldData;
              d.ex = (d.ex ?? 0) + 1;
            }
          },
        },
      ],
    },
    {
      kind: 'quick',
      cls: 2,
      name: tx('乘风', 'Ride the Wind'),
      text: tx(
        '每当有卡牌回归时：本回合此卡SP+1。',
        'Whenever a card returns to hand: it gets SP +1 this turn.',
      ),
      when: W.cardReturned,
      ops: [{ do: 'mod', on: 'self', stat: 'sp', n: 1, until: 'turn' }],
    },
  ],
  'shadow-snake': [
    {
      kind: 'act',
      lim: 'field',
      name: tx('融入阴影', 'Melt into Shadow'),
      text: tx(
        '场1：在此卡降临的回合，以此卡[↖][↗]上的盖卡（最多2张）为目标：场上的此卡当作战术卡盖伏。',
        'Once per stay, in the turn it was summoned: target the set cards (up to 2) at its [↖][↗]; this card is set face down as if it were a tactic.',
      ),
      can: (q) => (q.o.data as FieldData).st === q.s.g.turn && snakeTargets(q).length > 0,
      ops: [
        {
          do: 'fn',
          fn: (ctx, L) => {
            const id = live(ctx, L.src);
            if (!id) return;
            const o = ctx.obj(id);
            const d = o.data as FieldData;
            // The chosen set cards are linked to the snake (kernel linked objects, link kind
            // SHADOW_LINK): a chosen card that moves is no longer chosen; the links end when the
            // snake leaves the field (04-links.ts).
            for (const t of snakeTargets({ s: ctx.state, o, p: L.p, cell: d.c }))
              ctx.link(t, id, SHADOW_LINK);
            // Public: this face-down card is the snake (the AI's samples deal it nothing else).
            ctx.setData(id, MELTED, 1);
            o.faceDown = true;
            ctx.removeEffects((e) => e.targets?.[0] === id);
            ctx.touch();
            if (ctx.logging) ctx.log('KALING 3.5.6-1', 'kl.set', { player: L.p, cell: GRID.name(d.c) });
          },
        },
      ],
    },
    {
      kind: 'quick',
      cls: 2,
      zone: 'hidden',
      lim: 'name',
      cost: 2,
      name: tx('阴影潜袭', 'Shadow Ambush'),
      text: tx(
        '限1：【融入阴影】选中的卡牌发动时，耗能2：那张卡牌的效果无效并重新盖伏，之后此卡在原区域超越降临。',
        'Once per turn for this name, when a card chosen by [Melt into Shadow] is activated, 2 energy: negate it and set it face down again; then this card is free-summoned where it lies.',
      ),
      when: (ev, q) => ev.t === 'act' && !!q.o.faceDown && isLinked(q.s.objects[ev.o!], q.o.id, SHADOW_LINK),
      ops: [
        { do: 'negate' },
        {
          do: 'fn',
          fn: (ctx, L) => {
            const target = L.ev?.o !== undefined ? ctx.state.objects[L.ev.o] : undefined;
            if (target && target.zone === 'field') {
              target.faceDown = true;
              ctx.touch();
            }
            const o = ctx.state.objects[L.src];
            if (o && o.zone === 'field' && o.faceDown) {
              const d = o.data as FieldData;
              delete o.faceDown;
              if (o.linked) for (const t of o.linked.slice()) ctx.unlink(t);
              ctx.setData(o.id, MELTED, undefined);
              d.st = ctx.g.turn;
              ctx.touch();
              if (ctx.logging)
                ctx.log('KALING 5-1', 'kl.summoned-free', {
                  player: L.p,
                  c: ctx.ref(o.id),
                  cell: GRID.name(d.c),
                });
              emit(ctx, { t: 'summon', p: L.p, o: o.id, k: o.card, c: d.c, paid: false });
            }
          },
        },
      ],
    },
  ],
  'east-water': [
    {
      kind: 'quick',
      cls: 3,
      lim: 'name',
      cost: 2,
      name: tx('颠转东水', 'Turning the Eastern Waters'),
      text: tx(
        '限1：耗能2，并把你弃区1只等级2以下、数值只有0或2的卡灵回档：此卡直视的1只4级以上的对方卡灵本回合AP-2。',
        'Once per turn for this name, 2 energy, and shuffle from your discard pile into your deck a Kaling of Lv2 or lower whose values are all 0 or 2: an opposing Lv4-or-higher Kaling this card sees gets AP −2 this turn.',
      ),
      tg: [
        T.grave({
          side: 'me',
          maxLv: 2,
          filter: (q, id) =>
            [CARDS[q.s.objects[id].card]].every((d) => [d.ap, d.dp, d.sp].every((v) => v === 0 || v === 2)),
        }),
        T.kaling({ side: 'opp', minLv: 4, area: { los: true } }),
      ],
      ops: [
        {
          do: 'fn',
          fn: (ctx, L) => {
            const id = L.tg[0];
            if (ctx.state.objects[id]?.zone.endsWith(':discard')) toDeck(ctx, id);
          },
        },
        { do: 'mod', on: 't1', stat: 'ap', n: -2, until: 'turn' },
      ],
    },
    {
      kind: 'static',
      name: tx('东水挽歌', 'Elegy of the Eastern Waters'),
      text: tx(
        '【颠转东水】也可改为回档【逆水卦川】，此时其效果变为“场上1只对方卡灵本回合AP-2”。',
        '[Turning the Eastern Waters] may shuffle back [Against the Current] instead; then it gives any opposing Kaling AP −2 this turn.',
      ),
    },
  ],
  'ice-fear': [
    {
      kind: 'quick',
      cls: 2,
      lim: 'name',
      name: tx('冰渊大权', 'Icy Abyss Authority'),
      text: tx(
        '限1：此卡与4级以下的卡灵战斗时：将卡组顶1张卡送去弃区（若是源码卡灵，此卡本次战斗获得1次坚守）。',
        'Once per turn for this name, when it battles a Lv4-or-lower Kaling: send the top card of your deck to the discard pile (if it is a Source Code Kaling, it gains Steadfast for this battle).',
      ),
      when: (ev, q) => {
        if (ev.t !== 'atk-calc' || ev.c === undefined || ev.c < 0 || q.cell < 0) return false;
        const g = q.s.g;
        const other = ev.o === q.o.id ? g.cells[ev.c] : g.cells[ev.c] === q.o.id ? ev.o : 0;
        if (!other || !q.s.objects[other] || q.s.objects[other].faceDown) return false;
        return CARDS[q.s.objects[other].card].type === 'kaling' && stats(q.s, other).lv <= 4;
      },
      can: (q) => q.s.zones[`p${q.p}:deck`].objects.length > 0,
      ops: [
        {
          do: 'fn',
          fn: (ctx, L) => {
            // 源码 is not defined by the seed or the card data: the 坚守 clause never applies (docs/decisions.md).
            const deck = ctx.zone(`p${L.p}:deck`).objects;
            if (deck.length) toDiscard(ctx, deck[deck.length - 1], 'deck');
          },
        },
      ],
    },
    {
      kind: 'quick',
      cls: 2,
      name: tx('恐惧回响', 'Echo of Dread'),
      text: tx(
        '在此卡获得坚守并战斗清除了对方卡灵的回合的结束阶段开始时，若你的手牌少于2张：可将本回合从手牌或卡组送入你弃区的1张卡牌回归。',
        'At the start of the end phase of a turn in which it has Steadfast and cleared an opposing Kaling in battle, if you hold fewer than 2 cards: you may return to hand a card sent from your hand or deck to your discard pile this turn.',
      ),
      when: (ev, q) =>
        ev.t === 'phase' &&
        ev.n === 3 &&
        (q.o.data as FieldData).kt === q.s.g.turn &&
        hasKw(q.s, q.o.id, 'guard') &&
        q.s.zones[`p${q.p}:hand`].objects.length < 2,
      tg: [
        {
          k: 'g',
          side: 'me',
          filter: (q, id) => (q.s.objects[id].data as { dt?: number }).dt === q.s.g.turn,
        },
      ],
      ops: [{ do: 'bounce', on: 't0' }],
    },
  ],

  // Tactics and devices: the card's level is its energy cost (KALING 3.5.5-2).
  'autumn-leaf': [
    {
      kind: 'act',
      text: tx(
        '将你场上1只木属卡灵送去弃区：抽2张卡。',
        'Send one of your wood Kaling on the field to the discard pile: draw 2 cards.',
      ),
      sac: { attr: '木' },
      ops: [{ do: 'draw', who: 'me', n: 2 }],
    },
  ],
  'swap-places': [
    {
      kind: 'quick',
      cls: 3,
      text: tx(
        '以你控制的2只卡灵为目标：它们交换所在区域（这是转移，不是移动）。',
        'Target 2 Kaling you control: they swap cells (a transfer, not a move).',
      ),
      tg: [T.kaling({ side: 'me' }), T.kaling({ side: 'me', distinct: true })],
      ops: [{ do: 'fn', fn: swapTargets }],
    },
  ],
  'charge-max': [
    {
      kind: 'act',
      xLp: 3,
      text: tx(
        '支付至多3点LP，以场上1只卡灵为目标：本回合它AP上升支付的数值。',
        'Pay up to 3 LP and target a Kaling: this turn its AP rises by the LP paid.',
      ),
      tg: [T.kaling()],
      ops: [{ do: 'mod', on: 't0', stat: 'ap', n: 'x', until: 'turn' }],
    },
    {
      kind: 'act',
      text: tx(
        '以场上1只卡灵及你场上另1只卡灵为目标：本回合前者AP加上后者的AP；本回合前者以外的卡灵不能攻击。',
        "Target a Kaling and another of your Kaling: this turn the first gets AP equal to the second's; no other Kaling may attack this turn.",
      ),
      tg: [T.kaling(), T.kaling({ side: 'me', distinct: true })],
      ops: [
        {
          do: 'fn',
          fn: (ctx, L) => {
            const a = live(ctx, L.tg[0]);
            const b = live(ctx, L.tg[1]);
            if (a && b)
              ctx.addEffect({
                source: L.src,
                controller: L.p,
                layer: 's',
                op: 'ap',
                params: { n: stats(ctx.state, b).ap },
                targets: [a],
                until: 'turn',
              });
            if (a) ctx.g.onlyAtk = a;
          },
        },
      ],
    },
  ],
  'light-energy': [
    {
      kind: 'act',
      text: tx('你恢复2点能量。', 'You regain 2 energy.'),
      ops: [{ do: 'energy', who: 'me', n: 2 }],
    },
  ],
  'ice-energy': [
    {
      kind: 'quick',
      cls: 3,
      text: tx('以场上1只卡灵为目标：本回合它的SP变为0。', 'Target a Kaling: its SP is 0 this turn.'),
      tg: [T.kaling()],
      ops: [{ do: 'set', on: 't0', stat: 'sp', n: 0, until: 'turn' }],
    },
  ],
  'peace-fruit': [
    {
      kind: 'quick',
      cls: 3,
      text: tx(
        '对方抽1张卡。本回合场上的卡灵都不能宣言攻击。',
        'The opponent draws 1 card. No Kaling may declare an attack this turn.',
      ),
      ops: [
        { do: 'draw', who: 'opp', n: 1 },
        { do: 'fn', fn: (ctx) => void (ctx.g.noAtk = 1) },
      ],
    },
  ],
  'earth-energy': [
    {
      kind: 'quick',
      cls: 3,
      text: tx('以场上1只卡灵为目标：本回合它获得坚守。', 'Target a Kaling: it has Steadfast this turn.'),
      tg: [T.kaling()],
      ops: [{ do: 'kw', on: 't0', k: 'guard', until: 'turn' }],
    },
  ],
  'hope-light': [
    {
      kind: 'act',
      text: tx(
        '以你或对方弃区的1只卡灵为目标：你将它超越降临。',
        'Target a Kaling in either discard pile: you free-summon it.',
      ),
      tg: [T.grave()],
      can: (q) => q.s.g.cells.some((id, c) => id === 0 && (q.p === 0 ? c < 10 : c >= 15)),
      ops: [{ do: 'revive', on: 't0' }],
    },
  ],
  phantom: [
    {
      kind: 'quick',
      cls: 3,
      text: tx(
        '以场上1只暗属卡灵为目标：本回合它不会成为卡牌效果的目标，其所在区域也不能被选为攻击目标。',
        'Target a dark Kaling: this turn it cannot be targeted by card effects and its cell cannot be attacked.',
      ),
      tg: [T.kaling({ attr: '暗' })],
      ops: [
        { do: 'kw', on: 't0', k: 'untgt', until: 'turn' },
        { do: 'kw', on: 't0', k: 'noatk', until: 'turn' },
      ],
    },
  ],
  'mind-eye': [
    {
      kind: 'quick',
      cls: 2,
      halfLp: true,
      text: tx(
        '可支付一半LP代替能量发动。对方发动卡牌效果时：那个效果无效，并破坏那张卡牌。',
        'May be paid with half your LP instead of energy. When the opponent activates a card effect: negate it and clear that card.',
      ),
      when: W.oppActivates,
      ops: [{ do: 'negate', destroy: true }],
    },
  ],
  'take-root': [
    {
      kind: 'act',
      text: tx(
        '以你场上1只木属卡灵为目标：它不能移动，不会回归；它要被清除时，可改为将弃区的此卡回档。',
        'Target one of your wood Kaling: it cannot move and does not return to hand; when it would be cleared, shuffle this card from your discard pile into your deck instead.',
      ),
      tg: [T.kaling({ side: 'me', attr: '木' })],
      ops: [
        { do: 'kw', on: 't0', k: 'nomove', until: 'perm' },
        { do: 'kw', on: 't0', k: 'nobounce', until: 'perm' },
        { do: 'kw', on: 't0', k: 'root', until: 'perm' },
      ],
    },
  ],
  soar: [
    {
      kind: 'act',
      discard: { n: 1 },
      text: tx(
        '舍弃1张手牌，以你弃区1只卡灵为目标：它回归手牌。',
        'Discard 1 card and target a Kaling in your discard pile: it returns to your hand.',
      ),
      tg: [T.grave({ side: 'me' })],
      ops: [{ do: 'bounce', on: 't0' }],
    },
  ],
  'star-wish': [
    {
      kind: 'act',
      text: tx(
        '从卡组选1只卡灵送去弃区。',
        'Send a Kaling of your choice from your deck to the discard pile.',
      ),
      can: (q) => deckHas(q, (c) => CARDS[c].type === 'kaling'),
      ops: [{ do: 'search', from: ['deck'], to: 'discard', kaling: true }],
    },
    {
      kind: 'act',
      plus: 2,
      text: tx(
        '【+2】从卡组选1只卡灵加入手牌。',
        '[+2] Add a Kaling of your choice from your deck to your hand.',
      ),
      can: (q) => deckHas(q, (c) => CARDS[c].type === 'kaling'),
      ops: [{ do: 'search', from: ['deck'], to: 'hand', kaling: true }],
    },
  ],
  'star-shield': [
    {
      kind: 'quick',
      cls: 2,
      text: tx(
        '对方卡灵宣言攻击时：从手牌或卡组将1张光属卡牌送去弃区，那次攻击无效。',
        'When an opposing Kaling declares an attack: send a light card from your hand or deck to the discard pile; that attack is negated.',
      ),
      when: W.oppAttacks,
      can: (q) =>
        deckHas(q, (c) => CARDS[c].attrs.includes('光')) || handHas(q, (c) => CARDS[c].attrs.includes('光')),
      ops: [
        { do: 'search', from: ['hand', 'deck'], to: 'discard', attr: '光' },
        {
          do: 'fn',
          fn: (ctx, L) => {
            if (L.v !== undefined && ctx.g.atk) {
              ctx.g.atk.neg = true;
              if (ctx.logging) ctx.log('KALING 4.2-2', 'kl.attack-negated');
            }
          },
        },
      ],
    },
  ],
  'dark-energy': [
    {
      kind: 'act',
      text: tx(
        '以此卡[↑][↓][←][→]上的1只卡灵为目标：清除它。',
        "Target a Kaling at this card's [↑][↓][←][→]: clear it.",
      ),
      tg: [T.kaling({ area: { dirs: ['↑', '↓', '←', '→'] } })],
      ops: [{ do: 'clear', on: 't0' }],
    },
  ],
  'wood-energy': [
    {
      kind: 'act',
      text: tx('以1名玩家为目标：其LP+2。', 'Target a player: they gain 2 LP.'),
      tg: [T.player()],
      ops: [{ do: 'lp', who: 't0', n: 2 }],
    },
  ],
  'spring-revival': [
    {
      kind: 'act',
      text: tx(
        '以你弃区1只木属卡灵为目标：将它超越降临，然后你回复等于其AP的LP。',
        'Target a wood Kaling in your discard pile: free-summon it, then gain LP equal to its AP.',
      ),
      tg: [T.grave({ side: 'me', attr: '木' })],
      can: (q) => q.s.g.cells.some((id, c) => id === 0 && (q.p === 0 ? c < 10 : c >= 15)),
      ops: [
        { do: 'fn', fn: (ctx, L) => void (L.v = CARDS[ctx.known(L.tg[0])!.card].ap) },
        { do: 'revive', on: 't0' },
        { do: 'lp', who: 'me', n: 'v' },
      ],
    },
  ],
  'death-bomb': [
    {
      kind: 'quick',
      cls: 2,
      text: tx(
        '（须盖伏）有卡灵移动进入盖伏的此卡[O1]时：破坏那只卡灵，之后双方各失去其AP与DP中较高值的LP。',
        '(Set only) When a Kaling moves into the [O1] of this set card: clear it, then both players lose LP equal to the higher of its AP and DP.',
      ),
      can: (q) => !!q.o.faceDown,
      when: W.movedIntoO1(false),
      ops: [
        {
          do: 'fn',
          fn: (ctx, L) => {
            const id = live(ctx, L.ev?.o);
            if (!id) return;
            const st = stats(ctx.state, id);
            if (clear(ctx, id, 'effect', L.src)) {
              const n = Math.max(st.ap, st.dp);
              loseLp(ctx, 0, n);
              loseLp(ctx, 1, n);
            }
          },
        },
      ],
    },
  ],
  'necro-revival': [
    {
      kind: 'act',
      text: tx(
        '以你弃区1只卡灵为目标：将它超越降临，之后对方抽1张卡。',
        'Target a Kaling in your discard pile: free-summon it, then the opponent draws 1 card.',
      ),
      tg: [T.grave({ side: 'me' })],
      can: (q) => q.s.g.cells.some((id, c) => id === 0 && (q.p === 0 ? c < 10 : c >= 15)),
      ops: [
        { do: 'revive', on: 't0' },
        { do: 'draw', who: 'opp', n: 1 },
      ],
    },
  ],
  'water-energy': [
    {
      kind: 'quick',
      cls: 3,
      text: tx(
        '以场上1只卡灵为目标：本回合它的效果无效。',
        'Target a Kaling: its effects are negated this turn.',
      ),
      tg: [T.kaling()],
      ops: [{ do: 'kw', on: 't0', k: 'neg', until: 'turn' }],
    },
  ],
  'abyss-light': [
    {
      kind: 'quick',
      cls: 2,
      zone: 'grave',
      text: tx(
        '此卡从手牌或卡组送去弃区时：从你的弃区超越降临1只2级以上的光属卡灵。',
        'When sent from hand or deck to the discard pile: free-summon a light Kaling of Lv2+ from your discard pile.',
      ),
      when: W.selfToDiscard,
      tg: [T.grave({ side: 'me', attr: '光', minLv: 2 })],
      ops: [{ do: 'revive', on: 't0' }],
    },
  ],
  'fire-energy': [
    {
      kind: 'act',
      text: tx('以场上1只卡灵为目标：本回合它AP+1。', 'Target a Kaling: it gets AP +1 this turn.'),
      tg: [T.kaling()],
      ops: [{ do: 'mod', on: 't0', stat: 'ap', n: 1, until: 'turn' }],
    },
  ],
  'heat-surge': [
    {
      kind: 'act',
      lim: 'name',
      xLevel: true,
      text: tx(
        '每回合限1张。宣言1~6中的1个等级：翻开卡组顶5张；其中有该等级卡灵时将1张加入手牌，其余洗回卡组；没有则5张全部送去弃区。',
        'Once per turn for this name. Declare a level 1–6 and reveal the top 5 cards: if a Kaling of that level is among them, add one to your hand and shuffle the rest back; otherwise send all 5 to the discard pile.',
      ),
      can: (q) => q.s.zones[`p${q.p}:deck`].objects.length > 0,
      ops: [{ do: 'top5' }],
    },
  ],
  'burning-soul': [
    {
      kind: 'quick',
      cls: 3,
      text: tx(
        '以你场上1只火属卡灵为目标：本回合其AP变为原始值的2倍；本回合结束阶段破坏它。',
        'Target one of your fire Kaling: this turn its AP becomes double its printed AP; in the end phase it is cleared.',
      ),
      tg: [T.kaling({ side: 'me', attr: '火' })],
      ops: [
        { do: 'set', on: 't0', stat: 'ap', n: 'double', until: 'turn' },
        { do: 'kw', on: 't0', k: 'doom', until: 'turn' },
      ],
    },
  ],
  'life-branch': [
    {
      kind: 'quick',
      cls: 2,
      text: tx(
        '（放置类设备，GP1）你的LP上升时，以你场上1只木属卡灵为目标：本回合它AP+2。',
        '(Placed device, GP 1) When your LP rises, target one of your wood Kaling: it gets AP +2 this turn.',
      ),
      when: W.ownLpUp,
      tg: [T.kaling({ side: 'me', attr: '木' })],
      ops: [{ do: 'mod', on: 't0', stat: 'ap', n: 2, until: 'turn' }],
    },
  ],
  'lightning-flash': [
    {
      kind: 'quick',
      cls: 3,
      text: tx(
        '以你场上1只卡灵为目标：它立即进行1次移动。',
        'Target one of your Kaling: it makes a move at once.',
      ),
      tg: [T.kaling({ side: 'me', filter: (q, id) => stats(q.s, id).sp > 0 })],
      ops: [{ do: 'fn', fn: (ctx, L) => moveBy(ctx, L, -1, false) }],
    },
  ],
  'volt-energy': [
    {
      kind: 'quick',
      cls: 3,
      text: tx('以场上1只卡灵为目标：本回合它SP+1。', 'Target a Kaling: it gets SP +1 this turn.'),
      tg: [T.kaling()],
      ops: [{ do: 'mod', on: 't0', stat: 'sp', n: 1, until: 'turn' }],
    },
  ],
  'flash-draw': [
    { kind: 'act', text: tx('你抽2张卡。', 'You draw 2 cards.'), ops: [{ do: 'draw', who: 'me', n: 2 }] },
  ],
  'blood-light': [
    {
      kind: 'quick',
      cls: 2,
      text: tx(
        '你场上的卡灵被破坏时：回复其AP与DP中较高值的LP；或者不回复而抽1张卡。',
        'When your Kaling on the field is cleared: gain LP equal to the higher of its AP and DP, or draw 1 card instead.',
      ),
      when: W.ownKalingCleared(),
      ops: [
        { do: 'choose', keys: ['kl.choice-lp', 'kl.choice-draw'] },
        { do: 'fn', only: 1, fn: (ctx, L) => gainLp(ctx, L.p, Math.max(L.ev?.ap ?? 0, L.ev?.dp ?? 0)) },
        { do: 'draw', only: 2, who: 'me', n: 1 },
      ],
    },
  ],
  'metal-energy': [
    {
      kind: 'quick',
      cls: 3,
      text: tx('以场上1只卡灵为目标：本回合它防爆。', 'Target a Kaling: it has Blastproof this turn.'),
      tg: [T.kaling()],
      ops: [{ do: 'kw', on: 't0', k: 'bomb', until: 'turn' }],
    },
  ],
  'spy-dove': [
    {
      kind: 'act',
      text: tx(
        '以对方1只卡灵为目标：本回合你获得它的控制权，但不能用它直接攻击对方，也不能把它当付费降临的素材。',
        'Target an opposing Kaling: you control it this turn, but it cannot attack the opponent directly nor be a paid-summon material.',
      ),
      tg: [T.kaling({ side: 'opp' })],
      ops: [
        {
          do: 'fn',
          fn: (ctx, L) => {
            const id = live(ctx, L.tg[0]);
            if (!id) return;
            const o = ctx.obj(id);
            o.controller = L.p;
            for (const k of ['nodirect', 'nomat'])
              ctx.addEffect({
                source: L.src,
                controller: L.p,
                layer: 's',
                op: 'kw',
                params: { k },
                targets: [id],
                until: 'turn',
              });
            ctx.addEffect({
              source: L.src,
              controller: L.p,
              layer: 's',
              op: 'ctl',
              params: { p: L.p },
              targets: [id],
              until: 'turn',
            });
            if (ctx.logging) ctx.log('KALING 5-26', 'kl.control', { c: ctx.ref(id), player: L.p });
          },
        },
      ],
    },
  ],
  meteor: [
    {
      kind: 'act',
      xEnergy: 3,
      text: tx(
        '支付至多3点能量：对方受到支付点数的LP伤害。',
        'Pay up to 3 energy: the opponent loses that much LP.',
      ),
      ops: [{ do: 'lp', who: 'opp', n: 'x', lose: true }],
    },
  ],
  'wind-energy': [
    {
      kind: 'quick',
      cls: 3,
      text: tx(
        '以此卡[↖][↗][↙][↘]上的1只卡灵为目标：它回归。',
        "Target a Kaling at this card's [↖][↗][↙][↘]: it returns to hand.",
      ),
      tg: [T.kaling({ area: { dirs: ['↖', '↗', '↙', '↘'] } })],
      ops: [{ do: 'bounce', on: 't0' }],
    },
  ],
  'wind-rise': [
    {
      kind: 'act',
      text: tx('场上卡灵以外的卡牌全部回归。', 'Every card on the field other than Kaling returns to hand.'),
      ops: [{ do: 'bounce', on: 'nonkaling' }],
    },
  ],
  arrow: [
    {
      kind: 'quick',
      cls: 3,
      text: tx(
        '以场上1个有盖卡的区域为目标：破坏那里的卡牌。',
        'Target a cell holding a set card: clear the card there.',
      ),
      tg: [T.cell({ need: 'down' })],
      ops: [{ do: 'clear', on: 't0' }],
    },
  ],
};

// Code where the vocabulary ends -----------------------------------------------------------------

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

/** 影狱蛇: the set cards at its [↖][↗]. */
function snakeTargets(q: Q): number[] {
  const out: number[] = [];
  for (const a of ['↖', '↗']) {
    const c = rel(q.s.g, q.cell, a, q.p);
    const id = c !== null ? q.s.g.cells[c] : 0;
    if (id && q.s.objects[id].faceDown) out.push(id);
  }
  return out;
}

/** 沙德曼: whether a zone holds a 睡神沙德曼. */
function hasSleepGod(s: Ctx<G>['state'], zone: string): boolean {
  return s.zones[zone].objects.some((id) => s.objects[id].card === 'sleep-god-sandman');
}

/** 沙德曼 【无尽之梦】: free-summon a 睡神沙德曼 from the zone the player chose; a searched deck is shuffled. */
function summonSleepGod(ctx: Ctx<G>, L: Link, from: 'hand' | 'deck'): void {
  const zone = `p${L.p}:${from}`;
  const id = ctx.zone(zone).objects.find((x) => ctx.state.objects[x].card === 'sleep-god-sandman');
  if (id === undefined) return;
  if (from === 'deck') ctx.shuffle(zone);
  ctx.call('kl.free-summon', { id, p: L.p, where: 'own' });
}

function swapTargets(ctx: Ctx<G>, L: Link): void {
  const a = live(ctx, L.tg[0]);
  const b = live(ctx, L.tg[1]);
  if (a && b) swapCells(ctx, a, b);
}

function deckHas(q: Q, f: (card: string) => boolean): boolean {
  return q.s.zones[`p${q.p}:deck`].objects.some((id) => f(q.s.objects[id].card));
}

function handHas(q: Q, f: (card: string) => boolean): boolean {
  return q.s.zones[`p${q.p}:hand`].objects.some((id) => id !== q.o.id && f(q.s.objects[id].card));
}

function canStepVertical(q: Q, id: number): boolean {
  const c = (q.s.objects[id].data as FieldData).c;
  for (const d of [5, -5]) {
    const n = c + d;
    if (n >= 0 && n < 25 && q.s.g.cells[n] === 0 && !q.s.g.sealed.includes(n)) return true;
  }
  return false;
}

/** A move caused by an effect: n cells (−1: up to its SP), optionally only along its column. */
function moveBy(ctx: Ctx<G>, L: Link, n: number, vertical: boolean): void {
  const id = live(ctx, L.tg[0]);
  if (!id) return;
  const o = ctx.obj(id);
  const max = n < 0 ? stats(ctx.state, id).sp : n;
  if (max < 1) return;
  ctx.call('kl.move', { o: id, p: o.controller, n: 0, max, vertical, rule: 'KALING 5-3' });
}

validateEffects(EFFECTS);
for (const id of Object.keys(CARDS))
  if (!EFFECTS[id]) throw new Error(`kaling card "${id}" has no effect definitions`);

/** Cards with 永恒 effects that change values (scanned when values are computed). */
export const STATIC_SOURCES = new Set(
  Object.entries(EFFECTS)
    .filter(([, effs]) => effs.some((e) => e.self || e.aura))
    .map(([id]) => id),
);
