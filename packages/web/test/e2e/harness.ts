/**
 * The end-to-end harness: the client built with Vite, `arbiter serve`'s server in this process on a
 * temporary SQLite file (with a tap that keeps every table's true state, for the hidden-information
 * checks), Debian's chromium driven by playwright-core (never a downloaded browser), and a player
 * that answers every decision by clicking, with a fixed rule.
 */
import { existsSync, mkdirSync, mkdtempSync, rmdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { State } from '@arbiter/kernel';
import { ArbiterServer } from '@arbiter/server';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { GAMES } from '../../../cli/src/registry.ts';

export const WEB = resolve(import.meta.dirname, '..', '..');
export const DIST = join(WEB, 'dist');
export const ARTIFACTS = join(WEB, 'test-artifacts');
export const CHROMIUM = process.env.ARBITER_CHROMIUM ?? '/usr/bin/chromium';

/** Build the client into packages/web/dist (one process at a time: a lock folder). */
export async function buildClient(): Promise<string> {
  const lock = join(WEB, '.build-lock');
  const start = Date.now();
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another test process builds: wait for it (a lock older than 2 minutes is stale).
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 120_000) rmdirSync(lock);
      if (Date.now() - start > 180_000) throw new Error('timed out waiting for the client build');
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    const { build } = await import('vite');
    await build({ configFile: join(WEB, 'vite.config.ts'), logLevel: 'warn' });
  } finally {
    rmdirSync(lock);
  }
  return DIST;
}

export interface RunningServer {
  url: string;
  server: ArbiterServer;
  /** The live true state of each table (the tap sees it with every state message it sends). */
  states: Map<string, State>;
  /** The log lines each viewer of each table was sent (`table|viewer` → entries), as sent. */
  logs: Map<string, unknown[]>;
  stop(): Promise<void>;
}

export async function startServer(webDir: string): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-web-'));
  const states = new Map<string, State>();
  const logs = new Map<string, unknown[]>();
  const server = new ArbiterServer({
    db: { kind: 'sqlite', file: join(dir, 'test.sqlite') },
    games: GAMES,
    port: 0,
    staticDir: webDir,
    limits: { messagesPerSecond: 1000, burst: 2000 },
    log: () => {},
    tap: (table, viewer, msg, state) => {
      states.set(table, state);
      const sent = msg as { type?: string; log?: unknown[] };
      if (sent.type === 'state' && Array.isArray(sent.log)) {
        const key = `${table}|${viewer}`;
        logs.set(key, [...(logs.get(key) ?? []), ...sent.log]);
      }
    },
  });
  const started = await server.start();
  return {
    url: started.url,
    server,
    states,
    logs,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<{ browser: Browser; close(): Promise<void> }> {
  // Playwright starts chromium with a fresh temporary --user-data-dir of its own (and removes it).
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    browser,
    async close() {
      await browser.close();
    },
  };
}

/**
 * Whether the browser tests run: chromium is there, or CI requires them (then they fail without
 * it); `ARBITER_SKIP_BROWSER_TESTS=1` leaves them out (CI's second pass, on Node 22).
 */
export function chromiumAvailable(): boolean {
  if (process.env.ARBITER_SKIP_BROWSER_TESTS === '1') return false;
  return existsSync(CHROMIUM) || process.env.ARBITER_REQUIRE_CHROMIUM === '1';
}

export function artifact(name: string): string {
  mkdirSync(ARTIFACTS, { recursive: true });
  return join(ARTIFACTS, name);
}

/**
 * A screenshot of the whole page kept as a test artefact, taken from the top of the page (taken
 * while scrolled, the sticky menu bar would be drawn across the middle of the picture).
 */
export async function keepScreenshot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.evaluate(() => scrollTo(0, 0));
  await page.screenshot({ path: artifact(name), fullPage });
}

/** A small seeded generator, so the clicking player makes the same choices in every run. */
export function seeded(seed: number): (n: number) => number {
  let s = seed >>> 0 || 1;
  return (n: number) => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s % n;
  };
}

/** Option ids that mean "no" (pass, end, stop …): chosen less often, so the game moves on. */
const PASSING = /^(pass|end|stop|no|none|skip|decline|done|cancel|keep)$/;

export interface Snapshot {
  seq: string;
  status: string;
  result: boolean;
  domain: string | null;
  multi: boolean;
  options: string[];
  min: number;
  max: number;
  /** Option ids that a single board element stands for (clickable on the table itself). */
  board: string[];
}

/**
 * Wait (inside the page, without polling from here) until the page can act or the game is over,
 * and read what is offered: one round trip per decision.
 */
export async function snapshot(page: Page, timeout = 120_000): Promise<Snapshot> {
  return page.evaluate(
    (limit) =>
      new Promise<Snapshot>((resolve, reject) => {
        const started = performance.now();
        const look = () => {
          const root = document.querySelector('[data-testid=table-page]');
          const d = document.querySelector('[data-testid=decision]');
          const result = !!document.querySelector('[data-testid=result]');
          const busy = d?.getAttribute('data-busy') === '1';
          if ((!d || busy) && !result) {
            if (performance.now() - started > limit) reject(new Error('no decision and no result in time'));
            else requestAnimationFrame(look);
            return;
          }
          const options = d
            ? [...d.querySelectorAll<HTMLButtonElement>('[data-option]')]
                .filter((b) => !b.disabled)
                .map((b) => b.dataset.option!)
            : [];
          const count = d?.querySelector('[data-testid=pick-count]')?.textContent ?? '';
          const nums = (count.match(/\d+/g) ?? []).map(Number);
          const board = [...document.querySelectorAll<HTMLElement>('[data-testid=board] [data-options]')]
            .map((e) => e.dataset.options!)
            .filter((o) => !o.includes(' '));
          resolve({
            seq: root?.getAttribute('data-seq') ?? '',
            status: root?.getAttribute('data-status') ?? '',
            result,
            domain: d?.getAttribute('data-domain') ?? null,
            multi: !!d?.querySelector('[data-testid=pick-count]'),
            options,
            min: nums[0] ?? 1,
            max: nums[1] ?? 1,
            board,
          });
        };
        look();
      }),
    timeout,
  );
}

/**
 * Answer the open decision by clicking, with a fixed rule: for a single choice, usually one of the
 * options that do something (sometimes a pass), clicked on the board when a board element stands
 * for exactly that option, otherwise in the decision panel; for several, the fewest allowed;
 * orders, numbers and distributions as the widget offers them. Returns false if nothing to do.
 */
export async function act(page: Page, rand: (n: number) => number, snap: Snapshot): Promise<boolean> {
  const click = (selector: string) => clickOn(page, selector);
  if (!snap.domain) return false;
  const panel = '[data-testid=decision]';
  if (snap.domain === 'pick' && !snap.multi) {
    if (snap.options.length === 0) {
      await click(`${panel} [data-testid=choose-none]`);
      return true;
    }
    const doing = snap.options.filter((o) => !PASSING.test(o));
    const passing = snap.options.filter((o) => PASSING.test(o));
    const pool =
      doing.length && (passing.length === 0 || rand(10) >= 3)
        ? doing
        : passing.length
          ? passing
          : snap.options;
    const id = pool[rand(pool.length)];
    const onBoard = snap.board.filter((b) => b === id).length === 1;
    if (onBoard) await click(`[data-testid=board] [data-options="${id}"]`);
    else await click(`${panel} [data-option="${id}"]`);
    return true;
  }
  if (snap.domain === 'pick') {
    const want = Math.min(snap.max, Math.max(snap.min, snap.min === 0 && rand(3) === 0 ? 0 : snap.min));
    const ids = snap.options.slice();
    for (let k = 0; k < want; k++) {
      const id = ids.splice(rand(ids.length), 1)[0];
      await click(`${panel} [data-option="${id}"]`);
    }
    await click(`${panel} [data-testid=confirm]`);
    return true;
  }
  // order, number, distribute: the widget starts from a legal answer.
  await click(`${panel} [data-testid=confirm]`);
  return true;
}

/**
 * Click an element as a person would: scroll it into view, then press the mouse at its centre
 * (real input events through the browser, one round trip for finding it).
 */
export async function clickOn(page: Page, selector: string): Promise<void> {
  const at = await page.evaluate((sel) => {
    const el = document.querySelector<HTMLElement>(sel);
    if (!el) return null;
    // Centred: a sticky bar at the top of the page must not be where the mouse lands.
    el.scrollIntoView({ block: 'center', inline: 'center' });
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    const top = document.elementFromPoint(x, y);
    // What a person would hit there must be the element (or inside it), not something over it.
    if (!top || !(el === top || el.contains(top)))
      return { x, y, covered: top?.outerHTML.slice(0, 120) ?? 'nothing' };
    return { x, y, covered: null };
  }, selector);
  if (!at) throw new Error(`nothing to click at ${selector}`);
  if (at.covered) throw new Error(`${selector} is covered by ${at.covered}`);
  await page.mouse.click(at.x, at.y);
}

/** Wait until the page shows a newer state, a refusal or the result; returns the refusal's text. */
export async function progressed(page: Page, seq: string, timeout = 120_000): Promise<string | null> {
  return page.evaluate(
    ([old, limit]) =>
      new Promise<string | null>((resolve, reject) => {
        const started = performance.now();
        const look = () => {
          const root = document.querySelector('[data-testid=table-page]');
          const refused = document.querySelector('[data-testid=refused]');
          if (refused) return resolve(refused.textContent);
          if (
            (root && root.getAttribute('data-seq') !== old) ||
            document.querySelector('[data-testid=result]')
          )
            return resolve(null);
          if (performance.now() - started > (limit as number))
            return reject(new Error('the game did not move on'));
          requestAnimationFrame(look);
        };
        look();
      }),
    [seq, timeout] as const,
  );
}

/**
 * Card names that a person could not read: drawn smaller than `minPx`, wider than their card, or
 * running past the card's bottom edge (cut off by it), or pushing the card's numbers off it. Each
 * as "name: why". Cards that are not drawn (no size) are skipped.
 */
export async function unreadableNames(page: Page, minPx = 10): Promise<string[]> {
  return page.evaluate((min) => {
    const out: string[] = [];
    for (const name of document.querySelectorAll<HTMLElement>('.card .card-name')) {
      const card = name.closest<HTMLElement>('.card')!;
      if (card.clientWidth === 0) continue;
      const text = name.textContent ?? '';
      const size = Number.parseFloat(getComputedStyle(name).fontSize);
      if (size < min - 0.01) out.push(`${text}: ${size.toFixed(1)}px type`);
      if (name.scrollWidth > name.clientWidth + 1) out.push(`${text}: wider than its card`);
      // Layout positions inside the card (a dull card is turned by a transform, not by layout).
      if (name.offsetTop + name.offsetHeight > card.clientHeight + 1)
        out.push(`${text}: cut off at the bottom`);
      const stats = card.querySelector<HTMLElement>('.card-stats');
      if (stats && stats.offsetTop + stats.offsetHeight > card.clientHeight + 1)
        out.push(
          `${text}: pushes the card's numbers off (card ${card.clientWidth}×${card.clientHeight}, name ${name.offsetHeight} high)`,
        );
    }
    return out;
  }, minPx);
}

export type { Browser, BrowserContext, Page };
