/**
 * The end-to-end harness: the client built with Vite, `arbiter serve`'s server in this process on a
 * temporary SQLite file (with a tap that keeps every table's true state, for the hidden-information
 * checks), Debian's chromium driven by playwright-core (never a downloaded browser), and a player
 * that answers every decision by clicking, with a fixed rule.
 */
import { existsSync, mkdirSync, mkdtempSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDecisions, type State } from '@arbiter/kernel';
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
      // A page must not be slowed as a background one (timers, frames) while another is in front.
      '--disable-renderer-backgrounding',
      '--disable-backgrounding-occluded-windows',
      '--disable-background-timer-throttling',
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
  // A screenshot waits for a drawn frame, which headless chromium may hold back for minutes (CI hit
  // 30 s once and 120 s once, the game itself finished). The picture is an artefact for people, not
  // what the test checks: after a full-page try and a viewport try, a missing one is a warning and a
  // note in the artefacts folder, never a failure of the game under test.
  try {
    await page.screenshot({ path: artifact(name), fullPage, timeout: 60_000 });
  } catch (first) {
    try {
      await page.screenshot({ path: artifact(name), timeout: 30_000 });
    } catch (second) {
      const why = `${(first as Error).message.split('\n')[0]}; then ${(second as Error).message.split('\n')[0]}`;
      console.warn(`screenshot ${name} not taken: ${why}`);
      writeFileSync(artifact(`${name}.missing.txt`), `${why}\n`);
    }
  }
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
  /** Every option id the board marks as pointable (an element may stand for several). */
  pointable: string[];
  /** Every option of the decision panel in its order (digit n presses the n-th). */
  panel: string[];
  /** What has the keyboard's focus: an option's id, a test id, or the element's tag. */
  focus: string;
}

/**
 * How long one wait for the page may take before the test stops with a report (a decision or a
 * new state normally shows within a second; on a loaded CI machine it has taken tens of seconds).
 */
export const STALL_MS = Number(process.env.ARBITER_E2E_STALL_MS ?? 120_000);

/** The table a page plays at, so that a stalled wait can say what the server was waiting for. */
const watched = new WeakMap<Page, { srv: RunningServer; table: string; game: string }>();

/** Register the page's table: a stall report then names the open decision on the server. */
export function watchTable(page: Page, srv: RunningServer, table: string, game: string): void {
  watched.set(page, { srv, table, game });
}

/** The table id of the page's current URL (`/play/<table>?seat=…`). */
export function tableOf(page: Page): string {
  return decodeURIComponent(new URL(page.url()).pathname.split('/')[2]);
}

/**
 * What the page and the server show when a wait ran out: the page's state number, whether it
 * draws a decision (and is busy with it), a refusal, whether the page still draws frames, and the
 * server's open decisions (who is asked, which kind, how many options). Each part has its own short
 * limit: a page that hangs does not answer at all.
 */
export async function stallReport(page: Page): Promise<string> {
  const parts: string[] = [];
  const at = watched.get(page);
  if (at) {
    const state = at.srv.states.get(at.table);
    const info = at.srv.server.table(at.table)?.info();
    parts.push(`${at.game} table ${at.table}: server seq ${info?.seq ?? '?'}, status ${info?.status ?? '?'}`);
    if (state) {
      const open = openDecisions(state);
      parts.push(
        open.length
          ? `pending request #${state.pending?.id}: ${open
              .map(
                (d) =>
                  `seat ${d.player} (${info?.seats[d.player]?.kind ?? '?'}) must decide ${d.kind}` +
                  ` [${d.domain.type}${
                    d.domain.type === 'pick'
                      ? `, ${d.domain.options.length} options: ${d.domain.options
                          .slice(0, 8)
                          .map((o) => o.id)
                          .join(' ')}`
                      : ''
                  }]`,
              )
              .join('; ')}`
          : `no open decision${state.result ? ' (game over)' : ''}`,
      );
    }
  }
  const page_ = await Promise.race([
    page
      .evaluate(
        () =>
          new Promise<string>((resolve) => {
            let frames = 0;
            const count = () => {
              frames++;
              requestAnimationFrame(count);
            };
            requestAnimationFrame(count);
            setTimeout(() => {
              const root = document.querySelector('[data-testid=table-page]');
              const d = document.querySelector('[data-testid=decision]');
              resolve(
                [
                  `page seq ${root?.getAttribute('data-seq') ?? '-'}`,
                  d
                    ? `decision ${d.getAttribute('data-domain')}${d.getAttribute('data-busy') ? ' (busy: answered, waiting)' : ''}`
                    : 'no decision shown',
                  `refused: ${document.querySelector('[data-testid=refused]')?.textContent ?? '-'}`,
                  `status: ${document.querySelector('[data-testid=turn-status]')?.textContent ?? '-'}`,
                  `${document.visibilityState}, ${frames} frames drawn in 1 s`,
                ].join(', '),
              );
            }, 1000);
          }),
      )
      .catch((e: Error) => `page: ${e.message.split('\n')[0]}`),
    new Promise<string>((r) => setTimeout(() => r('the page did not answer within 5 s (hung)'), 5000)),
  ]);
  parts.push(page_);
  return parts.join('; ');
}

/** `work`, or an error with the stall report if it takes longer than `ms`. */
export async function withinTime<T>(page: Page, work: Promise<T>, what: string, ms = STALL_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      stallReport(page).then(
        (report) => reject(new Error(`stalled: ${what} for ${ms / 1000} s — ${report}`)),
        (e: Error) => reject(new Error(`stalled: ${what} for ${ms / 1000} s (${e.message})`)),
      );
    }, ms);
  });
  // A wait that loses the race must not become an unhandled rejection later.
  work.catch(() => {});
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Wait (inside the page, without a round trip per look) until the page can act or the game is
 * over, and read what is offered: one round trip per decision. The page is looked at on a timer,
 * not on animation frames (a page that draws no frames must not wait for ever), and the wait is
 * limited from here (`STALL_MS`): then the test fails with the stall report, naming the decision
 * the server waits for.
 */
export async function snapshot(page: Page, timeout = STALL_MS): Promise<Snapshot> {
  const read = page.evaluate(
    () =>
      new Promise<Snapshot>((resolve) => {
        const look = () => {
          const root = document.querySelector('[data-testid=table-page]');
          const d = document.querySelector('[data-testid=decision]');
          const result = !!document.querySelector('[data-testid=result]');
          const busy = d?.getAttribute('data-busy') === '1';
          if ((!d || busy) && !result) {
            setTimeout(look, 10);
            return;
          }
          const buttons = d ? [...d.querySelectorAll<HTMLButtonElement>('[data-option]')] : [];
          const options = buttons.filter((b) => !b.disabled).map((b) => b.dataset.option!);
          const at = document.activeElement as HTMLElement | null;
          const count = d?.querySelector('[data-testid=pick-count]')?.textContent ?? '';
          const nums = (count.match(/\d+/g) ?? []).map(Number);
          const marked = [
            ...document.querySelectorAll<HTMLElement>('[data-testid=board] [data-options]'),
          ].map((e) => e.dataset.options!);
          const board = marked.filter((o) => !o.includes(' '));
          const pointable = [...new Set(marked.flatMap((o) => o.split(' ')))];
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
            pointable,
            panel: buttons.map((b) => b.dataset.option!),
            focus: at?.dataset.option ?? at?.dataset.testid ?? at?.tagName ?? '',
          });
        };
        look();
      }),
  );
  return withinTime(page, read, 'waiting for a decision or the result', timeout);
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
    // Pointing at an option on the board answers and does nothing else (a card on top of a pile
    // once also opened the pile's list in front of the table).
    if (onBoard) await clickOn(page, `[data-testid=board] [data-options="${id}"]`, { noDialog: true });
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
export async function clickOn(
  page: Page,
  selector: string,
  opts: { noDialog?: boolean } = {},
): Promise<void> {
  // The page may move between finding the element and the click landing (a state drawn in
  // between: another seat's simultaneous answer, a clock); such a click would hit whatever is there
  // now. It is caught before anything handles it, thrown away, and made again — what a person does
  // when the thing they aimed at moved.
  for (let attempt = 1; ; attempt++) {
    const find = page.evaluate((sel) => {
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
      const w = window as unknown as { e2eMissed?: string | null; e2eAim?: (e: MouseEvent) => void };
      w.e2eMissed = null;
      w.e2eAim = (e: MouseEvent) => {
        removeEventListener('click', w.e2eAim!, true);
        const hit = e.target as Element;
        if (el === hit || el.contains(hit)) return;
        w.e2eMissed = hit.outerHTML?.slice(0, 120) ?? String(hit);
        e.preventDefault();
        e.stopImmediatePropagation();
      };
      addEventListener('click', w.e2eAim, true);
      return { x, y, covered: null };
    }, selector);
    const at = await withinTime(page, find, `finding ${selector}`);
    if (!at) throw new Error(`nothing to click at ${selector}`);
    if (at.covered) throw new Error(`${selector} is covered by ${at.covered}`);
    // The click waits for the page to take the input: a page that hangs would hold it for ever.
    await withinTime(page, page.mouse.click(at.x, at.y), `clicking ${selector}`);
    // One look back (a round trip is slow on a loaded machine): did the click land, and did it open
    // a dialog.
    const { missed, dialog } = await withinTime(
      page,
      page.evaluate(() => {
        const w = window as unknown as { e2eMissed?: string | null; e2eAim?: (e: MouseEvent) => void };
        if (w.e2eAim) removeEventListener('click', w.e2eAim, true);
        return {
          missed: w.e2eMissed ?? null,
          dialog: document.querySelector('[role=dialog]')?.outerHTML.slice(0, 160) ?? null,
        };
      }),
      `after clicking ${selector}`,
    );
    if (!missed) {
      if (opts.noDialog && dialog) throw new Error(`clicking ${selector} opened a dialog: ${dialog}`);
      return;
    }
    if (attempt >= 5) throw new Error(`${selector} moved away from every click (last hit: ${missed})`);
  }
}

/**
 * Wait until the page shows a newer state, a refusal or the result; returns the refusal's text.
 * Looked at on a timer and limited from here, as `snapshot`.
 */
export async function progressed(page: Page, seq: string, timeout = STALL_MS): Promise<string | null> {
  const wait = page.evaluate(
    (old) =>
      new Promise<string | null>((resolve) => {
        const look = () => {
          const root = document.querySelector('[data-testid=table-page]');
          const refused = document.querySelector('[data-testid=refused]');
          if (refused) return resolve(refused.textContent);
          if (
            (root && root.getAttribute('data-seq') !== old) ||
            document.querySelector('[data-testid=result]')
          )
            return resolve(null);
          setTimeout(look, 10);
        };
        look();
      }),
    seq,
  );
  return withinTime(
    page,
    wait,
    `waiting for the answer to the decision of state ${seq} to be taken`,
    timeout,
  );
}

/**
 * Card names that a person could not read: drawn smaller than `minPx`, wider than their card, or
 * running past the card's bottom edge (cut off by it), covered by the card's cost badge or marks,
 * or pushing the card's numbers off it; and the pieces of a map whose text is smaller or wider
 * than the piece. Each as "name: why". Cards that are not drawn (no size) are skipped.
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
      // Nothing drawn over the name's letters (the cost or level badge, the marks).
      const range = document.createRange();
      range.selectNodeContents(name);
      const letters = [...range.getClientRects()];
      for (const badge of card.querySelectorAll<HTMLElement>('.card-cost, .card-marks .mark')) {
        const b = badge.getBoundingClientRect();
        let worst = 0;
        for (const l of letters) {
          const w = Math.min(l.right, b.right) - Math.max(l.left, b.left);
          const h = Math.min(l.bottom, b.bottom) - Math.max(l.top, b.top);
          if (w > 1 && h > worst) worst = h;
        }
        if (worst > 1)
          out.push(`${text}: covered by "${badge.textContent}" (${worst.toFixed(1)}px of its line)`);
      }
      const stats = card.querySelector<HTMLElement>('.card-stats');
      if (stats && stats.offsetTop + stats.offsetHeight > card.clientHeight + 1)
        out.push(
          `${text}: pushes the card's numbers off (card ${card.clientWidth}×${card.clientHeight}, name ${name.offsetHeight} high)`,
        );
    }
    // 三国杀战棋's pieces on the map: what a piece shows is readable and inside the piece.
    for (const piece of document.querySelectorAll<HTMLElement>('.piece')) {
      const box = piece.getBoundingClientRect();
      for (const part of piece.querySelectorAll<HTMLElement>('.piece-name, .piece-no, .piece-hp')) {
        if (getComputedStyle(part).display === 'none') continue;
        const text = part.textContent ?? '';
        const size = Number.parseFloat(getComputedStyle(part).fontSize);
        if (size < min - 0.01) out.push(`piece ${text}: ${size.toFixed(1)}px type`);
        const r = part.getBoundingClientRect();
        if (r.left < box.left - 1 || r.right > box.right + 1) out.push(`piece ${text}: wider than its piece`);
      }
    }
    return out;
  }, minPx);
}

export type { Browser, BrowserContext, Page };
