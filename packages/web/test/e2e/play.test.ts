/**
 * Issue 15, shown in a real browser (Debian's chromium): for each playable game a person — this
 * test, clicking — goes from the lobby to the result screen against the AI, answering every
 * decision on the board or in the decision panel. Screenshots of each table are kept in
 * packages/web/test-artifacts/ (one in English, one in Chinese after switching the language
 * mid-game, one phone-sized, and the result).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  act,
  buildClient,
  chromiumAvailable,
  clickOn,
  keepScreenshot,
  launchBrowser,
  progressed,
  type RunningServer,
  seeded,
  snapshot,
  stallReport,
  startServer,
  tableOf,
  unreadableNames,
  watchTable,
} from './harness.ts';

const GAMES = ['fftcg', 'kaling', 'sgs-chess', 'vividz', 'riftbound'];
/**
 * Each table's seed, typed into the lobby: with the fixed clicking rule the same game is played in
 * every run (258, 922, 269, 71 and 95 decisions), so the test's time does not vary with the deal.
 */
const SEEDS: Record<string, string> = {
  fftcg: 'e2e-fftcg',
  kaling: 'e2e-kaling',
  'sgs-chess': 'e2e-sgs-chess-b',
  vividz: 'e2e-vividz',
  riftbound: 'e2e-riftbound',
};
/** The length of each seeded game (clicked decisions): a game that runs past twice it is stopped. */
const LENGTH: Record<string, number> = {
  fftcg: 258,
  kaling: 922,
  'sgs-chess': 269,
  vividz: 71,
  riftbound: 95,
};
/**
 * For looking into a rare failure: `ARBITER_E2E_GAMES=riftbound ARBITER_E2E_REPEAT=10` plays only
 * that game, ten times in a row; with `ARBITER_E2E_OTHER_SEEDS=1` the repeats deal other seeds
 * (`e2e-riftbound~1` …), which may run to any length.
 */
const OTHER_SEEDS = process.env.ARBITER_E2E_OTHER_SEEDS === '1';
const ONLY = process.env.ARBITER_E2E_GAMES?.split(',');
const REPEAT = Number(process.env.ARBITER_E2E_REPEAT ?? 1);

describe.skipIf(!chromiumAvailable())('playing in the browser', () => {
  let srv: RunningServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    srv = await startServer(await buildClient());
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await srv?.stop();
  });

  for (const [gi, game] of GAMES.entries()) {
    if (ONLY && !ONLY.includes(game)) continue;
    for (let round = 0; round < REPEAT; round++)
      it(`${game}: a whole game against the AI, from the lobby to the result${round ? ` (again, ${round})` : ''}`, async () => {
        const phone = game === 'kaling';
        const seed = OTHER_SEEDS && round ? `${SEEDS[game]}~${round}` : SEEDS[game];
        const longest = seed === SEEDS[game] ? 2 * LENGTH[game] : 3000;
        const ctx = await browser.browser.newContext({
          viewport: phone ? { width: 390, height: 844 } : { width: 1400, height: 900 },
          locale: 'en-US',
          reducedMotion: 'reduce',
        });
        const page = await ctx.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(`${srv.url}/`);
        await page.click(`[data-game="${game}"]`);
        if (game === 'fftcg') {
          // A pasted deck is checked in the page: every violation listed, and no table for it.
          await page.selectOption('[data-testid=deck-0]', 'paste');
          await page.fill('[data-testid=deck-text-0]', 'name: mine\ncards:\n  NOPE: 1\n  F01: 4\n');
          expect(await page.locator('[data-testid=deck-violations] li').count()).toBe(3);
          expect(await page.isDisabled('[data-testid=create]')).toBe(true);
          const ready = (await import('@arbiter/fftcg')).default.decks.ready[0];
          await page.fill('[data-testid=deck-text-0]', JSON.stringify({ name: 'mine', cards: ready.cards }));
          await page.waitForSelector('[data-testid=deck-ok]');
        }
        // A fixed deal: with the fixed clicking rule below, the same game in every run (its length,
        // and so the test's time, does not vary with a random seed).
        await page.fill('[data-testid=seed]', seed);
        await page.click('[data-testid=create]');
        await page.waitForSelector('[data-testid=board]');
        const table = tableOf(page);
        watchTable(page, srv, table, game);
        const rand = seeded(1000 + gi);
        let steps = 0;
        let board = 0;
        for (; ; steps++) {
          if (steps > longest)
            throw new Error(
              `${game}: no result after ${steps} decisions (at most ${longest} expected) — ${await stallReport(page)}`,
            );
          const snap = await snapshot(page);
          if (snap.result) break;
          if (process.env.ARBITER_E2E_TRACE && steps % 100 === 0) console.log(`${game}: step ${steps}`);
          if (steps === 30) await keepScreenshot(page, `${game}-table${phone ? '-phone' : ''}.png`);
          if (steps === 31) {
            await page.click('[data-testid=lang-switch]');
            await keepScreenshot(page, `${game}-table-zh${phone ? '-phone' : ''}.png`);
          }
          if (steps === 5) {
            // The trace: a rule id opens the rule's text.
            await clickOn(page, '[data-testid=trace] .rule-chip');
            const title = await page.textContent('[data-testid=rule-title]');
            expect(title?.trim().length).toBeGreaterThan(0);
            await page.keyboard.press('Escape');
            await page.waitForSelector('[data-testid=rule-dialog]', { state: 'detached' });
          }
          // Illegal choices are not offered: what the board marks as pointable is an option of
          // the open decision.
          for (const b of snap.pointable) expect(snap.options).toContain(b);
          if (snap.domain === 'pick' && !snap.multi && snap.board.length) board++;
          await act(page, rand, snap);
          expect(await progressed(page, snap.seq)).toBeNull();
        }
        await page.waitForSelector('[data-testid=result]');
        await keepScreenshot(page, `${game}-result${phone ? '-phone' : ''}.png`);
        const verdict = await page.textContent('[data-testid=verdict]');
        const info = srv.server.table(table)!.info();
        expect(info.status).toBe('finished');
        expect(info.seed).toBe(seed);
        const r = info.result!;
        const expected =
          r.draw || r.winners.length === 0
            ? ['Draw', '平局']
            : r.winners.includes(0)
              ? ['You win!', '你赢了！']
              : ['You lose', '你输了'];
        expect(expected).toContain(verdict);
        expect(errors).toEqual([]);
        expect(steps).toBeGreaterThan(10);
        // Some answers were given by pointing at the table itself.
        expect(board).toBeGreaterThan(0);
        console.log(
          `${game}: ${steps} decisions clicked (${board} with board options), result ${JSON.stringify(r)}`,
        );
        await ctx.close();
        // A stalled page fails within STALL_MS (harness.ts) with a report of the decision the server
        // waits for, and a game past twice its length stops (the longest, 卡灵时代's 922 decisions,
        // took 140 s on a loaded machine, inside the suite's per-test limit).
      });
  }

  /** A table of `game` with `seed` in a fresh page (scripts run before the page's own, if given). */
  async function openTable(game: string, seed: string, script?: () => void) {
    const ctx = await browser.browser.newContext({
      viewport: { width: 1400, height: 900 },
      locale: 'en-US',
      reducedMotion: 'reduce',
    });
    if (script) await ctx.addInitScript(script);
    const page = await ctx.newPage();
    await page.goto(`${srv.url}/`);
    await page.click(`[data-game="${game}"]`);
    await page.fill('[data-testid=seed]', seed);
    await page.click('[data-testid=create]');
    await page.waitForSelector('[data-testid=board]');
    watchTable(page, srv, tableOf(page), game);
    return { ctx, page };
  }

  /**
   * The keyboard game: FF-TCG (where keys were lost on priority questions) with a seed whose game,
   * with the fixed pressing rule below, is 136 decisions long and asks picks, orders and a
   * distribution (about 20 s on a loaded machine). For looking into it:
   * `ARBITER_E2E_KEYS_SEEDS=e2e-keys~1,e2e-keys~2` plays one keyboard game per seed (each to its
   * result, of any length), `ARBITER_E2E_KEYS_GAME=vividz` another game.
   */
  const KEYS_GAME = process.env.ARBITER_E2E_KEYS_GAME ?? 'fftcg';
  const KEYS_DEFAULT = { seed: 'e2e-keys~4', decisions: 136 };
  const KEYS_SEEDS = process.env.ARBITER_E2E_KEYS_SEEDS?.split(',') ?? [KEYS_DEFAULT.seed];
  for (const keysSeed of KEYS_SEEDS)
    it(`by keyboard only: a whole game with a clock, from the lobby to the result, with digits, Tab, Space and Enter (${KEYS_GAME}, ${keysSeed})`, async () => {
      // Once skipped: a key that answered a priority question was lost now and then and the game
      // stalled (CI, state 26). The panel's key listener was added a frame after the panel was drawn
      // (a plain Preact effect), and a key pressed before that frame reached nothing; and a new
      // question with the same options as the last one kept the focus on the option pressed last, or
      // not, depending on whether the state between them was drawn. widgets.test.tsx holds the race.
      const ctx = await browser.browser.newContext({
        viewport: { width: 1400, height: 900 },
        locale: 'en-US',
        reducedMotion: 'reduce',
      });
      const page = await ctx.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${srv.url}/`);
      const focused = () =>
        page.evaluate(() => {
          const a = document.activeElement as HTMLElement | null;
          return a?.dataset.option ?? a?.dataset.testid ?? a?.dataset.game ?? a?.tagName ?? '';
        });
      /** Tab forward until the focus is on the element `selector` finds, as a person does. */
      const tabToElement = async (selector: string, most: number) => {
        for (let n = 0; n <= most; n++) {
          if (await page.evaluate((sel) => !!document.activeElement?.matches(sel), selector)) return n;
          await page.keyboard.press('Tab');
        }
        throw new Error(`${most} Tabs did not reach ${selector} (focus on ${await focused()})`);
      };
      // The lobby by keys only: Tab to a control, Enter presses it, End picks a list's last entry,
      // typing fills a field.
      await tabToElement(`[data-game="${KEYS_GAME}"]`, 40);
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-testid=setup]');
      const clockList = '[data-testid=setup] select:has(option[value="300"])';
      await tabToElement(clockList, 40);
      await page.keyboard.press('End');
      expect(await page.$eval(clockList, (s) => (s as HTMLSelectElement).value)).toBe('300');
      await tabToElement('[data-testid=seed]', 10);
      await page.keyboard.type(keysSeed);
      await tabToElement('[data-testid=create]', 10);
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-testid=board]');
      const table = tableOf(page);
      watchTable(page, srv, table, KEYS_GAME);
      const rand = seeded(77);
      let tabbed = 0;
      /**
       * Tab until the focus is on the option or control `want`. A new question has the focus (each
       * step checks it), so only the panel's own stops (its rule, options, buttons) come before it,
       * never a trip round the page.
       */
      const tabTo = async (want: string, stops: number) => {
        tabbed++;
        for (let n = 0; n < stops + 5; n++) {
          if ((await focused()) === want) return;
          await page.keyboard.press('Tab');
        }
        const where = await page.evaluate(() => {
          const d = document.querySelector('[data-testid=decision]');
          const c = d?.querySelector<HTMLButtonElement>('[data-testid=confirm]');
          return `focus on ${document.activeElement?.outerHTML.slice(0, 120)}; panel: ${
            d?.querySelector('[data-testid=pick-count]')?.textContent ?? ''
          }, confirm ${c ? (c.disabled ? 'disabled' : 'enabled') : 'absent'}`;
        });
        throw new Error(`${stops + 5} Tabs did not reach ${want} — ${where}`);
      };
      let clockChecked = false;
      const kinds = new Set<string>();
      const pressed = { digit: 0, tab: 0, enter: 0 };
      const known = KEYS_GAME === 'fftcg' && keysSeed === KEYS_DEFAULT.seed;
      const longest = known ? 2 * KEYS_DEFAULT.decisions : 3000;
      let steps = 0;
      for (; ; steps++) {
        if (steps > longest)
          throw new Error(`no result after ${steps} decisions — ${await stallReport(page)}`);
        const snap = await snapshot(page);
        if (snap.result) break;
        // Every new question takes the focus (the last answer's button is gone or disabled).
        expect(snap.focus).toBe('decision');
        if (!clockChecked) {
          // The table has a clock: the time left for this decision, counting down.
          const first = await page.textContent('[data-testid=clock]');
          expect(first).toMatch(/\d+ s left/);
          await page.waitForTimeout(2100);
          const later = await page.textContent('[data-testid=clock]');
          expect(Number(later!.match(/\d+/)![0])).toBeLessThan(Number(first!.match(/\d+/)![0]));
          clockChecked = true;
        }
        kinds.add(`${snap.domain}${snap.multi ? '-multi' : ''}`);
        if (snap.domain === 'pick' && !snap.multi && snap.options.length === 0) {
          await tabTo('choose-none', snap.panel.length + 1);
          await page.keyboard.press('Enter');
          pressed.tab++;
        } else if (snap.domain === 'pick' && !snap.multi) {
          const k = rand(snap.options.length);
          const index = snap.panel.indexOf(snap.options[k]);
          // The key comes at once, with no wait after the question is drawn: what lost keys before.
          // A digit for the first nine (every third time by Tab instead, as for the rest).
          if (index < 9 && steps % 3 !== 0) {
            await page.keyboard.press(String(index + 1));
            pressed.digit++;
          } else {
            await tabTo(snap.options[k], snap.panel.length);
            await page.keyboard.press('Enter');
            pressed.tab++;
          }
        } else if (snap.domain === 'pick') {
          for (const id of snap.options.slice(0, snap.min)) {
            await tabTo(id, snap.panel.length);
            await page.keyboard.press('Space');
          }
          await tabTo('confirm', snap.panel.length + 1);
          await page.keyboard.press('Enter');
          pressed.tab++;
        } else {
          // Order, number, distribution: the widget starts from a legal answer; Enter confirms it.
          await page.keyboard.press('Enter');
          pressed.enter++;
        }
        expect(await progressed(page, snap.seq)).toBeNull();
      }
      expect(clockChecked).toBe(true);
      expect(steps).toBeGreaterThan(10);
      expect(srv.server.table(table)!.info().status).toBe('finished');
      await page.waitForSelector('[data-testid=verdict]');
      expect(errors).toEqual([]);
      console.log(
        `by keyboard: ${KEYS_GAME} ${keysSeed}, ${steps} decisions (${pressed.digit} by digit, ${pressed.tab} by Tab, ${pressed.enter} by Enter alone; ${tabbed} Tab trips) — ${[...kinds].join(', ')}`,
      );
      await ctx.close();
    });

  it('a page that draws no animation frames still shows every state and plays on', async () => {
    // Headless chromium on a loaded machine (and any browser for a background tab) can stop
    // drawing frames; the table drew each state only at the next frame, so such a page never
    // showed the decision and the test waited for its 900 s limit. Here no frame ever comes.
    const { ctx, page } = await openTable('riftbound', SEEDS.riftbound, () => {
      window.requestAnimationFrame = () => 0;
    });
    const rand = seeded(1004);
    const seen = new Set<string>();
    for (let steps = 0; steps < 15; steps++) {
      const snap = await snapshot(page);
      seen.add(snap.seq);
      await act(page, rand, snap);
      expect(await progressed(page, snap.seq)).toBeNull();
    }
    expect(seen.size).toBe(15);
    await ctx.close();
  });

  it('a stalled game fails within the stall limit, naming the decision the server waits for', async () => {
    // The page's answers stop reaching the server (as if the socket swallowed them): the page
    // stays busy with its answered decision and the server keeps asking seat 0.
    const { ctx, page } = await openTable('riftbound', SEEDS.riftbound, () => {
      const send = WebSocket.prototype.send;
      WebSocket.prototype.send = function (this: WebSocket, data) {
        const w = window as unknown as { dropAnswers?: boolean };
        if (w.dropAnswers && typeof data === 'string' && data.includes('"type":"answer"')) return;
        send.call(this, data);
      };
    });
    const rand = seeded(1004);
    for (let steps = 0; steps < 3; steps++) {
      const snap = await snapshot(page);
      await act(page, rand, snap);
      expect(await progressed(page, snap.seq)).toBeNull();
    }
    await page.evaluate(() => {
      (window as unknown as { dropAnswers?: boolean }).dropAnswers = true;
    });
    const snap = await snapshot(page);
    await act(page, rand, snap);
    const started = Date.now();
    const stalled = await progressed(page, snap.seq, 3000).then(
      () => 'no error',
      (e: Error) => e.message,
    );
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(stalled).toMatch(/^stalled: waiting for the answer .* for 3 s/);
    expect(stalled).toMatch(/riftbound table .*: server seq \d+, status playing/);
    expect(stalled).toMatch(/pending request #\d+: seat 0 \(human\) must decide \S+ \[pick, \d+ options: /);
    expect(stalled).toMatch(/decision pick \(busy: answered, waiting\)/);
    await ctx.close();
  });

  for (const game of GAMES) {
    if (ONLY && !ONLY.includes(game)) continue;
    it(`${game} on a phone: every card name on the table is readable, in English and in Chinese`, async () => {
      const ctx = await browser.browser.newContext({
        viewport: { width: 390, height: 844 },
        locale: 'en-US',
        reducedMotion: 'reduce',
      });
      const page = await ctx.newPage();
      await page.goto(`${srv.url}/`);
      await page.click(`[data-game="${game}"]`);
      await page.fill('[data-testid=seed]', `e2e-${game}-phone`);
      await page.click('[data-testid=create]');
      await page.waitForSelector('[data-testid=board]');
      const rand = seeded(5);
      // Far enough into the game for cards on the table, in the pool and in the hand: until more
      // than five card names are shown after the opening, or the game ends (where a board may be
      // nearly empty: 三国杀战棋's last position showed one card).
      for (let steps = 0; steps < 3000; steps++) {
        const snap = await snapshot(page);
        if (snap.result) break;
        if (steps >= 60 && (await page.locator('.card .card-name').count()) > 5) break;
        await act(page, rand, snap);
        expect(await progressed(page, snap.seq)).toBeNull();
      }
      await snapshot(page);
      expect(await page.locator('.card .card-name').count()).toBeGreaterThan(5);
      expect(await unreadableNames(page)).toEqual([]);
      await keepScreenshot(page, `${game}-table-phone.png`);
      await page.click('[data-testid=lang-switch]');
      expect(await unreadableNames(page)).toEqual([]);
      await keepScreenshot(page, `${game}-table-zh-phone.png`);
      await ctx.close();
    });
  }

  it('the answer-twice race in the page: two clicks on one option in one task send one answer', async () => {
    // Both clicks run before the page is drawn again (the bug of 9300fcc was a page that offered
    // an answered decision again); the server refuses a second answer as stale (server race.test).
    const ctx = await browser.browser.newContext({
      viewport: { width: 1400, height: 900 },
      locale: 'en-US',
      reducedMotion: 'reduce',
    });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const answersSent: number[] = [];
    const errorCodes: string[] = [];
    page.on('websocket', (ws) => {
      const read = (payload: string | Buffer, into: (m: Record<string, unknown>) => void) => {
        try {
          into(JSON.parse(String(payload)));
        } catch {
          // not a protocol message
        }
      };
      ws.on('framesent', (f) =>
        read(f.payload, (m) => m.type === 'answer' && answersSent.push(Number(m.pending))),
      );
      ws.on('framereceived', (f) =>
        read(f.payload, (m) => m.type === 'error' && errorCodes.push(String(m.code))),
      );
    });
    await page.goto(`${srv.url}/`);
    await page.click('[data-game="vividz"]');
    await page.fill('[data-testid=seed]', 'e2e-vividz-double');
    await page.click('[data-testid=create]');
    await page.waitForSelector('[data-testid=board]');
    const table = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]);
    const rand = seeded(77);
    let doubled = 0;
    for (let steps = 0; steps < 300 && doubled < 10; steps++) {
      const snap = await snapshot(page);
      if (snap.result) break;
      if (snap.domain === 'pick' && !snap.multi && snap.options.length > 0) {
        const id = snap.options[rand(snap.options.length)];
        await page.evaluate((sel) => {
          const button = document.querySelector<HTMLButtonElement>(sel)!;
          button.click();
          button.click();
        }, `[data-testid=decision] [data-option="${id}"]`);
        doubled++;
      } else await act(page, rand, snap);
      expect(await progressed(page, snap.seq)).toBeNull();
    }
    expect(doubled).toBe(10);
    // One answer per decision, none refused, no refusal shown, and each one stored once.
    expect(new Set(answersSent).size).toBe(answersSent.length);
    expect(errorCodes).toEqual([]);
    expect(await page.locator('[data-testid=refused]').count()).toBe(0);
    const stored = (await srv.server.repo.load(table))!.decisions.filter(
      (d) => d.player === 0 && d.source === 'seat',
    );
    expect(stored.length).toBe(answersSent.length);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
