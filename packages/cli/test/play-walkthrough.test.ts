/**
 * What the walkthrough (docs/walkthrough.md) found misleading, each pinned by a test: one name for
 * the other seat everywhere, folded automatic passes, hints that match the count asked, move menus
 * that renumber per step, FF-TCG saying why it passes, readable 卡灵 board cells with a legend,
 * 三国杀战棋 `look C4` (square) vs `look role C4` (role), and the text fixes in both languages.
 */
import { type Decision, domainOptions, type LogEntry, playGame, type StateView } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { shortName } from '../../games/kaling/src/render.ts';
import { buildProgram } from '../src/main.ts';
import { PlaySession, viewerCatalog } from '../src/play.ts';
import { findGame } from '../src/registry.ts';

const plain = (s: string) => s.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');

function pick(ids: string[], min = 1, max = 1, kind = 'x'): Decision {
  return {
    player: 0,
    kind,
    prompt: { key: 'x' },
    domain: { type: 'pick', min, max, options: ids.map((id) => ({ id, label: { key: id } })) },
  };
}

/** Plays the human seat by always taking the first listed option (none when none is needed). */
function playFirst(s: PlaySession, steps: number): void {
  s.advance();
  for (let i = 0; i < steps && !s.state.result; i++) {
    const d = s.humanDecision();
    if (!d) break;
    s.screen();
    const dom = d.domain;
    const opts = domainOptions(d).filter((o) => o.id !== 'cancel');
    const line =
      dom.type === 'number'
        ? String(dom.min)
        : dom.type === 'distribute'
          ? dom.items.map((_, k) => (k === 0 ? dom.total : 0)).join(' ')
          : dom.type === 'order'
            ? opts.map((o) => s.numberOf(d, o.id)).join(' ')
            : dom.min === 0
              ? '0'
              : opts
                  .slice(0, Math.max(1, dom.min))
                  .map((o) => s.numberOf(d, o.id))
                  .join(' ');
    const err = s.input(line);
    if (err) throw new Error(`${s.module.id} ${d.kind} "${line}": ${err}`);
    s.advance();
  }
}

describe('one name for the other seat', () => {
  it('fftcg: the log says "the opponent" / "对手" where it said "Player 1" / "玩家1", and "you" stays', () => {
    const en = new PlaySession(findGame('fftcg'), { seat: 0, vs: 'random', seed: '7', lang: 'en' });
    playFirst(en, 6);
    const log = plain(en.recentLog(400));
    expect(log).toMatch(/You draw 5/);
    expect(log).toMatch(/The opponent draws 5/);
    expect(log).not.toMatch(/[Pp]layer [01]/);
    const zh = new PlaySession(findGame('fftcg'), { seat: 1, vs: 'random', seed: '7', lang: 'zh' });
    playFirst(zh, 6);
    const zlog = plain(zh.recentLog(400));
    expect(zlog).toMatch(/你抽了5张牌/);
    expect(zlog).toMatch(/对手抽了5张牌/);
    expect(zlog).not.toMatch(/玩家[01]/);
  });

  it('with more than two seats the numbers stay (the opponent would not say which)', () => {
    const catalog = { t: { zh: '玩家{player}抽牌', en: 'Player {player} draws' } };
    expect(viewerCatalog(catalog, 3)).toBe(catalog);
    const two = viewerCatalog(catalog, 2);
    expect(two.t).toEqual({
      zh: '对手抽牌',
      en: 'The opponent draws',
      you: { zh: '你抽牌', en: 'You draw' },
    });
  });

  it("kaling: look on the opponent's card says it is controlled by the opponent", () => {
    const s = new PlaySession(findGame('kaling'), { seat: 0, vs: 'random', seed: '5', lang: 'en' });
    playFirst(s, 30);
    const view = s.view();
    const g = view.g as { board: ([string | null, number, number] | null)[] };
    const c = g.board.findIndex((b) => b !== null && b[2] === 1 && b[0]);
    if (c >= 0) {
      const cell = String.fromCharCode(65 + (c % 5)) + String(Math.floor(c / 5) + 1);
      expect(plain(s.look(cell))).toMatch(/controlled by the opponent/);
    }
    expect(plain(s.recentLog(400))).not.toMatch(/player 1/i);
  });
});

describe('menus and hints', () => {
  it('the multi-choice hint gives as many numbers as the choice asks for', () => {
    const s = new PlaySession(findGame('sgs-chess'), { seat: 0, vs: 'random', seed: 'm', lang: 'en' });
    expect(plain(s.menu(pick(['a', 'b', 'c', 'd'], 3, 3)))).toMatch(/Choose 3: .*\(e\.g\. "1 2 3"\)/);
    expect(plain(s.menu(pick(['e', 'f', 'g'], 0, 3, 'y')))).toMatch(/Choose 0–3: .*\(e\.g\. "1 2"\)/);
    const order: Decision = {
      player: 0,
      kind: 'o',
      prompt: { key: 'x' },
      domain: { type: 'order', items: ['p', 'q', 'r', 's'].map((id) => ({ id, label: { key: id } })) },
    };
    expect(plain(s.menu(order))).toMatch(/e\.g\. "1 2 3 4"/);
  });

  it('a move renumbers from 1 at each step (mostly new squares), so "1" is the same direction twice', () => {
    const s = new PlaySession(findGame('sgs-chess'), { seat: 0, vs: 'random', seed: 'm', lang: 'en' });
    expect(plain(s.menu(pick(['F2', 'G1', 'E1', 'stop'], 1, 1, 'move')))).toMatch(/ 1\. F2\n/);
    const next = plain(s.menu(pick(['F3', 'G2', 'F1', 'E2', 'stop'], 1, 1, 'move')));
    expect(next).toMatch(/ 1\. F3\n {3}2\. G2\n {3}3\. F1\n {3}4\. E2\n {3}5\. stop/);
    expect(s.parse(pick(['F3', 'G2', 'F1', 'E2', 'stop'], 1, 1, 'move'), '1')).toEqual({
      ok: true,
      answer: ['F3'],
    });
  });

  it('kaling: a run of automatic passes is folded into one line with a count', () => {
    const s = new PlaySession(findGame('kaling'), { seat: 0, vs: 'random', seed: '5', lang: 'en' });
    playFirst(s, 25);
    const log = plain(s.recentLog(2000)).split('\n');
    expect(log.some((l) => /\(auto, \d+ times\) Pass/.test(l))).toBe(true);
    // never the same automatic line twice in a row
    for (let i = 1; i < log.length; i++) if (log[i].includes('(auto')) expect(log[i]).not.toBe(log[i - 1]);
  });
});

describe('FF-TCG says why it passes for the player', () => {
  const present = findGame('fftcg').present!;
  const priority: Decision = { ...pick(['pass']), kind: 'priority' };
  const view = (phase: string, tp: number, stack: number) =>
    ({ viewer: 0, g: { tp, phase }, zones: { stack: { count: stack } } }) as unknown as StateView;
  it('in the own main phase with an empty stack: nothing payable, the phase ends, hold stops it (en, zh)', () => {
    expect(present.onlyChoice!(view('main1', 0, 0), priority, 'en')).toMatch(
      /nothing .* can be paid for now.*Main 1 ends.*hold/,
    );
    expect(present.onlyChoice!(view('main2', 0, 0), priority, 'zh')).toMatch(
      /没有你能支付.*第2主阶段结束.*hold/,
    );
  });
  it('elsewhere only that nothing can be paid for; other decisions keep "the only choice"', () => {
    expect(present.onlyChoice!(view('main1', 0, 1), priority, 'en')).toBe(
      'nothing you can pay for or use now',
    );
    expect(present.onlyChoice!(view('attack', 1, 0), priority, 'zh')).toBe('现在没有你能支付费用的卡或技能');
    expect(present.onlyChoice!(view('main1', 0, 0), pick(['keep']), 'en')).toBeNull();
  });
});

describe('board and look', () => {
  it('kaling: names fit a cell by shortening sensibly, never a bare cut when words allow', () => {
    expect(shortName('Coal Shrimp', 13)).toBe('Coal Shrimp');
    expect(shortName('Sandman the Sleep God', 13)).toBe('S.S. God');
    expect(shortName('Clown Star Mage', 13)).toBe('Clown S. Mage');
    expect(shortName('Supercalifragilistic', 13)).toBe('Supercalifra…');
    const s = new PlaySession(findGame('kaling'), { seat: 0, vs: 'random', seed: '5', lang: 'en' });
    s.advance();
    const board = plain(s.board());
    expect(board).toMatch(/\.public\. = the middle row/);
    const zh = new PlaySession(findGame('kaling'), { seat: 0, vs: 'random', seed: '5', lang: 'zh' });
    zh.advance();
    expect(plain(zh.board())).toMatch(/·公共·＝中间一行/);
  });

  it('sgs-chess: look C4 is the square and says so; look role C4 / r4 / the general name is the role', () => {
    const s = new PlaySession(findGame('sgs-chess'), { seat: 0, vs: 'random', seed: 'look', lang: 'en' });
    playFirst(s, 40);
    expect(plain(s.look('C4'))).toMatch(/^C4: .*the square C4; for the cold role C4 type look role C4/);
    expect(plain(s.look('role C4'))).toMatch(/^C4 /);
    expect(plain(s.look('r4'))).toMatch(/^C4 /);
    expect(plain(s.look('C2'))).not.toMatch(/cold role/);
    expect(plain(s.board())).toMatch(/\[flipped\] = has acted this round/);
    const general = (s.view().g as { roles: { general?: string }[] }).roles[0].general;
    if (general)
      expect(plain(s.look(findGame('sgs-chess').present!.card(`gen:${general}`, 'en')!.name))).toMatch(
        /^W1 /,
      );
    const zh = new PlaySession(findGame('sgs-chess'), { seat: 0, vs: 'random', seed: 'look', lang: 'zh' });
    playFirst(zh, 40);
    expect(plain(zh.look('角色C4'))).toMatch(/^C4 /);
    expect(plain(zh.look('C5'))).toMatch(/look 角色C5/);
  });
});

describe('text in both languages', () => {
  it('FF-TCG Scarlet Duelist: the en short text has both abilities, as the zh one does', () => {
    const p = findGame('fftcg').present!;
    expect(p.card('F03', 'en')!.short).toMatch(/First Strike\. EX BURST/);
    expect(p.card('F03', 'zh')!.short).toMatch(/先发制人。极限爆发/);
  });
  it('三国杀战棋: the mounts are named alike in zh and en; the plain Kill says it is one of two Kills', () => {
    const p = findGame('sgs-chess').present!;
    expect(p.card('fangyu', 'en')!.name).toBe('Defensive Mount');
    expect(p.card('jingong', 'en')!.name).toBe('Offensive Mount');
    expect(p.card('sha', 'zh')!.text).toMatch(/【杀】的一种.*射杀/);
    expect(p.card('sha', 'en')!.text).toMatch(/plain Kill.*Shooting Kill/);
    const catalog = findGame('sgs-chess').catalog;
    expect(catalog['sgs.move-prompt'].en).toMatch(/steps left: \{left\}/);
  });
  it('卡灵 adjusting the opening hand reads as that, not as debugging', () => {
    const s = new PlaySession(findGame('kaling'), { seat: 0, vs: 'random', seed: '5', lang: 'zh' });
    s.advance();
    expect(plain(s.screen())).toMatch(/调试起手牌：换了\d张|调试（换起手牌）/);
  });
});

describe('Chinese help for study, worker and serve', () => {
  it.each([
    ['study', /平衡性研究/],
    ['worker', /Redis 队列/],
    ['serve', /运行对局服务器/],
  ])('arbiter %s --help --lang zh is in Chinese (and still English without it)', (name, zh) => {
    const find = (lang: 'zh' | 'en') => buildProgram(lang).commands.find((c) => c.name() === name)!;
    const help = find('zh').helpInformation();
    expect(help).toMatch(zh);
    // Every description of the command, its subcommands and their options has Chinese in it.
    const cjk = /[\u4e00-\u9fff]/;
    const all = [find('zh'), ...find('zh').commands];
    for (const c of all) {
      expect(c.description(), c.name()).toMatch(cjk);
      for (const o of c.options) expect(o.description, `${c.name()} ${o.flags}`).toMatch(cjk);
    }
    expect(find('en').helpInformation()).not.toMatch(zh);
  });
});

describe('the log reads as sentences', () => {
  it('kaling en: every log line starts with a capital letter', () => {
    const s = new PlaySession(findGame('kaling'), { seat: 0, vs: 'random', seed: '5', lang: 'en' });
    playFirst(s, 40);
    const lines = plain(s.recentLog(2000))
      .split('\n')
      .filter((l) => /^ {2}\S/.test(l));
    expect(lines.length).toBeGreaterThan(10);
    for (const l of lines) expect(l.trimStart()).toMatch(/^[^a-z]/);
  });
});

describe('numbers per piece', () => {
  it("sgs-chess: a role's move starts at 1 even when another role's move offered some of the same squares", () => {
    const s = new PlaySession(findGame('sgs-chess'), { seat: 0, vs: 'random', seed: 'm', lang: 'en' });
    const move = (who: string, ids: string[]): Decision => ({
      ...pick(ids, 1, 1, 'move'),
      prompt: { key: 'x', args: { who } },
    });
    expect(plain(s.menu(move('Sun Quan', ['G3', 'G1', 'F2', 'stop'])))).toMatch(/ 1\. G3\n/);
    expect(plain(s.menu(move('Guan Yu', ['G1', 'F2', 'E1', 'stop'])))).toMatch(/ 1\. G1\n {3}2\. F2\n/);
  });
  it('sgs-chess: before the draft a role says it has no general yet instead of HP 0/0', () => {
    const s = new PlaySession(findGame('sgs-chess'), { seat: 0, vs: 'random', seed: '3', lang: 'en' });
    s.advance();
    expect(plain(s.board())).toMatch(/\(no general yet\)/);
    expect(plain(s.board())).not.toMatch(/HP 0\/0/);
  });
});

describe('the winner', () => {
  it("every game: the game-over line says who won, why (the game's reason) and cites the rule, in en and zh", () => {
    for (const id of ['fftcg', 'kaling', 'sgs-chess', 'riftbound', 'vividz']) {
      const game = findGame(id);
      const log: LogEntry[] = [];
      const { result } = playGame(game, { seed: 'why-1', log }).state;
      expect(result, id).toBeDefined();
      const last = log.at(-1)!;
      expect(last, id).toMatchObject({ rule: result!.rule, msg: { key: 'k.game-over-why' } });
      for (const lang of ['en', 'zh'] as const) {
        const s = new PlaySession(game, { seat: 0, vs: 'random', seed: '1', lang });
        const line = s.text(last.msg);
        const why = s.text(result!.reason);
        expect(why.length, `${id} ${lang}`).toBeGreaterThan(3);
        expect(line, `${id} ${lang}`).toContain(why);
        expect(line, `${id} ${lang}`).toMatch(
          lang === 'en' ? /^Game over: .+\. Why: / : /^游戏结束：.+。原因：/,
        );
      }
    }
  });

  it('the game-over line names the winner as the viewer reads it (the kernel writes the seat as text)', () => {
    const s = new PlaySession(findGame('kaling'), { seat: 0, vs: 'random', seed: '5', lang: 'en' });
    const over = { key: 'k.game-over', args: { result: { key: 'k.winner', args: { player: '0' } } } };
    expect(s.text(over)).toBe('Game over: you win');
    expect(s.text({ ...over, args: { result: { key: 'k.winner', args: { player: '1' } } } })).toBe(
      'Game over: the opponent wins',
    );
    const zh = new PlaySession(findGame('kaling'), { seat: 1, vs: 'random', seed: '5', lang: 'zh' });
    expect(zh.text(over)).toBe('游戏结束：对手获胜');
  });
});

describe('counters by their printed name', () => {
  it('FF-TCG: a Crystal counter reads 水晶 in zh and Crystal in en (not the rules key)', async () => {
    const { counterName } = await import('../../games/fftcg/src/text/present.ts');
    expect(counterName('crystal', 'zh')).toBe('水晶');
    expect(counterName('crystal', 'en')).toBe('Crystal');
    expect(counterName('unknown', 'zh')).toBe('unknown');
  });
});

describe('Vividz reads as the player (walkthrough, Vividz section)', () => {
  const say = (lang: 'en' | 'zh', key: string, args: Record<string, string | number>) =>
    new PlaySession(findGame('vividz'), { seat: 0, vs: 'random', seed: '4', lang }).text({ key, args });

  it('messages about the reader say "your" and "choose", not "their" or "you chooses"', () => {
    expect(say('en', 'vz.shuffle', { player: 0 })).toBe('You shuffle your deck');
    expect(say('en', 'vz.shuffle', { player: 1 })).toBe('the opponent shuffles their deck');
    expect(say('en', 'vz.kept', { player: 0 })).toBe('You put a card into your Keep');
    expect(say('en', 'vz.main-ask', { player: 0 })).toBe('Main phase: choose an action');
    expect(say('en', 'vz.main-ask', { player: 1 })).toBe('Main phase: the opponent chooses an action');
    expect(say('en', 'vz.defence-ask', { player: 0 })).not.toMatch(/you chooses/);
    expect(say('en', 'vz.scout-alone', { player: 0 })).toMatch(/you scout$/);
    expect(say('zh', 'vz.main-ask', { player: 0 })).toBe('主要阶段：选择一个动作');
    // The game-over line puts the reason after "You win!": it starts a sentence.
    expect(say('en', 'vz.loses', { player: 1 })).toBe('The opponent loses');
    expect(say('en', 'vz.loses', { player: 0 })).toBe('You lose');
    expect(say('en', 'vz.conceded', { player: 0 })).toBe('You concede');
    // The client logs "你认输" and the help says 认输: the game-over reason uses the same word.
    expect(say('zh', 'vz.conceded', { player: 0 })).toBe('你认输');
  });

  it('the first reveal (VZ 601.1d) names no "hidden card": the card is face up in the energy zone', () => {
    const s = new PlaySession(findGame('vividz'), { seat: 0, vs: 'random', seed: '4', lang: 'en' });
    playFirst(s, 3);
    const log = plain(s.recentLog(400));
    expect(log).toMatch(/You reveal the top card of your deck \(cost \d+\) and put it into energy/);
    expect(log).not.toMatch(/hidden card/);
    expect(log).not.toMatch(/[Pp]layer [01]|you chooses|their Keep|You shuffle their/);
  });
});

describe('卡灵 card names in Chinese', () => {
  it('every card has a Chinese name in zh (Dream Maker is 造梦师)', () => {
    const kaling = findGame('kaling');
    expect(kaling.cardName('dream-maker', 'zh')).toBe('造梦师');
    const ids = kaling.present?.cardIds() ?? [];
    expect(ids.length).toBeGreaterThan(10);
    const latin = ids.filter((id) => /^[A-Za-z .'-]+$/.test(kaling.cardName(id, 'zh') ?? ''));
    expect(latin).toEqual([]);
  });
});

describe('三国杀战棋 Chinese punctuation', () => {
  // Half-width ,.;:() next to Chinese (or its brackets); English sentences naming a Chinese term are skipped.
  const HALF =
    /[\u4e00-\u9fff】〗}][,.;:(?!]|[,;:(][\u4e00-\u9fff【〖{]|\)[\u4e00-\u9fff【〖]|[\u4e00-\u9fff]\)/;
  const chinese = (s: string) => /[\u4e00-\u9fff]/.test(s) && !/[A-Za-z]{2,}[ ,]+[A-Za-z]{2,}/.test(s);

  it('zh messages and card texts use full-width punctuation inside Chinese text', () => {
    const sgs = findGame('sgs-chess');
    const texts = Object.entries(sgs.catalog).map(([k, e]) => [k, e.zh] as const);
    for (const id of sgs.present?.cardIds() ?? []) {
      const c = sgs.present?.card(id, 'zh');
      if (c) texts.push([id, `${c.name}${c.text}`]);
    }
    expect(texts.length).toBeGreaterThan(100);
    const bad = texts.filter(([, zh]) => chinese(zh) && HALF.test(zh)).map(([k, zh]) => `${k}: ${zh}`);
    expect(bad).toEqual([]);
    expect(HALF.test('孙权(角色3)移动:已声明路线')).toBe(true);
    expect(HALF.test('孙权（角色3）移动：已声明路线')).toBe(false);
  });
});
