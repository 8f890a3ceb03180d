import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../src/main.ts';
import { serve } from '../src/serve.ts';
import { capture } from './fixtures/capture.ts';

afterEach(() => vi.restoreAllMocks());

describe('arbiter serve', () => {
  it('refuses a bad --db or --port in one line with exit code 2', async () => {
    for (const argv of [
      ['serve', '--db', 'mysql://h/db'],
      ['serve', '--port', 'eighty'],
      ['serve', '--port', '70000'],
    ]) {
      const io = capture();
      expect(await main(argv)).toBe(2);
      expect(io.err().trim().split('\n')).toHaveLength(1);
      vi.restoreAllMocks();
    }
  });

  it('names its data directory, serves on loopback, and stops when asked', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-serve-'));
    const io = capture();
    const stop = new AbortController();
    const running = serve({ port: '0', host: '127.0.0.1', dataDir: dir }, stop.signal);
    const start = Date.now();
    while (!/listening on/.test(io.out()) && Date.now() - start < 20_000)
      await new Promise((r) => setTimeout(r, 20));
    const line = io.out();
    expect(line).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+ \(data directory /);
    expect(line).toContain(dir);
    const url = /listening on (\S+)/.exec(line)![1];
    const health = await (await fetch(`${url}/healthz`)).json();
    expect(health.ok).toBe(true);
    stop.abort();
    await running;
    expect(existsSync(join(dir, 'arbiter.sqlite'))).toBe(true);
    rmSync(dir, { recursive: true, force: true });
  });
});
