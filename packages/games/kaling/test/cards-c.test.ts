import { describe, expect, it } from 'vitest';
import {
  at,
  board,
  cardsIn,
  DECK,
  fld,
  has,
  labels,
  P1,
  passChains,
  passUntil,
  pick,
  statAt,
  tryPick,
} from './helpers.ts';

describe('卡灵 effects (3)', () => {
  it('elf-archer: 精灵光箭 negates a face-up card in its [O1] for the turn', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('elf-archer', 'B2')] },
        { deck: DECK, field: [fld('volt-magician', 'C3'), fld('volt-blade', 'D3')] },
      ],
    });
    expect(statAt(s, 'D3').ap).toBe(6);
    pick(s, 0, 'Elven Light Arrow');
    tryPick(s, 0, 'Volt Magician');
    passChains(s);
    expect(statAt(s, 'D3').ap).toBe(4);
  });

  it('sandman: 沉溺梦沙 negates a card; 无尽之梦 brings the Sleep God when it is cleared in battle', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('sandman', 'B1')] },
        { deck: DECK, field: [fld('king-kuga', 'C4')] },
      ],
    });
    pick(s, 0, 'Drowning Dream Sand');
    tryPick(s, 0, 'King Kuga');
    passChains(s);
    expect(s.g.energy[0]).toBe(4);
    expect(s.effects.some((e) => e.op === 'kw' && e.params.k === 'neg')).toBe(true);
    const b = board({
      players: [
        { deck: DECK, field: [fld('breeze-swordsman', 'C3')] },
        { deck: ['sun-child', 'sleep-god-sandman'], field: [fld('sandman', 'C4')] },
      ],
    }).s;
    pick(b, 0, 'Attack with Breeze');
    tryPick(b, 1, 'ap');
    passUntil(b, 1, 'Endless Dream');
    // Always asked "hand or deck?" (KALING 5-1, docs/decisions.md); only the deck holds one, so
    // answering "from hand" takes the one in the deck.
    passUntil(b, 1, 'from hand');
    tryPick(b, 1, 'A5');
    passChains(b);
    expect(cardsIn(b, 'field')).toContain('sleep-god-sandman');
  });

  it('volt-blade: 电能引擎 SP +1 per electric 卡灵 in its discard pile', () => {
    const { s } = board({
      players: [
        { deck: DECK, discard: ['cloud-sparky', 'e-baby', 'sun-child'], field: [fld('volt-blade', 'B1')] },
        P1,
      ],
    });
    expect(statAt(s, 'B1').sp).toBe(2);
  });

  it('flame-imp: 诅咒之火 costs the opponent 2 LP when an effect clears it', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['dark-energy'] },
        { deck: DECK, field: [fld('flame-imp', 'B3')] },
      ],
    });
    pick(s, 0, 'Activate Dark Energy');
    pick(s, 0, 'B2');
    tryPick(s, 0, 'Flame-head Imp');
    passUntil(s, 1, 'Cursed Fire');
    passChains(s);
    expect(s.g.lp[0]).toBe(18);
  });

  it('flame-horn: 炎王战意 AP +3 against the 卡灵 at its [↑]', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('flame-horn', 'C3')] },
        { deck: DECK, field: [fld('saint-helier', 'C4')] },
      ],
    });
    pick(s, 0, 'Attack with Flame Horn');
    pick(s, 1, 'dp');
    passChains(s);
    expect(at(s, 'C4')).toBeNull();
    expect(s.g.lp[1]).toBe(20 - (8 - 5));
  });

  it('coal-shrimp: 熔岩连弹 only with nothing ahead in its column: 1 energy, opponent −1 LP', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('coal-shrimp', 'B1'), fld('coal-shrimp', 'C1')] },
        { deck: DECK, field: [fld('sun-child', 'C4')] },
      ],
    });
    expect(labels(s, 0).filter((l) => l.includes('Lava Volley')).length).toBe(1);
    pick(s, 0, 'Lava Volley');
    passChains(s);
    expect(s.g.lp[1]).toBe(19);
    expect(s.g.energy[0]).toBe(5);
  });

  it('gale-dragon: 狂风吐息 returns the card at its [↑]', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('gale-dragon', 'C3')] },
        { deck: DECK, field: [fld('sun-child', 'C4')] },
      ],
    });
    pick(s, 0, 'Gale Breath');
    passChains(s);
    expect(cardsIn(s, 'p1:hand')).toContain('sun-child');
  });

  it('thunder-breaker: 电光断碎斩 clears the card at its [↑]; 勇者意志 AP +1 per 2 LP behind', () => {
    const { s } = board({
      players: [
        { lp: 14, deck: DECK, field: [fld('thunder-breaker', 'C3')] },
        { deck: DECK, field: [fld('sun-child', 'C4')] },
      ],
    });
    expect(statAt(s, 'C3').ap).toBe(4 + 3);
    pick(s, 0, 'Lightning Shatter Slash');
    passChains(s);
    expect(at(s, 'C4')).toBeNull();
  });

  it('volt-magician: 电光魔术 discards an electric/light card to draw; 电流气场 gives electric 卡灵 in [O1] AP +2', () => {
    const { s } = board({
      players: [
        {
          deck: DECK,
          hand: ['volt-energy'],
          field: [fld('volt-magician', 'B1'), fld('cloud-sparky', 'C2'), fld('sun-child', 'A2')],
        },
        P1,
      ],
    });
    expect(statAt(s, 'C2').ap).toBe(4);
    expect(statAt(s, 'A2').ap).toBe(3);
    pick(s, 0, 'Lightning Magic');
    passChains(s);
    expect(cardsIn(s, 'p0:hand')).toEqual(['sun-child']);
  });

  it('e-baby: 电子充能 sends itself away so a revealed tactic costs no energy this turn', () => {
    const { s } = board({
      players: [{ deck: DECK, hand: ['flash-draw'], field: [fld('e-baby', 'B1')] }, P1],
    });
    pick(s, 0, 'Electron Charge');
    tryPick(s, 0, 'Flash Draw');
    passChains(s);
    pick(s, 0, 'Activate Flash Draw');
    tryPick(s, 0, 'A1');
    passChains(s);
    expect(s.g.energy[0]).toBe(6);
    expect(cardsIn(s, 'p0:hand').length).toBe(2);
  });

  it('shieldclaw-dragon: 盾爪一体 adds 1 AP per 3 DP when it declares an attack', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('shieldclaw-dragon', 'C3')] },
        { deck: DECK, field: [fld('penguin-dudu', 'C4')] },
      ],
    });
    pick(s, 0, 'Attack with Kaiqi');
    pick(s, 0, 'Shield and Claw');
    passChains(s);
    tryPick(s, 1, 'ap');
    passChains(s);
    expect(at(s, 'C4')).toBeNull();
    expect(s.g.lp[1]).toBe(20 - (5 - 3));
  });

  it('sleep-god-sandman: 沉眠魔咒语 drains the opponent; 死亡倒数 wins with an empty deck', () => {
    const { s } = board({ players: [{ deck: DECK, field: [fld('sleep-god-sandman', 'B1')] }, P1] });
    pick(s, 0, 'Slumber Incantation');
    pick(s, 0, 2);
    passChains(s);
    expect(s.g.energy).toEqual([4, 4]);
    const b = board({
      players: [{ deck: ['sun-child'], hand: [], field: [fld('sleep-god-sandman', 'B1')] }, P1],
    }).s;
    pick(b, 0, 'power draw');
    expect(b.result?.winners).toEqual([0]);
    expect(b.result?.rule).toBe('KALING 2.4-3');
  });

  it('lilia: 恶灵诅咒 DP −2; 血镰索魂 clears a 卡灵 whose DP it brought to 0', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('lilia', 'B2')] },
        { deck: DECK, field: [fld('penguin-dudu', 'A3'), fld('cloud-sparky', 'E5')] },
      ],
    });
    pick(s, 0, 'Evil Spirit Curse');
    tryPick(s, 0, 'Penguin Dudu');
    passChains(s);
    expect(statAt(s, 'A3').dp).toBe(1);
    const b = board({
      players: [
        { deck: DECK, field: [fld('lilia', 'B2')] },
        { deck: DECK, field: [fld('captain-argo', 'A3')] },
      ],
    }).s;
    pick(b, 0, 'Evil Spirit Curse');
    tryPick(b, 0, 'Captain Argo');
    passUntil(b, 0, 'Blood Scythe');
    passChains(b);
    expect(at(b, 'A3')).toBeNull();
  });

  it('aurora-dragon: 辉翼奇迹 makes every 卡灵 light with AP +1; 极光幻象 saves a card from one clearing', () => {
    const { s } = board({
      players: [
        {
          deck: DECK,
          hand: ['sun-child', 'dark-energy'],
          field: [fld('aurora-dragon', 'E1'), fld('fierce-howl', 'B2')],
        },
        P1,
      ],
    });
    pick(s, 0, 'Radiant Wing Miracle');
    passChains(s);
    expect(statAt(s, 'B2').attributes).toEqual(['光']);
    expect(statAt(s, 'B2').ap).toBe(5);
    pick(s, 0, 'Activate Dark Energy');
    pick(s, 0, 'A2');
    tryPick(s, 0, 'Fierce Howl');
    passUntil(s, 0, 'Aurora Mirage');
    tryPick(s, 0, 'Fierce Howl');
    passChains(s);
    expect(at(s, 'B2')).toBe('fierce-howl');
  });

  it('thunder-gecko: 迅雷滑行 arrives from hand next to a newly summoned electric 卡灵', () => {
    const { s } = board({ players: [{ deck: DECK, hand: ['cloud-sparky', 'thunder-gecko'] }, P1] });
    pick(s, 0, 'Pay to summon Cloud Sparky');
    pick(s, 0, 'C1');
    passUntil(s, 0, 'Thunder Glide');
    tryPick(s, 0, 'C2');
    passChains(s);
    expect(at(s, 'C2')).toBe('thunder-gecko');
  });

  it('valkyrie: 武神旋裂斧 clears every 卡灵 in its [O1]; 圣铠护甲 makes it 防爆', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['dark-energy'], field: [fld('valkyrie', 'B2'), fld('sun-child', 'A1')] },
        { deck: DECK, field: [fld('fierce-howl', 'C3')] },
      ],
    });
    pick(s, 0, 'War Goddess Whirl Axe');
    passChains(s);
    expect(at(s, 'A1')).toBeNull();
    expect(at(s, 'C3')).toBeNull();
    const b = board({
      players: [{ deck: DECK, hand: ['dark-energy'], field: [fld('valkyrie', 'B2')] }, P1],
    }).s;
    pick(b, 0, 'Activate Dark Energy');
    pick(b, 0, 'B1');
    tryPick(b, 0, 'Armoured Valkyrie');
    passChains(b);
    expect(at(b, 'B2')).toBe('valkyrie');
    expect(cardsIn(b, 'p0:discard')).toContain('dark-energy');
  });

  it('mantis-knight: 聚能双刃冲 sends an own 卡灵 behind it for AP +3; 锋利刃片 treats the defender DP as 0', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('mantis-knight', 'C3'), fld('sun-child', 'C2')] },
        { deck: DECK, field: [fld('saint-helier', 'C4')] },
      ],
    });
    pick(s, 0, 'Charged Twin-blade Rush');
    passChains(s);
    expect(statAt(s, 'C3').ap).toBe(7);
    pick(s, 0, 'Attack with Steel Mantis');
    pick(s, 1, 'dp');
    passChains(s);
    expect(at(s, 'C4')).toBeNull();
    expect(s.g.lp[1]).toBe(20 - 7);
  });

  it('horn-cannon: 尤尼克斯毁灭炮 clears a cell in its column once per stay; 后坐力 raises the next cost by 2', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['sun-child'], field: [fld('horn-cannon', 'C1')] },
        { deck: DECK, field: [fld('valkyrie', 'C5')] },
      ],
    });
    pick(s, 0, 'Unix Ruin Cannon');
    pick(s, 0, 'C5');
    passChains(s);
    expect(at(s, 'C5')).toBe('valkyrie');
    expect(s.g.energy[0]).toBe(4);
    expect(has(s, 0, 'Unix Ruin Cannon')).toBe(false);
  });

  it('mirror-dragon: 寒冰射线 sets SP 0 until the end of the next turn; 镜返 redirects an effect', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('mirror-dragon', 'C3')] },
        { deck: DECK, field: [fld('sun-child', 'C4')] },
      ],
    });
    pick(s, 0, 'Frost Ray');
    passChains(s);
    expect(statAt(s, 'C4').sp).toBe(0);
    const b = board({
      players: [
        { deck: DECK, hand: ['fire-energy'], field: [fld('sun-child', 'A1')] },
        { deck: DECK, field: [fld('mirror-dragon', 'C4')] },
      ],
    }).s;
    pick(b, 0, 'Activate Fire Energy');
    tryPick(b, 0, 'B1');
    pick(b, 0, 'Mirror Armour Dragon');
    pick(b, 1, 'Mirror Return');
    tryPick(b, 1, 'Sun Child');
    passChains(b);
    expect(statAt(b, 'A1').ap).toBe(4);
    expect(statAt(b, 'C4').ap).toBe(5);
  });

  it('wind-sprite: 风灵祝福 discards itself to move a 卡灵 one cell along its column', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['fire-energy'], field: [fld('sun-child', 'A1')] },
        { deck: DECK, hand: ['wind-sprite'], field: [fld('penguin-dudu', 'C4')] },
      ],
    });
    pick(s, 0, 'Activate Fire Energy');
    tryPick(s, 0, 'B1');
    pick(s, 0, 'Sun Child');
    pick(s, 1, 'Wind Blessing');
    pick(s, 1, 'Penguin Dudu');
    pick(s, 1, 'C5');
    passChains(s);
    expect(at(s, 'C5')).toBe('penguin-dudu');
    expect(cardsIn(s, 'p1:discard')).toContain('wind-sprite');
  });

  it('chime-fairy: 治愈风铃 +1 LP; 风之祈祷 draws when the card at its [→] returns', () => {
    const { s } = board({
      players: [
        {
          deck: DECK,
          field: [fld('chime-fairy', 'B1'), fld('sun-child', 'C1'), fld('gale-dragon', 'C3')],
        },
        P1,
      ],
    });
    pick(s, 0, 'Healing Chime');
    passChains(s);
    expect(s.g.lp[0]).toBe(21);
    const b2 = board({
      active: 1,
      players: [
        { deck: DECK, field: [fld('chime-fairy', 'B4'), fld('sun-child', 'C4')] },
        { deck: DECK, field: [fld('gale-dragon', 'C5')] },
      ],
    }).s;
    pick(b2, 1, 'Gale Breath');
    passUntil(b2, 0, 'Prayer of Wind');
    passChains(b2);
    expect(cardsIn(b2, 'p0:hand')).toEqual(['sun-child', 'sun-child']);
  });

  it('wind-eye: 风涌龙息 returns a set card; 至高飓风炮 attacks directly with nothing ahead', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('wind-eye', 'C2')] },
        { deck: DECK, field: [fld('arrow', 'A4', { faceDown: true })] },
      ],
    });
    expect(has(s, 0, 'Attack with Wind Demon Eye')).toBe(true);
    pick(s, 0, 'Surging Dragon Breath');
    passChains(s);
    expect(cardsIn(s, 'p1:hand')).toContain('arrow');
    pick(s, 0, 'Attack with Wind Demon Eye');
    passChains(s);
    expect(s.g.lp[1]).toBe(15);
  });

  it('ice-fear: 冰渊大权 mills a card when battling a Lv≤4 卡灵; 恐惧回响 returns it after a guarded battle win', () => {
    const { s } = board({
      players: [
        {
          deck: ['arrow', 'sun-child', 'sun-child'],
          field: [fld('ice-fear', 'C3'), fld('earth-energy', 'A1', { faceDown: true })],
        },
        { deck: DECK, field: [fld('captain-argo', 'C4')] },
      ],
    });
    pick(s, 0, 'Attack with Xiati');
    passUntil(s, 0, 'Icy Abyss Authority');
    passUntil(s, 0, 'Earth Energy');
    tryPick(s, 0, 'Xiati');
    passChains(s);
    expect(cardsIn(s, 'p0:discard')).toContain('arrow');
    expect(at(s, 'C4')).toBeNull();
    pick(s, 0, 'End the turn');
    passUntil(s, 0, 'Echo of Dread');
    passChains(s);
    expect(cardsIn(s, 'p0:hand')).toEqual(['arrow']);
  });

  it('shadow-snake: 融入阴影 sets itself face down; 阴影潜袭 negates a chosen set card, sets it again and returns', () => {
    const { s } = board({
      players: [
        {
          deck: DECK,
          field: [
            fld('shadow-snake', 'C2', { summonedTurn: 3 }),
            fld('fire-energy', 'B3', { faceDown: true }),
            fld('sun-child', 'A1'),
          ],
        },
        P1,
      ],
    });
    pick(s, 0, 'Melt into Shadow');
    passChains(s);
    expect(s.objects[s.g.cells[7]].faceDown).toBe(true);
    expect(has(s, 0, 'Move Shadow')).toBe(false);
    pick(s, 0, 'Activate Fire Energy');
    pick(s, 0, 'Shadow Ambush');
    passChains(s);
    expect(s.objects[s.g.cells[7]].faceDown).toBeUndefined();
    expect(at(s, 'B3')).toBe('fire-energy');
    expect(s.objects[s.g.cells[11]].faceDown).toBe(true);
    expect(statAt(s, 'A1').ap).toBe(3);
    expect(s.g.energy[0]).toBe(3);
  });

  it('east-water: 颠转东水 shuffles a Lv≤2 卡灵 of 0/2 values back to give a seen Lv4+ opponent AP −2', () => {
    const { s } = board({
      players: [
        { deck: DECK, discard: ['captain-argo', 'sun-child'], field: [fld('east-water', 'C2')] },
        { deck: DECK, field: [fld('king-kuga', 'C4'), fld('sun-child', 'A4')] },
      ],
    });
    pick(s, 0, 'power draw');
    pick(s, 0, 'Turning the Eastern Waters');
    passChains(s);
    expect(statAt(s, 'C4').ap).toBe(5);
    expect(cardsIn(s, 'p0:discard')).toEqual(['sun-child']);
    expect(cardsIn(s, 'p0:deck')).toContain('captain-argo');
    expect(s.g.energy[0]).toBe(0);
  });

  it('storm-hunter: 飓风连斩 grants a second attack; 乘风 SP +1 when a card returns', () => {
    const { s } = board({
      players: [{ deck: DECK, hand: ['arrow', 'wind-energy'], field: [fld('storm-hunter', 'C5')] }, P1],
    });
    pick(s, 0, 'Hurricane Combo');
    passChains(s);
    pick(s, 0, 'Attack with Blade');
    passChains(s);
    expect(has(s, 0, 'Attack with Blade')).toBe(true);
    const b = board({
      players: [
        { deck: DECK, field: [fld('storm-hunter', 'A1'), fld('gale-dragon', 'C3')] },
        { deck: DECK, field: [fld('sun-child', 'C4')] },
      ],
    }).s;
    pick(b, 0, 'Gale Breath');
    passUntil(b, 0, 'Ride the Wind');
    passChains(b);
    expect(statAt(b, 'A1').sp).toBe(3);
  });
});
