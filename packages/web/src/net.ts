/**
 * The connection to `arbiter serve` (docs/protocol.md): one WebSocket, JSON text frames with
 * `v: 1`. Requests carry a `req` id and resolve with the reply that echoes it; everything else
 * (state, table, over, timeout) goes to listeners. The socket reconnects by itself with a growing
 * pause, and `onOpen` listeners (a table page re-joining its seat) run after each reconnect.
 */

export type ServerMsg = { type: string; req?: string | number; [k: string]: any };
type Listener = (m: ServerMsg) => void;

export class ServerError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly reply: ServerMsg,
  ) {
    super(message);
    this.name = 'ServerError';
  }
}

export function wsUrl(loc: Location = location): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/ws`;
}

export class Net {
  private ws: WebSocket | null = null;
  private nextReq = 1;
  private readonly waiting = new Map<string, { resolve: Listener; reject: (e: Error) => void }>();
  private readonly listeners = new Set<Listener>();
  private readonly openListeners = new Set<() => void>();
  private readonly statusListeners = new Set<(s: NetStatus) => void>();
  private outbox: string[] = [];
  private retry = 0;
  private closed = false;
  status: NetStatus = 'connecting';

  constructor(private readonly url: string = wsUrl()) {
    this.open();
  }

  private setStatus(s: NetStatus): void {
    this.status = s;
    for (const l of this.statusListeners) l(s);
  }

  private open(): void {
    if (this.closed) return;
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.retry = 0;
      this.setStatus('open');
      for (const text of this.outbox.splice(0)) ws.send(text);
      for (const l of this.openListeners) l();
    };
    ws.onmessage = (ev) => {
      let m: ServerMsg;
      try {
        m = JSON.parse(String(ev.data));
      } catch {
        return;
      }
      if (m.req !== undefined) {
        const w = this.waiting.get(String(m.req));
        if (w) {
          this.waiting.delete(String(m.req));
          if (m.type === 'error') w.reject(new ServerError(m.code, m.message, m));
          else w.resolve(m);
          // A reply that is also an event (e.g. 'over' after conceding) reaches listeners too.
          if (m.type !== 'over' && m.type !== 'error') return;
        }
      }
      for (const l of this.listeners) l(m);
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      for (const w of this.waiting.values())
        w.reject(new ServerError('offline', 'connection lost', {} as ServerMsg));
      this.waiting.clear();
      if (this.closed) return;
      this.setStatus('offline');
      const pause = Math.min(5000, 250 * 2 ** this.retry++);
      setTimeout(() => this.open(), pause);
    };
  }

  /** Send a message; the reply that echoes its request id resolves the promise. */
  request<T extends ServerMsg = ServerMsg>(msg: Record<string, unknown>): Promise<T> {
    const req = `r${this.nextReq++}`;
    const text = JSON.stringify({ v: 1, ...msg, req });
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(req, { resolve: resolve as Listener, reject });
      if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(text);
      else this.outbox.push(text);
    });
  }

  on(l: Listener): () => void {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  }

  /** Called on every (re)connection; right away if already open. */
  onOpen(l: () => void): () => void {
    this.openListeners.add(l);
    if (this.ws?.readyState === WebSocket.OPEN) l();
    return () => this.openListeners.delete(l);
  }

  onStatus(l: (s: NetStatus) => void): () => void {
    this.statusListeners.add(l);
    return () => this.statusListeners.delete(l);
  }

  close(): void {
    this.closed = true;
    this.ws?.close();
  }
}

export type NetStatus = 'connecting' | 'open' | 'offline';

let shared: Net | null = null;

/** The page's one connection. */
export function net(): Net {
  if (!shared) shared = new Net();
  return shared;
}

/** JSON over HTTP for the API routes (records, branching). */
export async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(path, init);
  const body = await res.json().catch(() => ({}));
  if (!res.ok) {
    const b = body as { error?: string; message?: string };
    throw new ServerError(b.error ?? String(res.status), b.message ?? res.statusText, b as ServerMsg);
  }
  return body as T;
}
