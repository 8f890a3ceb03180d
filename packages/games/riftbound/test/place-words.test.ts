/**
 * Menus, prompts, the log and the terminal board name locations as a player does — a battlefield by
 * its card's name, a base as "your base" — in zh and en, never by zone id ("bf0", "p0:base").
 */
import {
  domainOptions,
  KERNEL_CATALOG,
  type Msg,
  type Ruling,
  redactLog,
  renderMsg,
  viewFor,
} from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import riftbound from '../src/index.ts';
import { renderText } from '../src/text/board.ts';
import { duel } from './kit.ts';

const PORO = 'ogn-013-298'; // Pouty Poro
const DECKHAND = 'ogn-176-298'; // Sneaky Deckhand: may also be played to an open battlefield
const GROVE = 'ogn-280-298'; // Grove of the God-Willow (神柳林)
const PEAK = 'ogn-288-298'; // Startipped Peak (星尖峰)
const CHAOS_RUNE = 'ogn-166-298';
const ZONE_ID = /\bbf\d\b|p\d:base/;

const catalog = { ...KERNEL_CATALOG, ...riftbound.catalog };
const say = (m: Msg, lang: 'en' | 'zh', reader?: number) =>
  renderMsg(m, lang, catalog, (c, l) => riftbound.cardName(c, l), reader);

/** Labels of the open decision, in a language, as its player reads them. */
function labels(t: Ruling, lang: 'en' | 'zh'): string[] {
  const d = t.decision()!;
  return domainOptions(d).map((o) => say(o.label, lang, d.player));
}

describe('locations in words', () => {
  it('a Standard Move’s options name the battlefields by their cards (en, zh), and its prompt too', () => {
    const t = duel({ base: [PORO] }, {}, { battlefields: [GROVE, PEAK] });
    const en = labels(t, 'en');
    expect(en).toContain('Standard Move to Grove of the God-Willow');
    expect(en).toContain('Standard Move to Startipped Peak');
    const zh = labels(t, 'zh');
    expect(zh).toContain('标准移动到神柳林');
    expect(zh).toContain('标准移动到星尖峰');
    for (const l of [...en, ...zh]) expect(l).not.toMatch(ZONE_ID);
    t.act('Standard Move to Startipped Peak');
    const prompt = t.decision()!.prompt;
    expect(say(prompt, 'en', 0)).toBe('choose the units moving to Startipped Peak');
    expect(say(prompt, 'zh', 0)).toBe('选择移动到星尖峰的单位');
  });

  it('the same battlefield card twice: each is told apart by its number', () => {
    const t = duel({ base: [PORO] }, {}, { battlefields: [PEAK, PEAK] });
    const en = labels(t, 'en');
    expect(en).toContain('Standard Move to Startipped Peak (battlefield 1)');
    expect(en).toContain('Standard Move to Startipped Peak (battlefield 2)');
    expect(labels(t, 'zh')).toContain('标准移动到星尖峰（第2战场）');
  });

  it('where a unit is played: "your base" to its player, "player 0’s base" to others, and the battlefield by name', () => {
    const t = duel(
      { hand: [DECKHAND], runes: [CHAOS_RUNE, CHAOS_RUNE, CHAOS_RUNE] },
      { bf1: [PORO] },
      {
        battlefields: [GROVE, PEAK],
      },
    );
    t.act('play Sneaky Deckhand');
    expect(t.kind).toBe('location');
    expect(labels(t, 'en')).toEqual(['your base', 'Grove of the God-Willow']);
    expect(labels(t, 'zh')).toEqual(['你的基地', '神柳林']);
    const base = domainOptions(t.decision()!).find((o) => o.id === 'p0:base')!;
    expect(say(base.label, 'en', 1)).toBe('player 0’s base');
    expect(say(base.label, 'zh', 1)).toBe('玩家0的基地');
  });

  it('the log and the board say where units went, in words', () => {
    const t = duel({ base: [PORO] }, {}, { battlefields: [GROVE, PEAK] });
    t.act('Standard Move to Grove of the God-Willow');
    t.act('Pouty Poro');
    const words = redactLog(t.state, riftbound, t.log, 1).map((e) => say(e.msg, 'en', 1));
    expect(words).toContain('Pouty Poro moves to Grove of the God-Willow');
    for (const w of words) expect(w).not.toMatch(ZONE_ID);
    for (const lang of ['en', 'zh'] as const) {
      const text = renderText(viewFor(t.state, riftbound, 0), lang);
      expect(text).not.toMatch(ZONE_ID);
    }
    expect(renderText(viewFor(t.state, riftbound, 0), 'en')).toContain(
      'Battlefield 1: Grove of the God-Willow',
    );
  });
});
