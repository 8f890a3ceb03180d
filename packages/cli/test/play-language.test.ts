/**
 * Language: everything `arbiter play` shows in zh mode is Chinese and in en mode English. Each
 * playable game is played for 150 of the player's decisions in each language; every screen, the
 * help, the zone list and a card's details are read line by line. In English no Chinese character
 * may appear; in Chinese no English word may, except rule citations (the rulebooks' own prefixes),
 * the names of commands and flags a player types, and the few card names printed in Latin letters.
 */
import { domainOptions } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { handleLine, PlaySession } from '../src/play.ts';
import { findGame, GAMES } from '../src/registry.ts';

const CJK = /[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef【】〖〗]/;
const WORD = /\b[A-Za-z]{2,}\b/g;
/** Words a Chinese screen may contain: rule prefixes, commands and flags, Latin card names, units. */
const ALLOWED = new Set(
  'FFTCG KALING SGS VZ RB Vividz LP AP DP SP GP CP EX HP Lv ETA record zone break look hold help quit concede board log zones MAX'.split(
    ' ',
  ),
);
const ESC = String.fromCharCode(27);
const plain = (s: string) => s.replace(new RegExp(`${ESC}\\[[0-9;]*m`, 'g'), '');

function* screens(id: string, lang: 'zh' | 'en'): Generator<string> {
  const s = new PlaySession(findGame(id), { seat: 0, vs: 'random', seed: `lang-${lang}`, lang });
  s.advance();
  yield s.help();
  for (let i = 0; i < 150 && !s.state.result; i++) {
    yield s.screen();
    if (i % 25 === 0) {
      yield (handleLine(s, 'zones') as { output: string }).output;
      yield (handleLine(s, 'look 2') as { output: string }).output;
      yield (handleLine(s, 'look 1') as { output: string }).output;
    }
    const d = s.humanDecision();
    if (!d) break;
    const opts = domainOptions(d).filter((o) => o.id !== 'cancel');
    const dom = d.domain;
    const line =
      dom.type === 'number'
        ? String(dom.min)
        : dom.type === 'order'
          ? domainOptions(d)
              .map((o) => s.numberOf(d, o.id))
              .join(' ')
          : dom.type === 'distribute'
            ? dom.items.map((_, k) => (k === 0 ? dom.total : 0)).join(' ')
            : dom.min === 0
              ? '0'
              : opts
                  .slice(0, Math.max(1, dom.min))
                  .map((o) => s.numberOf(d, o.id))
                  .join(' ');
    const err = s.input(line);
    if (err) {
      yield err;
      break;
    }
    s.advance();
  }
  yield s.screen();
}

const playable = GAMES.filter((g) => g.status === 'playable').map((g) => g.id);

describe.each(playable)('%s speaks one language at a time', (id) => {
  it('en: no Chinese character on any screen', () => {
    const bad = new Set<string>();
    for (const text of screens(id, 'en'))
      for (const l of plain(text).split('\n')) if (CJK.test(l)) bad.add(l.trim());
    expect([...bad].slice(0, 10)).toEqual([]);
  });

  it('zh: no English word on any screen (rule citations, commands and Latin card names aside)', () => {
    const bad = new Set<string>();
    for (const text of screens(id, 'zh'))
      for (const l of plain(text).split('\n')) {
        // zone ids in parentheses ("(p0:hand)", "(p0:rune-deck)") are what a player may type after "zone"
        const words = l.replace(/\([\w:-]+\)/g, '').match(WORD) ?? [];
        // (a name cut to fit a board cell leaves the start of an allowed word)
        const allowed = (w: string) =>
          ALLOWED.has(w) || [...ALLOWED].some((a) => w.length >= 3 && a.startsWith(w));
        for (const w of words) if (!allowed(w)) bad.add(`${w}: ${l.trim()}`);
      }
    expect([...bad].slice(0, 10)).toEqual([]);
  });
});
