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
  startServer,
  unreadableNames,
} from './harness.ts';

const GAMES = ['fftcg', 'kaling', 'sgs-chess', 'vividz', 'riftbound'];
/**
 * Each table's seed, typed into the lobby: with the fixed clicking rule the same game is played in
 * every run (258, 922, 269, 73 and 95 decisions), so the test's time does not vary with the deal.
 */
const SEEDS: Record<string, string> = {
  fftcg: 'e2e-fftcg',
  kaling: 'e2e-kaling',
  'sgs-chess': 'e2e-sgs-chess-b',
  vividz: 'e2e-vividz',
  riftbound: 'e2e-riftbound',
};

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
    it(`${game}: a whole game against the AI, from the lobby to the result`, async () => {
      const phone = game === 'kaling';
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
      await page.fill('[data-testid=seed]', SEEDS[game]);
      await page.click('[data-testid=create]');
      await page.waitForSelector('[data-testid=board]');
      const table = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]);
      const rand = seeded(1000 + gi);
      let steps = 0;
      let board = 0;
      for (; steps < 3000; steps++) {
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
        if (snap.domain === 'pick' && !snap.multi && snap.board.length) board++;
        await act(page, rand, snap);
        expect(await progressed(page, snap.seq)).toBeNull();
      }
      await page.waitForSelector('[data-testid=result]');
      await keepScreenshot(page, `${game}-result${phone ? '-phone' : ''}.png`);
      const verdict = await page.textContent('[data-testid=verdict]');
      const info = srv.server.table(table)!.info();
      expect(info.status).toBe('finished');
      expect(info.seed).toBe(SEEDS[game]);
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
      // Room for a longer game: a page read taken while the table redraws can pick another answer,
      // so on a loaded machine the deal may play out differently (a Riftbound game between two
      // random players can run to a thousand decisions or more; seen once past 300 s).
    });
  }

  for (const game of ['riftbound', 'vividz']) {
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
      // Far enough into the game for cards on the table, in the pool and in the hand.
      for (let steps = 0; steps < 40; steps++) {
        const snap = await snapshot(page);
        if (snap.result) break;
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
