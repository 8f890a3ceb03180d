/**
 * The static-file hook for the browser client (issue 15): when a built client exists (by default
 * `packages/web/dist`), its files are served from the same port as the API and the WebSocket.
 * Paths that are not files fall back to `index.html`, so client-side routes such as
 * `/play/<table>?seat=0#token=…` and `/watch/<table>` load the app. Only files inside the folder
 * are ever read.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Where the web client is built, if it is (packages/web/dist beside this package). */
export function defaultWebDir(): string | null {
  const dir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..', 'web', 'dist');
  return existsSync(join(dir, 'index.html')) ? dir : null;
}

export type StaticHandler = (req: IncomingMessage, res: ServerResponse, path: string) => boolean;

export function staticFiles(root: string): StaticHandler {
  const base = resolve(root);
  const file = (p: string): string | null => {
    const full = normalize(join(base, p));
    if (full !== base && !full.startsWith(base + sep)) return null;
    try {
      return statSync(full).isFile() ? full : null;
    } catch {
      return null;
    }
  };
  return (req, res, path) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return false;
    }
    if (decoded.includes('\0')) return false;
    const found =
      file(decoded === '/' ? '/index.html' : decoded) ?? (extname(decoded) ? null : file('/index.html'));
    if (!found) return false;
    const type = TYPES[extname(found).toLowerCase()] ?? 'application/octet-stream';
    res.writeHead(200, {
      'content-type': type,
      'x-content-type-options': 'nosniff',
      'cache-control': found.endsWith('index.html') ? 'no-cache' : 'public, max-age=3600',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(found).pipe(res);
    return true;
  };
}
