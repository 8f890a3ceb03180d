/**
 * `arbiter play` as a player meets it, without a terminal: automatic answers and holding priority,
 * menu numbers that stay put, told-apart labels, inspecting cards and zones, input errors that say
 * what is allowed, "you" in the texts, concession per game, and agents' abandoned declarations
 * kept out of the log.
 */
import { AGENTS, type Decision, domainOptions, RandomAgent } from '@arbiter/kernel';
import { afterEach, describe, expect, it } from 'vitest';
import { handleLine, onlyAnswer, PlaySession } from '../src/play.ts';
import { findGame, GAMES } from '../src/registry.ts';

const playable = GAMES.filter((g) => g.status === 'playable').map((g) => g.id);
const plain = (s: string) => s.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');

function pickDecision(
  kind: string,
  ids: string[],
  labels = ids,
  objs: (number | undefined)[] = [],
): Decision {
  return {
    player: 0,
    kind,
    prompt: { key: 'x' },
    domain: {
      type: 'pick',
      min: 1,
      max: 1,
      options: ids.map((id, i) => ({
        id,
        label: { key: labels[i] },
        ...(objs[i] !== undefined ? { obj: objs[i] } : {}),
      })),
    },
  };
}

/** Play up to `steps` decisions of the human seat, always taking the first listed option. */
function playFirst(s: PlaySession, steps: number, check?: (d: Decision) => void): void {
  s.advance();
  for (let i = 0; i < steps && !s.state.result; i++) {
    const d = s.humanDecision();
    if (!d) break;
    check?.(d);
    s.screen();
    const opts = domainOptions(d);
    const line =
      d.domain.type === 'number'
        ? String(d.domain.min)
        : d.domain.type === 'distribute'
          ? d.domain.items.map((_, k) => (k === 0 ? (d.domain as { total: number }).total : 0)).join(' ')
          : d.domain.type === 'order'
            ? opts.map((o) => s.numberOf(d, o.id)).join(' ')
            : d.domain.min === 0
              ? '0'
              : opts
                  .filter((o) => o.id !== 'cancel')
                  .slice(0, Math.max(1, d.domain.min))
                  .map((o) => s.numberOf(d, o.id))
                  .join(' ');
    const err = s.input(line);
    if (err) throw new Error(`${s.module.id} ${d.kind} "${line}": ${err}`);
    s.advance();
  }
}

afterEach(() => {
  delete AGENTS.canceller;
});

describe('automatic answers and holding priority', () => {
  it('onlyAnswer finds the single legal answer of each kind of domain, and nothing when there is a choice', () => {
    expect(onlyAnswer(pickDecision('respond', ['pass']))).toEqual(['pass']);
    expect(onlyAnswer(pickDecision('respond', ['pass', 'h1']))).toBeUndefined();
    const all = pickDecision('draft', ['a', 'b']);
    (all.domain as { min: number; max: number }).min = 2;
    (all.domain as { min: number; max: number }).max = 2;
    expect(onlyAnswer(all)).toEqual(['a', 'b']);
    expect(onlyAnswer({ ...all, domain: { type: 'number', min: 3, max: 3 } })).toBe(3);
    expect(onlyAnswer({ ...all, domain: { type: 'number', min: 1, max: 3 } })).toBeUndefined();
    expect(
      onlyAnswer({ ...all, domain: { type: 'order', items: [{ id: 'x', label: { key: 'x' } }] } }),
    ).toEqual(['x']);
  });

  it.each(playable)(
    '%s: the player is never stopped at a decision with a single answer, and each automatic answer is in the log',
    (id) => {
      const s = new PlaySession(findGame(id), { seat: 0, vs: 'random', seed: 'auto', lang: 'en' });
      let autos = 0;
      const count = () => {
        autos += (plain(s.recentLog(400)).match(/\(auto\)/g) ?? []).length;
      };
      playFirst(s, 150, (d) => expect(onlyAnswer(d), `${id}: stopped at ${d.kind}`).toBeUndefined());
      count();
      if (id === 'sgs-chess') expect(autos).toBeGreaterThan(0);
    },
  );

  it('holding priority stops at single-answer decisions too, and "hold" toggles it', () => {
    const s = new PlaySession(findGame('sgs-chess'), {
      seat: 0,
      vs: 'random',
      seed: 'auto',
      lang: 'en',
      hold: true,
    });
    let singles = 0;
    playFirst(s, 150, (d) => {
      if (onlyAnswer(d) !== undefined) singles++;
    });
    expect(singles).toBeGreaterThan(0);
    expect(plain(s.recentLog(400))).not.toMatch(/\(auto\)/);
    expect(handleLine(s, 'hold')).toEqual({ output: expect.stringMatching(/Not holding priority/) });
    expect(s.hold).toBe(false);
    expect(s.help()).toMatch(/hold priority: stop at every decision \(now: off\)/);
  });
});

describe('menus', () => {
  it('a number stays with its option while the menu shrinks (paying one card at a time), new options get new numbers', () => {
    const s = new PlaySession(findGame('fftcg'), { seat: 0, vs: 'random', seed: 'm', lang: 'en' });
    const first = plain(s.menu(pickDecision('pay', ['d1', 'd2', 'd3', 'cancel'])));
    expect(first).toMatch(/ 1\. d1\n.* 2\. d2\n.* 3\. d3\n.* 4\. cancel/);
    const second = plain(s.menu(pickDecision('pay', ['d2', 'd3', 'cancel'])));
    expect(second).toMatch(/ 2\. d2\n.* 3\. d3\n.* 4\. cancel/);
    expect(second).not.toMatch(/ 1\. /);
    const grown = plain(s.menu(pickDecision('pay', ['d3', 'cancel', 'd9'])));
    expect(grown).toMatch(/ 3\. d3\n.* 4\. cancel\n.* 5\. d9/);
    // Another kind of decision has its own numbers; a menu with none of the old options starts at 1.
    expect(plain(s.menu(pickDecision('target', ['t1', 't2'])))).toMatch(/ 1\. t1\n.* 2\. t2/);
    expect(plain(s.menu(pickDecision('pay', ['e1', 'e2'])))).toMatch(/ 1\. e1\n.* 2\. e2/);
  });

  it('options with the same words are told apart by their card number', () => {
    const s = new PlaySession(findGame('fftcg'), { seat: 0, vs: 'random', seed: 'm', lang: 'en' });
    const text = plain(
      s.menu(pickDecision('action', ['a', 'b', 'c'], ['Play X', 'Play X', 'Pass'], [11, 12])),
    );
    expect(text).toMatch(/1\. Play X #11/);
    expect(text).toMatch(/2\. Play X #12/);
    expect(text).toMatch(/3\. Pass\n/);
  });

  it('input errors name what is allowed; the multi-choice hint only on multi-choice prompts', () => {
    const s = new PlaySession(findGame('fftcg'), { seat: 0, vs: 'random', seed: 'm', lang: 'en' });
    const one = pickDecision('pay', ['d1', 'd2', 'cancel']);
    expect(plain(s.menu(one))).not.toMatch(/separated by spaces/);
    expect(s.parse(one, '7')).toEqual({
      ok: false,
      why: '"7" is not an option: enter one of 1–3, or an option id (d1, d2, cancel).',
    });
    expect(s.parse(one, '1 2')).toEqual({ ok: false, why: 'Choose 1; you chose 2.' });
    const many = pickDecision('discard', ['a', 'b', 'c']);
    (many.domain as { max: number }).max = 2;
    expect(plain(s.menu(many))).toMatch(/Choose 1–2: enter the numbers separated by spaces/);
    expect(s.parse(many, '2 2')).toEqual({ ok: false, why: 'Number 2 is chosen twice.' });
    const zh = new PlaySession(findGame('fftcg'), { seat: 0, vs: 'random', seed: 'm', lang: 'zh' });
    expect(zh.parse(one, 'x')).toEqual({
      ok: false,
      why: '“x” 不是选项：请输入 1–3 中的编号，或选项代号（d1, d2, cancel）。',
    });
  });
});

describe('reading the table', () => {
  it.each(playable)(
    '%s: every card in the hand can be looked at, with its full text and who controls it',
    (id) => {
      const s = new PlaySession(findGame(id), { seat: 0, vs: 'random', seed: 'look', lang: 'en' });
      playFirst(s, id === 'sgs-chess' ? 40 : 4);
      const view = s.view();
      const hand = Object.values(view.zones).find(
        (z) => z.owner === 0 && /hand|^h\d/.test(z.id) && z.count > 0,
      );
      expect(hand, `${id}: a hand with cards`).toBeDefined();
      for (const o of hand!.objects) {
        const text = plain(s.look(`#${o.id}`));
        const card = findGame(id).present!.card(o.card!, 'en')!;
        expect(text).toContain(card.name);
        expect(text).toContain(card.text.split('\n')[0]);
        expect(text).toMatch(/controlled by you/);
      }
      expect(plain(s.zones())).toMatch(/\(\w+:?\w*\): \d+/);
      expect(plain(s.look('no such thing at all'))).toBe('Nothing called "no such thing at all" here.');
    },
  );

  it("the opponent's hand cannot be looked at, and public zones list their cards", () => {
    const s = new PlaySession(findGame('fftcg'), { seat: 0, vs: 'random', seed: 'look', lang: 'en' });
    s.advance();
    const theirs = s.view().zones['p1:hand'].objects[0];
    expect(theirs.hidden).toBe(true);
    expect(s.look(String(theirs.id))).toMatch(/Nothing called|hidden/);
    expect(plain(s.zones('break'))).toMatch(/^your Break Zone \(0\)\n {2}\(empty\)$/);
    expect(plain(s.zones('opponent'))).toMatch(/opponent's/);
  });

  it('kaling: a cell and sgs-chess: a role and a square can be looked at by name', () => {
    const k = new PlaySession(findGame('kaling'), { seat: 0, vs: 'random', seed: 'look', lang: 'en' });
    playFirst(k, 6);
    expect(plain(k.look('C3'))).toMatch(/^C3: (empty|sealed)|^#\d+|set card/);
    const g = new PlaySession(findGame('sgs-chess'), { seat: 0, vs: 'random', seed: 'look', lang: 'zh' });
    playFirst(g, 40);
    expect(plain(g.look('W1'))).toMatch(/^W1 /);
    expect(plain(g.look('A7'))).toMatch(/^A7: 冷方大本营/);
  });

  it('the player is "you" in prompts and the log, in both languages', () => {
    const en = new PlaySession(findGame('fftcg'), { seat: 0, vs: 'random', seed: 'you', lang: 'en' });
    en.advance();
    const screen = plain(en.screen());
    expect(screen).toMatch(/== You — Deck/);
    expect(screen).not.toMatch(/Player 0/);
    expect(screen).toMatch(/You draw 5/);
    const zh = new PlaySession(findGame('kaling'), { seat: 1, vs: 'random', seed: 'you', lang: 'zh' });
    zh.advance();
    expect(plain(zh.screen())).toMatch(/你（P1）/);
  });

  it('concede is offered in the help of the games that allow it, and refused with a reason elsewhere', () => {
    for (const id of playable) {
      const s = new PlaySession(findGame(id), { seat: 0, vs: 'random', seed: 'c', lang: 'en' });
      expect(s.help().includes('concede'), id).toBe(Boolean(findGame(id).concede));
    }
    const none = new PlaySession(
      { ...findGame('fftcg'), concede: undefined },
      { seat: 0, vs: 'random', seed: 'c', lang: 'en' },
    );
    expect(none.concede()).toMatch(/no concession/);
  });
});

describe("agents' abandoned declarations", () => {
  it('a declaration the agent takes back is not shown to the player (it stays in the full log)', () => {
    // An agent that takes back every declaration it can, otherwise plays at random.
    AGENTS.canceller = (seat, seed) => {
      const random = new RandomAgent(`${seed}:${seat}`);
      let cancelled = 0;
      return {
        name: 'canceller',
        decide(view, d) {
          if (cancelled < 3 && d.domain.type === 'pick' && d.domain.options.some((o) => o.id === 'cancel')) {
            cancelled++;
            return ['cancel'];
          }
          return random.decide(view, d);
        },
      };
    };
    const s = new PlaySession(findGame('kaling'), { seat: 1, vs: 'canceller', seed: 'back', lang: 'en' });
    let shown = '';
    s.advance();
    for (let i = 0; i < 60 && !s.state.result; i++) {
      shown += plain(s.screen());
      const d = s.humanDecision();
      if (!d) break;
      const pass = domainOptions(d).find((o) => o.id === 'pass' || o.id === 'end');
      const err = s.input(String(s.numberOf(d, (pass ?? domainOptions(d)[0]).id)));
      if (err) s.input('0');
      s.advance();
    }
    const taken = s.log.filter((e) => e.rollback);
    expect(taken.length).toBeGreaterThan(0);
    expect(shown).not.toMatch(/player 0 takes the declaration back/);
  });
});
