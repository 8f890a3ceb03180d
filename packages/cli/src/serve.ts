/**
 * `arbiter serve`: the authoritative game server (packages/server) on one port, with its data in
 * SQLite under a data directory (named on start) or in PostgreSQL given by URL.
 */
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Budget, threadedAgents } from '@arbiter/ai';
import { InputError } from '@arbiter/kernel';
import { type AgentRegistry, ArbiterServer, defaultAgents, defaultWebDir } from '@arbiter/server';
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

/**
 * The agents of AI seats: the kernel's (random), and the AI package's `mcts` and `greedy`, which
 * search on a thread of their own (500 ms a decision) so the server's other tables go on meanwhile.
 */
export function serverAgents(budget: Budget = { ms: 500 }): AgentRegistry {
  const registry = defaultAgents();
  for (const [name, make] of Object.entries(threadedAgents({ budget }))) registry.register(name, make);
  return registry;
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
    agents: serverAgents(),
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

/** `t(en, zh)` picks the help text in the language of `arbiter --lang`. */
export function registerServe(program: Command, t: (en: string, zh: string) => string = (en) => en): void {
  program
    .command('serve')
    .description(
      t(
        'run the game server: tables for people and AIs over WebSocket, every decision stored',
        '运行对局服务器：真人与 AI 通过 WebSocket 入座对局，每个决定都会存档',
      ),
    )
    .option(
      '--port <n>',
      t(
        'port for HTTP and WebSocket (0 picks a free one)',
        'HTTP 与 WebSocket 的端口（0 表示自动选一个空闲端口）',
      ),
      '8080',
    )
    .option(
      '--host <addr>',
      t(
        'address to listen on (other machines can connect only if you change it)',
        '监听的地址（只有改成对外地址，其他机器才能连接）',
      ),
      '127.0.0.1',
    )
    .option(
      '--db <file-or-url>',
      t(
        'SQLite file, or postgres://user:pass@host/db (default: arbiter.sqlite in the data directory)',
        'SQLite 文件，或 postgres://用户:密码@主机/库（默认：数据目录下的 arbiter.sqlite）',
      ),
    )
    .option(
      '--data-dir <dir>',
      t(
        `data directory for the default SQLite file (default ${defaultDataDir()})`,
        `默认 SQLite 文件所在的数据目录（默认 ${defaultDataDir()}）`,
      ),
    )
    .option(
      '--web <dir>',
      t(
        'folder of the built web client to serve (default packages/web/dist if built)',
        '要提供的已构建网页客户端目录（默认：若已构建则为 packages/web/dist）',
      ),
    )
    .option(
      '--public-url <url>',
      t('base of invitation links (default http://HOST:PORT)', '邀请链接的前缀（默认 http://主机:端口）'),
    )
    .option(
      '--rate <n>',
      t(
        'messages a second one connection may send (default 50; bots may need more)',
        '每个连接每秒可发送的消息数（默认 50；机器人可能需要更多）',
      ),
    )
    .action((o: ServeOptions) => serve(o));
}
