/**
 * `arbiter serve`: the authoritative game server (packages/server) on one port, with its data in
 * SQLite under a data directory (named on start) or in PostgreSQL given by URL.
 */
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { InputError } from '@arbiter/kernel';
import { ArbiterServer, defaultAgents, defaultWebDir } from '@arbiter/server';
import { describeTarget, parseDatabaseTarget, StoreError } from '@arbiter/store';
import type { Command } from 'commander';
import { parseIntOption } from './io.ts';
import { GAMES } from './registry.ts';

export interface ServeOptions {
  port: string;
  host: string;
  db?: string;
  dataDir?: string;
  web?: string;
  publicUrl?: string;
  rate?: string;
}

export function defaultDataDir(): string {
  const xdg = process.env.XDG_DATA_HOME;
  return xdg ? join(xdg, 'arbiter') : join(homedir(), '.local', 'share', 'arbiter');
}

/** Start the server; resolves when it has stopped (SIGINT or SIGTERM). */
export async function serve(o: ServeOptions, signal?: AbortSignal): Promise<void> {
  const port = parseIntOption(o.port, '--port');
  if (port > 65535) throw new InputError('--port must be at most 65535');
  const rate = o.rate === undefined ? undefined : parseIntOption(o.rate, '--rate', 1);
  const dataDir = resolve(o.dataDir ?? defaultDataDir());
  let target: ReturnType<typeof parseDatabaseTarget>;
  try {
    target = parseDatabaseTarget(o.db, dataDir);
  } catch (e) {
    throw new InputError((e as Error).message);
  }
  const server = new ArbiterServer({
    db: target,
    games: GAMES,
    host: o.host,
    port,
    // Agents from the AI package register here when it lands (AgentRegistry.registerKernelAgents).
    agents: defaultAgents(),
    staticDir: o.web ? resolve(o.web) : defaultWebDir(),
    publicUrl: o.publicUrl,
    limits: rate ? { messagesPerSecond: rate, burst: Math.max(rate * 4, 200) } : undefined,
  });
  // A bug in one table's task must not stop every other game: it is logged (each table's work
  // already reports its own failures; this is the last resort).
  const lastResort = (e: unknown) =>
    process.stderr.write(
      `[arbiter] unexpected failure: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
    );
  process.on('unhandledRejection', lastResort);
  let started: Awaited<ReturnType<ArbiterServer['start']>>;
  try {
    started = await server.start();
  } catch (e) {
    process.off('unhandledRejection', lastResort);
    await server.stop().catch(() => {});
    if (e instanceof StoreError) throw new InputError(e.message);
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new InputError(`port ${port} on ${o.host} is in use`);
    if (code === 'EADDRNOTAVAIL' || code === 'EACCES')
      throw new InputError(`cannot listen on ${o.host}:${port} (${code})`);
    throw e;
  }
  const where = target.kind === 'sqlite' ? `data directory ${dataDir}, ` : '';
  process.stdout.write(
    `arbiter serve: listening on ${started.url} (${where}${describeTarget(target)}; ${started.restored} game(s) restored${started.broken ? `, ${started.broken} broken` : ''})\n`,
  );
  if (o.host !== '127.0.0.1' && o.host !== 'localhost' && o.host !== '::1') {
    process.stdout.write(`arbiter serve: note: listening on ${o.host}, reachable from other machines\n`);
  }
  await new Promise<void>((done) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      done();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    signal?.addEventListener('abort', stop, { once: true });
  });
  process.stdout.write('arbiter serve: stopping\n');
  await server.stop();
  process.off('unhandledRejection', lastResort);
}

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('run the game server: tables for people and AIs over WebSocket, every decision stored')
    .option('--port <n>', 'port for HTTP and WebSocket (0 picks a free one)', '8080')
    .option(
      '--host <addr>',
      'address to listen on (other machines can connect only if you change it)',
      '127.0.0.1',
    )
    .option(
      '--db <file-or-url>',
      'SQLite file, or postgres://user:pass@host/db (default: arbiter.sqlite in the data directory)',
    )
    .option('--data-dir <dir>', `data directory for the default SQLite file (default ${defaultDataDir()})`)
    .option('--web <dir>', 'folder of the built web client to serve (default packages/web/dist if built)')
    .option('--public-url <url>', 'base of invitation links (default http://HOST:PORT)')
    .option('--rate <n>', 'messages a second one connection may send (default 50; bots may need more)')
    .action((o: ServeOptions) => serve(o));
}
