/**
 * `arbiter bot <game> --stdio`: a program in any language plays one seat over JSON lines (the
 * other seats are played by agents). The engine writes one JSON object per line on stdout and
 * reads one per line on stdin; the protocol is described in docs/bots.md.
 *
 * Out: {type:'hello'}, then per decision {type:'decision', pending, view, decision, texts, example, log},
 * {type:'error', code, message} when an answer is refused (the same decision stays open), and
 * finally {type:'result', result, view}. In: {answer, pending?} or {concede: true}.
 */
import {
  type Decision,
  type Domain,
  domainOptions,
  type GameModule,
  type Lang,
  type Msg,
  redactLog,
  viewFor,
} from '@arbiter/kernel';
import { type PlayOptions, PlaySession } from './play.ts';

export const BOT_PROTOCOL = 1;

/** A legal answer for every domain: handy for clients that only care about some decisions. */
export function exampleAnswer(domain: Domain): unknown {
  switch (domain.type) {
    case 'pick':
      return domain.options.slice(0, domain.min).map((o) => o.id);
    case 'order':
      return domain.items.map((o) => o.id);
    case 'number':
      return domain.min;
    case 'distribute': {
      const out: Record<string, number> = {};
      const step = domain.step ?? 1;
      let left = domain.total - domain.min * domain.items.length;
      for (const it of domain.items) {
        const room = domain.max === undefined ? left : Math.min(left, domain.max - domain.min);
        const add = Math.floor(room / step) * step;
        out[it.id] = domain.min + add;
        left -= add;
      }
      return out;
    }
  }
}

/**
 * The decision's words in the session's language, for programs without the message tables: the
 * prompt, and each option's label (and hint) by option id. The decision itself keeps the message
 * keys, so a client can still match on them.
 */
export function decisionTexts(
  d: Decision,
  text: (m: Msg) => string,
): { prompt: string; options: Record<string, { label: string; hint?: string }> } {
  const options: Record<string, { label: string; hint?: string }> = {};
  for (const o of domainOptions(d))
    options[o.id] = o.hint ? { label: text(o.label), hint: text(o.hint) } : { label: text(o.label) };
  return { prompt: text(d.prompt), options };
}

function cut(s: string, n = 200): string {
  return s.length > n ? `${s.slice(0, n)}…` : s;
}

export interface BotIo {
  lines: AsyncIterator<string>;
  write: (line: string) => void;
}

/** Play one game over the protocol; returns when the game ends or the input closes. */
export async function runBot(module: GameModule, opts: PlayOptions, io: BotIo): Promise<void> {
  // A program answers every one of its decisions itself, even those with a single legal answer.
  const session = new PlaySession(module, { ...opts, hold: true });
  const send = (msg: unknown) => io.write(`${JSON.stringify(msg)}\n`);
  let shown = 0;
  const freshLog = (lang: Lang) => {
    const entries = redactLog(session.state, module, session.log.slice(shown), opts.seat);
    shown = session.log.length;
    return entries.map((e) => ({ seq: e.seq, rule: e.rule, text: session.text(e.msg), msg: e.msg, lang }));
  };
  send({
    type: 'hello',
    protocol: BOT_PROTOCOL,
    game: module.id,
    seat: opts.seat,
    players: session.state.players,
    opponents: opts.vs,
  });
  for (;;) {
    session.advance();
    if (session.state.result) {
      const r = session.state.result;
      send({
        type: 'result',
        result: { winners: r.winners, draw: r.draw, rule: r.rule, reason: session.text(r.reason) },
        view: viewFor(session.state, module, opts.seat),
        log: freshLog(opts.lang),
      });
      return;
    }
    const view = viewFor(session.state, module, opts.seat);
    const d: Decision | undefined = view.decisions[0];
    if (!d) throw new Error(`bot seat ${opts.seat} is not asked and the agents did not move`);
    send({
      type: 'decision',
      pending: session.state.pending!.id,
      view,
      decision: d,
      texts: decisionTexts(d, (m) => session.text(m)),
      example: exampleAnswer(d.domain),
      log: freshLog(opts.lang),
    });
    for (;;) {
      const next = await io.lines.next();
      if (next.done) return;
      const line = String(next.value).trim();
      if (line === '') continue;
      let msg: any;
      try {
        msg = JSON.parse(line);
      } catch (e) {
        send({ type: 'error', code: 'malformed', message: cut(`not JSON: ${(e as Error).message}`) });
        continue;
      }
      if (typeof msg !== 'object' || msg === null || Array.isArray(msg)) {
        send({ type: 'error', code: 'malformed', message: 'send an object: {"answer": ...}' });
        continue;
      }
      if (msg.concede === true) {
        const why = session.concede();
        if (why) {
          send({ type: 'error', code: 'no-concession', message: why });
          continue;
        }
        break;
      }
      if (!('answer' in msg)) {
        send({ type: 'error', code: 'malformed', message: 'missing "answer"' });
        continue;
      }
      const pending = typeof msg.pending === 'number' ? msg.pending : undefined;
      const err = session.answer(msg.answer, pending);
      if (err) {
        const why = err.reason ? session.text(err.reason) : err.message;
        send({ type: 'error', code: err.code, message: cut(why), ...(err.rule ? { rule: err.rule } : {}) });
        continue;
      }
      break;
    }
  }
}

/** Run the protocol on this process's stdin and stdout. */
export async function botOnStdio(module: GameModule, opts: PlayOptions): Promise<void> {
  const { createInterface } = await import('node:readline');
  const rl = createInterface({ input: process.stdin, terminal: false });
  try {
    await runBot(module, opts, {
      lines: rl[Symbol.asyncIterator](),
      write: (s) => process.stdout.write(s),
    });
  } finally {
    rl.close();
  }
}
