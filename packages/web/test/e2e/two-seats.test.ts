/**
 * Issue 15, in chromium: two browser contexts on one server play FF-TCG against each other. After
 * every decision, neither page contains the identity of a card in the other seat's hand or deck
 * (checked against the server's true state: card ids in the page's markup and card names in its
 * text, for every such card the seat has never been shown); a reload in the middle of the game
 * resumes the same position. Then the replay viewer steps through a finished game, its final
 * position is the record's, and branching from a middle decision starts a playable game.
 */
import fftcg from '@arbiter/fftcg';
import { type GameModule, type ObjRef, type State, viewFor } from '@arbiter/kernel';
import vividz from '@arbiter/vividz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  act,
  buildClient,
  chromiumAvailable,
  clickOn,
  keepScreenshot,
  launchBrowser,
  type Page,
  progressed,
  type RunningServer,
  seeded,
  snapshot,
  startServer,
} from './harness.ts';

let srv: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  if (!chromiumAvailable()) return;
  srv = await startServer(await buildClient());
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await srv?.stop();
});

/** Card ids of the visible object references in what a seat was sent (log lines, decisions). */
function walkRefs(v: unknown, into: Set<string>): void {
  if (Array.isArray(v)) for (const x of v) walkRefs(x, into);
  else if (v && typeof v === 'object') {
    const ref = v as ObjRef;
    if (typeof ref.obj === 'number' && ref.card && !ref.hidden) into.add(ref.card);
    for (const x of Object.values(v)) walkRefs(x, into);
  }
}

/** Every card a seat has been able to see so far (its views and log), by card id. */
function seen(state: State, module: GameModule, seat: number, into: Set<string>): void {
  const view = viewFor(state, module, seat);
  for (const z of Object.values(view.zones)) for (const o of z.objects) if (o.card) into.add(o.card);
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const ref = v as ObjRef;
      if (typeof ref.obj === 'number' && ref.card && !ref.hidden) into.add(ref.card);
      Object.values(v).forEach(walk);
    }
  };
  walk(view.decisions);
  walk(view.g);
  // A stack item's card, when the viewer may see its source (the kernel leaves it out otherwise).
  for (const it of (view as { stack?: { data?: { card?: unknown } }[] }).stack ?? [])
    if (typeof it.data?.card === 'string') into.add(it.data.card);
}

async function pageText(page: Page): Promise<{ html: string; text: string }> {
  return page.evaluate(() => ({ html: document.body.innerHTML, text: document.body.textContent }));
}

describe.skipIf(!chromiumAvailable())('two people in two browsers', () => {
  it('neither page ever shows a card of the other seat’s hand or deck; a reload resumes the position', async () => {
    const res = await fetch(`${srv.url}/api/tables`, {
      method: 'POST',
      body: JSON.stringify({
        game: 'fftcg',
        seed: 'two-seats-1',
        seats: [{ kind: 'human' }, { kind: 'human' }],
      }),
    });
    const created = await res.json();
    const table = created.table.id as string;
    const pages: Page[] = [];
    for (const seat of [0, 1]) {
      const ctx = await browser.browser.newContext({
        viewport: { width: 1300, height: 900 },
        reducedMotion: 'reduce',
      });
      const page = await ctx.newPage();
      await page.goto(created.seats[seat].link);
      pages.push(page);
    }
    await Promise.all(pages.map((p) => p.waitForSelector('[data-testid=board]')));
    const known = [new Set<string>(), new Set<string>()];
    const rand = seeded(77);
    const names = (card: string) =>
      [fftcg.cardName(card, 'en'), fftcg.cardName(card, 'zh')].filter((x): x is string => !!x);
    let checks = 0;
    let namesChecked = 0;
    let reloaded = false;
    const check = async () => {
      const state = srv.states.get(table)!;
      for (const seat of [0, 1]) {
        seen(state, fftcg, seat, known[seat]);
        const other = 1 - seat;
        const hidden = new Set(
          [`p${other}:hand`, `p${other}:deck`].flatMap((z) =>
            state.zones[z].objects.map((id) => state.objects[id].card),
          ),
        );
        const secret = [...hidden].filter((c) => !known[seat].has(c));
        const knownNames = [...known[seat]].flatMap(names);
        const { html, text } = await pageText(pages[seat]);
        for (const card of secret) {
          expect(html, `seat ${seat}'s page names ${card}`).not.toContain(`data-card="${card}"`);
          for (const name of names(card)) {
            // A name that is part of a name the seat knows cannot tell the cards apart.
            if (knownNames.some((k) => k.includes(name))) continue;
            namesChecked++;
            expect(
              text,
              `seat ${seat}'s page shows "${name}" (${card}, in seat ${other}'s hand or deck)`,
            ).not.toContain(name);
          }
        }
        checks++;
      }
    };
    await check();
    let steps = 0;
    for (; steps < 160; steps++) {
      const seat = (await pages[0].$('[data-testid=decision]'))
        ? 0
        : (await pages[1].$('[data-testid=decision]'))
          ? 1
          : -1;
      if (await pages[0].$('[data-testid=result]')) break;
      if (seat < 0) {
        await pages[0]
          .waitForSelector('[data-testid=decision], [data-testid=result]', { timeout: 1000 })
          .catch(() => {});
        await pages[1]
          .waitForSelector('[data-testid=decision], [data-testid=result]', { timeout: 1000 })
          .catch(() => {});
        continue;
      }
      const page = pages[seat];
      const snap = await snapshot(page);
      if (snap.result) break;
      await act(page, rand, snap);
      expect(await progressed(page, snap.seq)).toBeNull();
      // Both pages show the new state before they are checked.
      const seq = await page.getAttribute('[data-testid=table-page]', 'data-seq');
      await pages[1 - seat].waitForFunction(
        (s) => document.querySelector('[data-testid=table-page]')?.getAttribute('data-seq') === s,
        seq,
      );
      await check();
      if (steps === 40) {
        // A reload mid-game: the same position (board, whose decision, prompt) comes back.
        const before = await pages[1].evaluate(() => ({
          seq: document.querySelector('[data-testid=table-page]')!.getAttribute('data-seq'),
          board: (document.querySelector('[data-testid=board]') as HTMLElement).textContent,
          status: (document.querySelector('[data-testid=turn-status]') as HTMLElement).textContent,
          prompt: document.querySelector('[data-testid=prompt]')?.textContent ?? null,
        }));
        await keepScreenshot(pages[1], 'fftcg-two-seats-before-reload.png');
        await pages[1].reload();
        await pages[1].waitForFunction(
          (s) => document.querySelector('[data-testid=table-page]')?.getAttribute('data-seq') === s,
          before.seq,
        );
        const after = await pages[1].evaluate(() => ({
          seq: document.querySelector('[data-testid=table-page]')!.getAttribute('data-seq'),
          board: (document.querySelector('[data-testid=board]') as HTMLElement).textContent,
          status: (document.querySelector('[data-testid=turn-status]') as HTMLElement).textContent,
          prompt: document.querySelector('[data-testid=prompt]')?.textContent ?? null,
        }));
        expect(after).toEqual(before);
        reloaded = true;
        await check();
      }
    }
    expect(reloaded).toBe(true);
    expect(checks).toBeGreaterThan(80);
    await keepScreenshot(pages[0], 'fftcg-two-seats-seat0.png');
    await keepScreenshot(pages[1], 'fftcg-two-seats-seat1.png');
    // The check had something to check: cards the other seat held that this seat never saw.
    expect(namesChecked).toBeGreaterThan(100);
    for (const p of pages) await p.context().close();
  });
});

describe.skipIf(!chromiumAvailable())('two people in two browsers play Vividz', () => {
  it('neither page ever shows a card of the other seat’s hand, deck, Keep or completed missions', async () => {
    const res = await fetch(`${srv.url}/api/tables`, {
      method: 'POST',
      body: JSON.stringify({
        game: 'vividz',
        seed: 'two-seats-vz',
        seats: [{ kind: 'human' }, { kind: 'human' }],
      }),
    });
    const created = await res.json();
    const table = created.table.id as string;
    const pages: Page[] = [];
    for (const seat of [0, 1]) {
      const ctx = await browser.browser.newContext({
        viewport: { width: 1300, height: 900 },
        reducedMotion: 'reduce',
      });
      const page = await ctx.newPage();
      await page.goto(created.seats[seat].link);
      pages.push(page);
    }
    await Promise.all(pages.map((p) => p.waitForSelector('[data-testid=board]')));
    const known = [new Set<string>(), new Set<string>()];
    const names = (card: string) =>
      [vividz.cardName(card, 'en'), vividz.cardName(card, 'zh')].filter((x): x is string => !!x);
    let namesChecked = 0;
    const check = async () => {
      const state = srv.states.get(table)!;
      for (const seat of [0, 1]) {
        seen(state, vividz, seat, known[seat]);
        // Cards the seat was shown in the log (revealed, then hidden again: a Scout, the first
        // player's reveal) are known to it.
        walkRefs(srv.logs.get(`${table}|${seat}`) ?? [], known[seat]);
        const other = 1 - seat;
        // VZ 501.2b: the other seat's hand, deck and Keep; its completed missions lie face down (VZ 1113).
        const hiddenIds = [`p${other}:hand`, `p${other}:deck`, `p${other}:keep`]
          .flatMap((z) => state.zones[z].objects)
          .concat(state.zones[`p${other}:mission`].objects.filter((id) => state.objects[id].faceDown));
        const secret = [...new Set(hiddenIds.map((id) => state.objects[id].card))].filter(
          (c) => !known[seat].has(c),
        );
        const knownNames = [...known[seat]].flatMap(names);
        const { html, text } = await pageText(pages[seat]);
        for (const card of secret) {
          expect(html, `seat ${seat}'s page names ${card}`).not.toContain(`data-card="${card}"`);
          for (const name of names(card)) {
            if (knownNames.some((k) => k.includes(name))) continue;
            namesChecked++;
            expect(
              text,
              `seat ${seat}'s page shows "${name}" (${card}, hidden in seat ${other}'s zones)`,
            ).not.toContain(name);
          }
        }
      }
    };
    await check();
    const rand = seeded(91);
    let steps = 0;
    for (; steps < 120; steps++) {
      if (await pages[0].$('[data-testid=result]')) break;
      const seat = (await pages[0].$('[data-testid=decision]:not([data-busy="1"])'))
        ? 0
        : (await pages[1].$('[data-testid=decision]:not([data-busy="1"])'))
          ? 1
          : -1;
      if (seat < 0) {
        await Promise.all(
          pages.map((p) =>
            p
              .waitForSelector('[data-testid=decision], [data-testid=result]', { timeout: 1000 })
              .catch(() => {}),
          ),
        );
        continue;
      }
      const page = pages[seat];
      const snap = await snapshot(page);
      if (snap.result) break;
      await act(page, rand, snap);
      expect(await progressed(page, snap.seq)).toBeNull();
      const seq = await page.getAttribute('[data-testid=table-page]', 'data-seq');
      await pages[1 - seat].waitForFunction(
        (s) =>
          Number(document.querySelector('[data-testid=table-page]')?.getAttribute('data-seq')) >= Number(s),
        seq,
      );
      await check();
    }
    expect(steps).toBeGreaterThan(30);
    expect(namesChecked).toBeGreaterThan(100);
    await keepScreenshot(pages[0], 'vividz-two-seats-seat0.png');
    await keepScreenshot(pages[1], 'vividz-two-seats-seat1.png');
    for (const p of pages) await p.context().close();
  });
});

describe.skipIf(!chromiumAvailable())('the replay viewer', () => {
  it('steps through a finished game to the record’s final position, and branches into a playable game', async () => {
    const res = await fetch(`${srv.url}/api/tables`, {
      method: 'POST',
      body: JSON.stringify({
        game: 'kaling',
        seed: 'replay-1',
        seats: [
          { kind: 'ai', agent: 'random' },
          { kind: 'ai', agent: 'random' },
        ],
      }),
    });
    const table = (await res.json()).table.id as string;
    const start = Date.now();
    while (srv.server.table(table)?.status !== 'finished') {
      if (Date.now() - start > 60_000) throw new Error('the AI game did not finish');
      await new Promise((r) => setTimeout(r, 100));
    }
    const info = srv.server.table(table)!.info();
    const ctx = await browser.browser.newContext({
      viewport: { width: 1300, height: 900 },
      reducedMotion: 'reduce',
    });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${srv.url}/replay/${table}`);
    await page.waitForSelector('[data-testid=replay-viewer]');
    const total = Number(await page.getAttribute('[data-testid=replay-viewer]', 'data-total'));
    expect(total).toBe(info.seq);
    // Opened at the end: the final position, checked against the record's hash — and the server's.
    const final = await page.textContent('[data-testid=final-check]');
    expect(final).toContain('✓');
    expect(final).toContain(info.finalHash);
    const endBoard = await page.textContent('[data-testid=board]');
    await keepScreenshot(page, 'kaling-replay-end.png');
    // Back to the start, forward again, and to the end: the same final board.
    await clickOn(page, '[data-testid=step-first]');
    expect(await page.getAttribute('[data-testid=replay-viewer]', 'data-step')).toBe('0');
    await clickOn(page, '[data-testid=step-forward]');
    await clickOn(page, '[data-testid=step-forward]');
    expect(await page.getAttribute('[data-testid=replay-viewer]', 'data-step')).toBe('2');
    await clickOn(page, '[data-testid=step-back]');
    expect(await page.getAttribute('[data-testid=replay-viewer]', 'data-step')).toBe('1');
    await page.keyboard.press('ArrowRight');
    expect(await page.getAttribute('[data-testid=replay-viewer]', 'data-step')).toBe('2');
    await clickOn(page, '[data-testid=step-last]');
    expect(await page.textContent('[data-testid=board]')).toBe(endBoard);
    // Jump to a decision in the middle from the list, then branch from there.
    await clickOn(page, '[data-testid=step-first]');
    const middle = Math.floor(total / 2);
    for (let i = 0; i < middle; i += 20) {
      // The list shows the decisions around the current one: walk to the middle through it.
      const target = Math.min(middle, i + 20);
      await page.evaluate((n) => {
        (
          document.querySelector(`[data-testid=decision-list] [data-step="${n}"]`) as HTMLElement | null
        )?.scrollIntoView({ block: 'center' });
      }, target);
      await clickOn(page, `[data-testid=decision-list] [data-step="${target}"]`);
    }
    expect(await page.getAttribute('[data-testid=replay-viewer]', 'data-step')).toBe(String(middle));
    await keepScreenshot(page, 'kaling-replay-middle.png');
    await clickOn(page, '[data-testid=branch]');
    await page.waitForSelector('[data-testid=table-page]');
    await page.waitForSelector('[data-testid=decision], [data-testid=result]');
    const branched = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]);
    expect(branched).not.toBe(table);
    // Playable: a few decisions by clicking.
    const rand = seeded(5);
    let played = 0;
    for (; played < 12; played++) {
      const snap = await snapshot(page);
      if (snap.result) break;
      await act(page, rand, snap);
      expect(await progressed(page, snap.seq)).toBeNull();
    }
    expect(played).toBeGreaterThan(0);
    const stored = await srv.server.repo.load(branched);
    expect(stored!.decisions.filter((d) => d.source === 'record').length).toBe(middle);
    await keepScreenshot(page, 'kaling-branched.png');
    // A record opened from a file replays to the same final position.
    const recordText = await (await fetch(`${srv.url}/api/tables/${table}/record`)).text();
    await page.goto(`${srv.url}/replay`);
    await page.setInputFiles('[data-testid=record-file]', {
      name: 'game.record.json',
      mimeType: 'application/json',
      buffer: Buffer.from(recordText),
    });
    await page.waitForSelector('[data-testid=replay-viewer]');
    expect(await page.textContent('[data-testid=final-check]')).toContain(`✓`);
    expect(await page.textContent('[data-testid=final-check]')).toContain(info.finalHash);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe.skipIf(!chromiumAvailable())('inviting and watching', () => {
  it('a person creates a table with an invited seat, the invitation link seats the other, a spectator watches', async () => {
    const contexts = await Promise.all(
      [0, 1, 2].map(() =>
        browser.browser.newContext({ viewport: { width: 1300, height: 900 }, reducedMotion: 'reduce' }),
      ),
    );
    const [host, guest, watcher] = await Promise.all(contexts.map((c) => c.newPage()));
    await host.goto(`${srv.url}/`);
    await host.click('[data-game="kaling"]');
    await host.selectOption('[data-testid=seat-kind-1]', 'invite');
    await host.click('[data-testid=create]');
    await host.waitForSelector('[data-testid=waiting-room]');
    const links = await host.$$eval('[data-testid=waiting-room] input', (els) =>
      els.map((e) => (e as HTMLInputElement).value),
    );
    expect(links.length).toBe(2);
    const [invite, spectator] = links;
    expect(invite).toMatch(/\/play\/[^?]+\?seat=1#token=/);
    expect(spectator).toMatch(/\/watch\/[^#]+#token=/);
    await guest.goto(invite);
    await watcher.goto(spectator);
    // The game starts for both players once the invited seat is taken.
    await Promise.all([host, guest, watcher].map((p) => p.waitForSelector('[data-testid=board]')));
    await Promise.race([host, guest].map((p) => p.waitForSelector('[data-testid=decision]')));
    expect(await watcher.textContent('[data-testid=table-page]')).toContain('Watching');
    // A spectator sees no hand and is asked nothing.
    expect(await watcher.$('[data-testid=my-hand]')).toBeNull();
    expect(await watcher.$('[data-testid=decision]')).toBeNull();
    await keepScreenshot(watcher, 'kaling-spectator.png');
    for (const c of contexts) await c.close();
  });
});
