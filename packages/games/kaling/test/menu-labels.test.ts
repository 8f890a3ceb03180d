/**
 * Issue 16: the terminal's options read as actions, as in the other games — each starts with a
 * verb, capitalised in English (`Pay to summon …`, `Move …`, `End the turn`) and verb-first in Chinese
 * (`移动…`, `结束回合`), in every menu that offers what the player does.
 */
import { createGame, domainOptions, KERNEL_CATALOG, openDecisions, renderMsg, submit } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { CATALOG as KALING_CATALOG } from '../src/catalog.ts';
import kaling from '../src/index.ts';

const CATALOG = { ...KERNEL_CATALOG, ...KALING_CATALOG };

/** Menus whose options are things to do (not a card, cell or target to choose). */
const ACTION_KINDS = new Set(['action', 'chain', 'move', 'resistance', 'attack-target']);
const ACTION_KEYS = /^(kl\.opt-|kl\.move-stop|kl\.use-|kl\.direct|kl\.cancel|k\.pass)/;
const EN_VERB = /^(Pay to summon|Set|Move|Attack|Activate|Use|End|Pass|Cancel)\b/;
const ZH_VERB = /^(付费降临|以伪装付费降临|盖伏|移动|用|发动|使用|结束|直接攻击|让过|取消)/;

describe('卡灵 option labels read as verbs (issue 16)', () => {
  it('every action option seen in three seeded games starts with a verb, in en and zh', () => {
    const name = (c: string, l: 'en' | 'zh') => kaling.cardName(c, l);
    const seen = new Map<string, { en: string; zh: string }>();
    for (const seed of ['labels-1', 'labels-2', 'labels-3']) {
      const state = createGame(kaling, { seed, players: 2, decks: kaling.decks.ready.slice(0, 2) });
      let k = 7;
      for (let n = 0; n < 600 && !state.result; n++) {
        const d = openDecisions(state)[0];
        const opts = domainOptions(d);
        if (ACTION_KINDS.has(d.kind))
          for (const o of opts)
            if (ACTION_KEYS.test(o.label.key) && !seen.has(o.label.key))
              seen.set(o.label.key, {
                en: renderMsg(o.label, 'en', CATALOG, name, d.player),
                zh: renderMsg(o.label, 'zh', CATALOG, name, d.player),
              });
        if (d.domain.type !== 'pick' || opts.length === 0) break;
        k = (k * 48271) % 2147483647;
        const answer = opts.slice(0, d.domain.min).map((o) => o.id);
        const pickOne = [opts[k % opts.length].id];
        if (!submit(state, kaling, { player: d.player, answer: d.domain.min <= 1 ? pickOne : answer }).ok)
          break;
      }
    }
    // The main verbs were met (a game offers at least these).
    expect([...seen.keys()]).toEqual(expect.arrayContaining(['kl.opt-summon', 'kl.opt-end', 'kl.opt-move']));
    for (const [key, { en, zh }] of seen) {
      expect(en, key).toMatch(EN_VERB);
      expect(zh, key).toMatch(ZH_VERB);
    }
  });

  it('the labels that had a noun or a subject first now start with the verb', () => {
    const args = { c: { obj: 1, card: 'sun-child' }, cell: 'C2' };
    const render = (key: string, lang: 'en' | 'zh') =>
      renderMsg({ key, args }, lang, CATALOG, (c, l) => kaling.cardName(c, l));
    expect(render('kl.opt-move', 'zh')).toMatch(/^移动/);
    expect(render('kl.opt-attack', 'zh')).toMatch(/^用.+攻击$/);
    expect(render('kl.opt-end', 'zh')).toBe('结束回合');
    expect(render('kl.move-stop', 'zh')).toBe('结束移动');
    expect(render('kl.opt-skill-raid', 'en')).toBe('Use the player skill surprise redeploy');
    expect(render('kl.opt-set', 'en')).toMatch(/^Set /);
  });
});
