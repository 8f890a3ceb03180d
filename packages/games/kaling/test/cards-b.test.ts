import { describe, expect, it } from 'vitest';
import {
  at,
  board,
  cardsIn,
  DECK,
  fld,
  labels,
  P1,
  passChains,
  passUntil,
  pick,
  statAt,
  tryPick,
} from './helpers.ts';

describe('卡灵 effects (2)', () => {
  it('ranger-legend: 交换魔弹 swaps a seen opposing set card with a Lv≤3 opposing 卡灵 in its [O1]; DP counts as 5 vs Lv≤4', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('ranger-legend', 'C2')] },
        { deck: DECK, field: [fld('arrow', 'C4', { faceDown: true }), fld('sun-child', 'D5')] },
      ],
    });
    pick(s, 0, 'Swapping Shot');
    passChains(s);
    expect(at(s, 'C4')).toBe('sun-child');
    expect(at(s, 'D5')).toBe('arrow');
    expect(s.g.energy[0]).toBe(3);
  });

  it('were-lycaon: 伪装 paid summon with one Lv2 material uses both paid summons and is 3/3/3 attacking only sideways', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['were-lycaon'], field: [fld('sun-child', 'A1')] },
        { deck: DECK, field: [fld('fierce-howl', 'B3')] },
      ],
    });
    pick(s, 0, 'in disguise');
    pick(s, 0, 'A1');
    tryPick(s, 0, 'C1');
    passChains(s);
    const cell = at(s, 'A1') === 'were-lycaon' ? 'A1' : 'C1';
    const st = statAt(s, cell);
    expect([st.ap, st.dp, st.sp, st.attributes.join()]).toEqual([3, 3, 3, '暗']);
    expect(s.g.paidSummons).toBe(2);
  });

  it('husky-rider: 超速飘逸法则 swaps two own set cards in its [O1] while the opponent has 3+ energy', () => {
    const { s } = board({
      players: [
        {
          deck: DECK,
          hand: ['fire-energy'],
          field: [
            fld('husky-rider', 'B2'),
            fld('arrow', 'A1', { faceDown: true }),
            fld('ice-energy', 'C3', { faceDown: true }),
            fld('sun-child', 'E1'),
          ],
        },
        P1,
      ],
    });
    pick(s, 0, 'Activate Fire Energy');
    tryPick(s, 0, 'E2');
    tryPick(s, 0, 'Sun Child');
    pick(s, 0, 'Overspeed Drift');
    tryPick(s, 0, 'A1');
    tryPick(s, 0, 'C3');
    passChains(s);
    expect(at(s, 'A1')).toBe('ice-energy');
    expect(at(s, 'C3')).toBe('arrow');
  });

  it('light-mage: 青辉圣枪击 adds the AP of light 卡灵 at its [↙][↘]', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('light-mage', 'B2'), fld('saint-helier', 'A1'), fld('clown-mage', 'C1')] },
        P1,
      ],
    });
    pick(s, 0, 'Azure Holy Lance');
    passChains(s);
    expect(statAt(s, 'B2').ap).toBe(4 + 2 + 1);
    expect(s.g.energy[0]).toBe(4);
  });

  it('light-mage: 光之幻影 negates an effect that targets it', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['fire-energy'] },
        { deck: DECK, field: [fld('light-mage', 'C4')] },
      ],
    });
    pick(s, 0, 'Activate Fire Energy');
    tryPick(s, 0, 'C2');
    pick(s, 1, 'Light Phantom');
    passChains(s);
    expect(statAt(s, 'C4').ap).toBe(4);
    expect(s.g.energy[1]).toBe(4);
  });

  it('caesar-mammoth: 炎袭践踏 clears the card on a chosen [←][↑][→] cell; it has 防爆', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['dark-energy'], field: [fld('caesar-mammoth', 'C3')] },
        { deck: DECK, field: [fld('sun-child', 'C4'), fld('fierce-howl', 'B3')] },
      ],
    });
    pick(s, 0, 'Blazing Stomp');
    pick(s, 0, 'C4');
    passChains(s);
    expect(at(s, 'C4')).toBeNull();
    expect(at(s, 'B3')).toBe('fierce-howl');
    expect(s.g.energy[0]).toBe(3);
  });

  it('arctic-emperor: 冰躯固守 — its cell cannot be an area target (but the card can be a card target)', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('caesar-mammoth', 'C3')], hand: ['fire-energy'] },
        { deck: DECK, field: [fld('arctic-emperor', 'C4')] },
      ],
    });
    expect(labels(s, 0).some((l) => l.includes('Blazing Stomp'))).toBe(false);
    pick(s, 0, 'Activate Fire Energy');
    tryPick(s, 0, 'A2');
    expect(labels(s, 0).some((l) => l.includes('Arctic Emperor'))).toBe(true);
  });

  it('king-kuga: 圣铠护甲 on its paid summon gives every opposing 卡灵 AP −1; 平衡惩戒 drains LP per changed 卡灵', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['king-kuga'], field: [fld('breeze-swordsman', 'A1'), fld('fierce-howl', 'B1')] },
        { deck: DECK, field: [fld('sun-child', 'C4'), fld('penguin-dudu', 'D4')] },
      ],
    });
    pick(s, 0, 'Pay to summon King Kuga');
    pick(s, 0, 'A1');
    pick(s, 0, 'B1');
    tryPick(s, 0, 'C1');
    passChains(s);
    expect(statAt(s, 'C4').ap).toBe(2);
    expect(statAt(s, 'D4').ap).toBe(2);
    pick(s, 0, 'Balancing Punishment');
    passChains(s);
    expect(s.g.lp[1]).toBe(18);
  });

  it('fuweini: 一丝祈愿 brings a Lv2 龙灵 back from the discard pile when it is cleared', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['dark-energy'], field: [fld('sun-child', 'E1')] },
        { deck: DECK, discard: ['gale-dragon'], field: [fld('fuweini', 'E2')] },
      ],
    });
    pick(s, 0, 'Activate Dark Energy');
    tryPick(s, 0, 'D2');
    tryPick(s, 0, 'Fuweini');
    passUntil(s, 1, 'A Faint Wish');
    tryPick(s, 1, 'A5');
    passChains(s);
    expect(cardsIn(s, 'field')).toContain('gale-dragon');
  });

  it('shadow-blade: 月切刃影斩 clears the card at its [↗]; 夜隐 free-summons it from hand for 2 dark 卡灵', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('shadow-blade', 'B2')] },
        { deck: DECK, field: [fld('sun-child', 'C3')] },
      ],
    });
    pick(s, 0, 'Moon-cut Shadow Slash');
    passChains(s);
    expect(at(s, 'C3')).toBeNull();
    const b = board({
      players: [
        { deck: DECK, hand: ['fire-energy'], field: [fld('sun-child', 'A1')] },
        { deck: DECK, hand: ['shadow-blade', 'fierce-howl', 'grenade-roach'] },
      ],
    }).s;
    pick(b, 0, 'Activate Fire Energy');
    tryPick(b, 0, 'B1');
    pick(b, 1, 'Night Veil');
    tryPick(b, 1, 'A5');
    passChains(b);
    expect(cardsIn(b, 'field')).toContain('shadow-blade');
    expect(cardsIn(b, 'p1:discard')).toEqual(expect.arrayContaining(['fierce-howl', 'grenade-roach']));
  });

  it('shadow-ninja: 奇袭 clears a card the opponent sets and arrives from hand', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['arrow'] },
        { deck: DECK, hand: ['shadow-ninja', 'sun-child'] },
      ],
    });
    pick(s, 0, 'Set Flying Arrow');
    pick(s, 0, 'C3');
    pick(s, 1, 'Ambush');
    tryPick(s, 1, 'A5');
    passChains(s);
    expect(cardsIn(s, 'p0:discard')).toContain('arrow');
    expect(cardsIn(s, 'field')).toContain('shadow-ninja');
  });

  it('heart-angel: 爱心治愈 discards itself to bring back a 卡灵 cleared in battle', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('fierce-howl', 'C3')] },
        { deck: DECK, hand: ['heart-angel'], field: [fld('captain-argo', 'C4')] },
      ],
    });
    pick(s, 0, 'Attack with Fierce Howl');
    passUntil(s, 1, 'Loving Cure');
    tryPick(s, 1, 'C4');
    passChains(s);
    expect(cardsIn(s, 'field')).toContain('captain-argo');
    expect(cardsIn(s, 'p1:discard')).toContain('heart-angel');
  });

  it('warlord: 牲祭毁灭 clears an own 卡灵 in its [O1] and another card', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('warlord', 'B2'), fld('sun-child', 'B1')] },
        { deck: DECK, field: [fld('penguin-dudu', 'D5')] },
      ],
    });
    pick(s, 0, 'Sacrificial Ruin');
    tryPick(s, 0, 'Sun Child');
    pick(s, 0, 'Penguin Dudu');
    expect(at(s, 'B1')).toBeNull();
    expect(at(s, 'D5')).toBeNull();
    // 噬魂: a 卡灵 cleared by an effect makes it stronger
    passUntil(s, 0, 'Soul Eater');
    passChains(s);
    expect(statAt(s, 'B2').ap).toBe(9);
  });

  it('grenade-roach: 病毒炸弹 (forced) sets the DP of 卡灵 around it to 0, except 械灵', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['dark-energy'], field: [fld('penguin-dudu', 'B2'), fld('volt-blade', 'C2')] },
        P1,
      ],
    });
    // own roach at B3 cleared by own Dark Energy placed at A3
    const { s: s2 } = board({
      players: [
        {
          deck: DECK,
          hand: ['dark-energy'],
          field: [fld('grenade-roach', 'B2'), fld('penguin-dudu', 'C2'), fld('volt-blade', 'C1')],
        },
        P1,
      ],
    });
    pick(s2, 0, 'Activate Dark Energy');
    pick(s2, 0, 'A2');
    tryPick(s2, 0, 'Grenade Roach');
    passChains(s2);
    expect(statAt(s2, 'C2').dp).toBe(0);
    expect(statAt(s2, 'C1').dp).toBe(3);
    expect(s.g.turn).toBe(3);
  });

  it('wood-sword-dragon: 死亡滚轮 sends itself away and returns every card in its column; 剑背叶 stops the 卡灵 at its [↑]', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('wood-sword-dragon', 'C2'), fld('sun-child', 'C1')] },
        { deck: DECK, field: [fld('penguin-dudu', 'C3'), fld('fierce-howl', 'B2')] },
      ],
    });
    pick(s, 0, 'Death Roller');
    passChains(s);
    expect(at(s, 'C1')).toBeNull();
    expect(at(s, 'C3')).toBeNull();
    expect(cardsIn(s, 'p1:hand')).toContain('penguin-dudu');
    expect(cardsIn(s, 'p0:discard')).toContain('wood-sword-dragon');
    const b = board({
      active: 1,
      players: [
        { deck: DECK, field: [fld('wood-sword-dragon', 'C2')] },
        { deck: DECK, field: [fld('fierce-howl', 'C3')] },
      ],
    }).s;
    expect(labels(b, 1).some((l) => l.includes('Attack with'))).toBe(false);
  });

  it('dryad-emperor: 森灵之怒 moves X AP to the other own 卡灵; 森灵之力 grows when a 卡灵 returns', () => {
    const { s } = board({
      players: [{ deck: DECK, field: [fld('dryad-emperor', 'B1'), fld('sun-child', 'C1')] }, P1],
    });
    pick(s, 0, 'Wrath of the Forest');
    pick(s, 0, 3);
    passChains(s);
    expect(statAt(s, 'B1').ap).toBe(1);
    expect(statAt(s, 'C1').ap).toBe(6);
    const b = board({
      players: [
        { deck: DECK, field: [fld('dryad-emperor', 'B1'), fld('gale-dragon', 'C3')] },
        { deck: DECK, field: [fld('sun-child', 'C4')] },
      ],
    }).s;
    pick(b, 0, 'Gale Breath');
    passUntil(b, 0, 'Might of the Forest');
    passChains(b);
    expect(statAt(b, 'B1').ap).toBe(5);
  });

  it('nightmare-dragon: 崩击碎裂 costs the opponent 2 LP when it clears an opposing 卡灵 in battle', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('nightmare-dragon', 'C3')] },
        { deck: DECK, field: [fld('captain-argo', 'C4')] },
      ],
    });
    pick(s, 0, 'Attack with Nightmare');
    passUntil(s, 0, 'Shattering Blow');
    passChains(s);
    expect(s.g.lp[1]).toBe(20 - 5 - 2);
  });

  it('thorn-rat: 毒气袋 discards a random card of the opponent when an effect clears it', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['dark-energy', 'sun-child'], field: [] },
        { deck: DECK, field: [fld('thorn-rat', 'B3')] },
      ],
    });
    pick(s, 0, 'Activate Dark Energy');
    pick(s, 0, 'B2');
    tryPick(s, 0, 'Thorn Rat');
    passUntil(s, 1, 'Poison Sac');
    passChains(s);
    expect(cardsIn(s, 'p0:hand')).toEqual([]);
    expect(cardsIn(s, 'p0:discard')).toContain('sun-child');
  });
});
