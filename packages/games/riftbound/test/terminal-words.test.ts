/**
 * What a player reads in `arbiter play riftbound`, in zh and en: keyword abilities named with their
 * card (RB 727), the payment choice in words (RB 354.1), one name per domain (RB 133), and the
 * presentation of cards, zones and places (src/text/present.ts).
 */
import { domainOptions, type Msg, renderMsg, viewFor } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { CARDS } from '../src/cards/registry.ts';
import { DOMAINS } from '../src/cards/schema.ts';
import riftbound from '../src/index.ts';
import { renderText } from '../src/text/board.ts';
import { PRESENT } from '../src/text/present.ts';
import { duel } from './kit.ts';

const MYSTIC = 'ogn-171-298'; // Mystic Poro, chaos, Vision
const AXE = 'sfd-186-221'; // Spinning Axe: 2 Energy and one Power of its domains (fury, chaos)
const PORO = 'ogn-013-298';
const YORDLE = 'ogn-087-298';
const CHAOS = 'ogn-166-298';
const FURY = 'ogn-007-298';

const text = (m: Msg, lang: 'zh' | 'en') => renderMsg(m, lang, riftbound.catalog, riftbound.cardName);

describe('RB 727, RB 743: a keyword ability is named with the card that has it', () => {
  it('the log says "Mystic Poro\'s Vision triggers" / "神秘魄罗的预知触发", never the rules\' "#kw"', () => {
    const t = duel({ hand: [MYSTIC], runes: [CHAOS, CHAOS], deck: [PORO, YORDLE] });
    t.act('play Mystic Poro');
    t.act('keep it on top');
    const lines = (lang: 'zh' | 'en') =>
      t.log
        .filter((e) => ['rb.triggered', 'rb.finalized', 'rb.resolves-kw'].includes(e.msg.key))
        .map((e) => text(e.msg, lang));
    expect(lines('en')).toEqual([
      "Mystic Poro's Vision triggers",
      "Mystic Poro's Vision is finalized",
      "Mystic Poro's Vision resolves",
    ]);
    expect(lines('zh')).toEqual(['神秘魄罗的预知触发', '神秘魄罗的预知成为已定项', '神秘魄罗的预知结算']);
    for (const e of t.log) expect(text(e.msg, 'en')).not.toMatch(/#kw/);
  });
});

describe('RB 354.1, RB 354.1.a: the choice of how to pay reads in words', () => {
  it('the prompt says what is owed and each option which runes are exhausted and recycled', () => {
    const t = duel({ hand: [AXE], runes: [FURY, CHAOS] });
    t.act('play Spinning Axe');
    expect(t.kind).toBe('pay');
    const d = t.decision()!;
    expect(text(d.prompt, 'en')).toBe('pay 2 Energy and 1 Power of any domain: choose how');
    expect(text(d.prompt, 'zh')).toBe('支付2点能量与1点任意符能：选择支付方式');
    const labels = (lang: 'zh' | 'en') => domainOptions(d).map((o) => text(o.label, lang));
    expect(labels('en').sort()).toEqual([
      'exhaust 2 rune(s), recycle 1 Chaos rune(s)',
      'exhaust 2 rune(s), recycle 1 Fury rune(s)',
    ]);
    expect(labels('zh').sort()).toEqual(
      ['横置2张符文、回收1张怒火符文', '横置2张符文、回收1张混沌符文'].sort(),
    );
  });
});

describe('RB 133: one name per domain, the one the rune cards carry', () => {
  it('each basic rune is "<domain>符文" / "<Domain> Rune", and the Power it adds is named the same in the log', () => {
    for (const d of DOMAINS) {
      const rune = Object.values(CARDS).find((c) => c.supertype === 'basic' && c.domains[0] === d)!;
      const zh = text({ key: `rb.domain.${d}` }, 'zh');
      const en = text({ key: `rb.domain.${d}` }, 'en');
      expect(rune.name.zh).toBe(`${zh}符文`);
      expect(rune.name.en).toBe(`${en} Rune`);
      expect(text({ key: `rb.pool-power.${d}` }, 'zh')).toBe(`1点${zh}之力`);
      expect(PRESENT.card(rune.id, 'zh')!.kind).toBe(`符文 · 基础 · ${zh}`);
    }
    // No other Chinese word for a domain in the game's messages.
    const zhTexts = Object.values(riftbound.catalog).map((e) => e.zh);
    for (const other of ['狂怒', '冷静', '心智'])
      expect(zhTexts.filter((z) => z.includes(other))).toEqual([]);
  });

  it('the board names a Power in the pool with the same word', () => {
    const t = duel({ hand: [], runes: [FURY, CHAOS] });
    t.state.g.pools[0].power = { fury: 1 };
    const zh = renderText(viewFor(t.state, riftbound, 0), 'zh');
    expect(zh).toMatch(/符文池: 1点怒火之力/);
    expect(renderText(viewFor(t.state, riftbound, 0), 'en')).toMatch(/Rune pool: 1 Fury Power/);
  });
});

describe('the presentation: cards, zones and places as a player reads them', () => {
  it('a card: name, kind line (type, domains, cost, Might, tags) and text in each language', () => {
    const zh = PRESENT.card(MYSTIC, 'zh')!;
    const en = PRESENT.card(MYSTIC, 'en')!;
    expect(en.name).toBe('Mystic Poro');
    expect(en.kind).toMatch(/^Unit · Chaos · \d+ Energy.* · Might \d+ · Poro$/);
    expect(zh.kind).toMatch(/^单位 · 混沌 · \d+点能量.* · 战力\d+ · 魄罗$/);
    expect(zh.text).toBe(CARDS[MYSTIC].text!.zh);
    expect(PRESENT.card('no-such-card', 'en')).toBeUndefined();
    // Every card of the game has a text in both languages, and no tag is left in English in zh.
    for (const id of PRESENT.cardIds()) {
      const c = PRESENT.card(id, 'zh')!;
      expect(c.text, id).not.toBe('');
      expect(c.kind, id).not.toMatch(/[A-Za-z]/);
    }
  });

  it('zones are named for the viewer, battlefields by number', () => {
    const z = PRESENT.zoneName!;
    expect(z('p0:trash', 0, 'zh')).toBe('你的废牌堆');
    expect(z('p1:rune-deck', 0, 'en')).toBe("opponent's Rune Deck");
    expect(z('p1:hand', null, 'en')).toBe("player 1's Hand");
    expect(z('bf1', 0, 'zh')).toBe('第2战场');
    expect(z('bf0:facedown', 1, 'en')).toBe('Battlefield 1 facedown zone');
    expect(z('chain', 0, 'zh')).toBe('连锁');
  });

  it("describe shows a unit's Might now and its status; place shows a battlefield's units and controller", () => {
    const t = duel({ hand: [], base: [{ card: PORO, damage: 1 }] }, {}, {});
    const view = viewFor(t.state, riftbound, 0);
    const poro = t.state.zones['p0:base'].objects[0];
    const lines = PRESENT.describe!(view, poro, 'en');
    expect(lines[0]).toMatch(/^Might now \d+/);
    expect(lines.join(' ')).toMatch(/1 damage/);
    expect(PRESENT.describe!(view, poro, 'zh').join(' ')).toMatch(/当前战力 \d+.*伤害 1/);
    const bf = PRESENT.place!(view, 'move-bf0', 'zh')!;
    expect(bf[0]).toMatch(/（第1战场）$/);
    expect(bf[1]).toBe('战场控制：无人');
    // Looking at the battlefield card says which battlefield it is and who holds it.
    const card = t.state.g.battlefields[1].obj;
    expect(PRESENT.describe!(view, card, 'en')).toContain('Battlefield 2 · held by nobody');
    expect(PRESENT.place!(view, 'p0:base', 'en')![0]).toBe('your Base');
    expect(PRESENT.place!(view, 'C2', 'en')).toBeNull();
  });
});
