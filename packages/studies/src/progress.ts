/**
 * Progress of a study on stderr: a bar with games stored, games per second and the time left when
 * stderr is a terminal; otherwise a plain line every few seconds (for logs of remote runs).
 */
export interface ProgressSink {
  update(stored: number): void;
  finish(): void;
}

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '?';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = s % 60;
  return h > 0
    ? `${h}h${String(m).padStart(2, '0')}m`
    : m > 0
      ? `${m}m${String(r).padStart(2, '0')}s`
      : `${r}s`;
}

export class StudyProgress implements ProgressSink {
  private readonly started: number;
  private lastDraw = 0;
  private readonly tty: boolean;

  /**
   * `initial` games were stored before this run began; the rate and the time left count only
   * this run's games. `now` reads a clock in milliseconds (this is a tool, not rules code).
   */
  constructor(
    private readonly label: string,
    private readonly total: number,
    private readonly initial: number,
    private readonly out: { write(s: string): unknown; isTTY?: boolean } = process.stderr,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.started = now();
    this.tty = Boolean(out.isTTY);
  }

  /** The line shown for `stored` games (exported for tests). */
  line(stored: number): string {
    const elapsed = (this.now() - this.started) / 1000;
    const done = stored - this.initial;
    const rate = elapsed > 0 ? done / elapsed : 0;
    const left = this.total - stored;
    const eta = rate > 0 ? formatDuration(left / rate) : '?';
    const width = 30;
    const filled = this.total > 0 ? Math.round((stored / this.total) * width) : width;
    const pct = this.total > 0 ? Math.floor((stored / this.total) * 100) : 100;
    return `${this.label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${stored}/${this.total} ${pct}%  ${rate.toFixed(1)} games/s  ETA ${eta}`;
  }

  update(stored: number): void {
    const t = this.now();
    const interval = this.tty ? 200 : 5000;
    if (t - this.lastDraw < interval && stored < this.total) return;
    this.lastDraw = t;
    this.out.write(this.tty ? `\r${this.line(stored)}\x1b[K` : `${this.line(stored)}\n`);
  }

  finish(): void {
    if (this.tty) this.out.write('\r\x1b[K');
  }
}
