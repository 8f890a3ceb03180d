/**
 * A table, as a seat or as a spectator. The page joins with the seat's token (from the link's
 * fragment) or watches, draws the view the server sends with the game's board, and answers the
 * open decision by pointing — on the board or in the decision panel. A reload or a lost connection
 * joins again and the server sends the current position. Nothing about the game is computed here:
 * the server's view is the whole truth the page has.
 */
import type { Decision, LogEntry, Option, StateView } from '@arbiter/kernel';
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { gameUi } from '../boards/index.tsx';
import { DecisionPanel } from '../decide/widgets.tsx';
import { gameName, moduleOf, say } from '../games.ts';
import { useLang } from '../i18n.tsx';
import { findGame, rememberGame } from '../mygames.ts';
import { net, ServerError, type ServerMsg } from '../net.ts';
import { linkClick } from '../router.ts';
import { RuleDialog } from '../trace/RuleDialog.tsx';
import { RuleContext } from '../trace/rule-context.tsx';
import { Trace } from '../trace/Trace.tsx';
import { makeChoice } from './choice.ts';
import { Inspector } from './Inspector.tsx';
import { refusalText } from './refusal.ts';

export interface TableInfo {
  id: string;
  game: string;
  names: { zh: string; en: string };
  players: number;
  status: 'waiting' | 'playing' | 'finished' | 'broken';
  seats: { seat: number; kind: 'human' | 'ai'; agent?: string; joined: boolean; connected: number }[];
  timeLimitSeconds: number | null;
  listed: boolean;
  seq: number;
  result: { winners: number[]; draw: boolean; rule: string } | null;
  finalHash?: string;
}

const MAX_LOG = 3000;
/** A state waits at most this long for an animation frame before it is drawn anyway. */
const DRAW_FALLBACK_MS = 200;

/** A log line with a key of its own: the kernel's `seq` counts within one batch only. */
export interface TraceLine {
  key: number;
  entry: LogEntry;
}

let nextLine = 1;

/**
 * The trace after a state message: its entries follow the ones shown, except right after joining,
 * when the server sends its recent entries again (they replace what was shown).
 */
export function mergeLog(prev: TraceLine[], incoming: LogEntry[], replace: boolean): TraceLine[] {
  const lines = incoming.map((entry) => ({ key: nextLine++, entry }));
  if (replace) return lines;
  if (lines.length === 0) return prev;
  const out = prev.concat(lines);
  return out.length > MAX_LOG ? out.slice(out.length - MAX_LOG) : out;
}

function Clock(props: { deadline: number | null }) {
  const { t } = useLang();
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (props.deadline === null) return;
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [props.deadline]);
  if (props.deadline === null) return null;
  const s = Math.max(0, Math.ceil((props.deadline - now) / 1000));
  return (
    <span class={`clock${s <= 10 ? ' urgent' : ''}`} data-testid="clock" role="timer">
      ⏱ {t('clock', { s })}
    </span>
  );
}

export function TablePage(props: { table: string; seat: number | null; token: string | null }) {
  const { lang, t } = useLang();
  const { table, seat } = props;
  const token = props.token ?? (seat !== null ? tokenFromStore(table, seat) : null);
  const [info, setInfo] = useState<TableInfo | null>(null);
  const [view, setView] = useState<StateView | null>(null);
  const [pending, setPending] = useState<number | null>(null);
  const [seq, setSeq] = useState<number | null>(null);
  const [log, setLog] = useState<TraceLine[]>([]);
  const fresh = useRef(true);
  const incoming = useRef<{
    msg: ServerMsg;
    deadline: number | null;
    logs: LogEntry[];
    replace: boolean;
  } | null>(null);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [over, setOver] = useState<ServerMsg | null>(null);
  const [joinError, setJoinError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The request this page has answered and not yet seen replaced. A state that arrives before the
  // answer's own (an AI's move in the same frame) leaves the page busy: the decision it shows is
  // the one already answered, and answering it again would be refused as stale.
  const [answered, setAnswered] = useState<number | null>(null);
  const busy = answered !== null && answered === pending;
  // The same, set at once: two clicks handled in one task (a double click, a key held down) both
  // run before the page is drawn again, and the state above does not change between them. Only the
  // first sends an answer; the server would refuse the second as stale.
  const answeredNow = useRef<number | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  /** The request of the state drawn last (`selected` and `focus` belong to it). */
  const drawnRequest = useRef<number | null>(null);
  const [focus, setFocus] = useState<string[]>([]);
  const [rule, setRule] = useState<string | null>(null);
  const [inspect, setInspect] = useState<{ what: string; title?: string } | null>(null);
  const [notice, setNotice] = useState<number | null>(null);

  useEffect(() => {
    const n = net();
    setLog([]);
    const off = n.on((m) => {
      const about = typeof m.table === 'string' ? m.table : m.table?.id;
      if (about !== table) return;
      if (m.type === 'state') {
        // States that arrive within one frame (an AI playing several moves) are drawn once, the
        // latest, with every log line of them.
        const replace = fresh.current;
        fresh.current = false;
        const at = m.deadlineMs == null ? null : Date.now() + m.deadlineMs;
        const buf = incoming.current;
        if (buf) {
          buf.msg = m;
          buf.deadline = at;
          if (replace) {
            buf.logs = [];
            buf.replace = true;
          }
          buf.logs.push(...(m.log as LogEntry[]));
          return;
        }
        incoming.current = { msg: m, deadline: at, logs: [...(m.log as LogEntry[])], replace };
        // Drawn at the next frame, or after DRAW_FALLBACK_MS when no frame comes: a page in a
        // background tab (or a browser that draws no frames for a while) draws none, and the
        // state — its decision, the tab's "your turn" title — must still arrive.
        const flush = () => {
          clearTimeout(fallback);
          const b = incoming.current;
          incoming.current = null;
          if (!b) return;
          setView(b.msg.view as StateView);
          setSeq(b.msg.seq);
          setPending(b.msg.pending);
          setDeadline(b.deadline);
          setLog((prev) => mergeLog(prev, b.logs, b.replace));
          // A choice half made (options toggled for a "choose 2", options pointed at on the board)
          // belongs to its request: a state for the same request (another seat's answer to an
          // `all` or `race` request, which leaves this seat's question open) keeps it; it was
          // cleared, and a person's toggled options (and with them the confirm button) were gone.
          if (b.msg.pending !== drawnRequest.current) {
            drawnRequest.current = b.msg.pending as number | null;
            setSelected([]);
            setFocus([]);
          }
        };
        const fallback = setTimeout(flush, DRAW_FALLBACK_MS);
        requestAnimationFrame(flush);
      } else if (m.type === 'table') setInfo(m.table as TableInfo);
      else if (m.type === 'over') setOver(m);
      else if (m.type === 'timeout') setNotice(m.seat as number);
    });
    const offOpen = n.onOpen(() => {
      if (seat !== null && !token) {
        setJoinError(t('noToken'));
        return;
      }
      const msg =
        seat !== null
          ? { type: 'join', table, seat, token }
          : { type: 'spectate', table, ...(token ? { token } : {}) };
      fresh.current = true;
      n.request(msg)
        .then((r) => {
          setInfo(r.table as TableInfo);
          setJoinError(null);
          if (seat !== null && token) {
            const known = findGame(table);
            rememberGame({
              ...(known ?? { createdAt: new Date().toISOString() }),
              table,
              game: (r.table as TableInfo).game,
              seat,
              link: `/play/${encodeURIComponent(table)}?seat=${seat}#token=${token}`,
            });
          }
        })
        .catch((e: Error) => setJoinError(e.message));
    });
    return () => {
      off();
      offOpen();
      n.request({ type: 'leave', table }).catch(() => {});
    };
  }, [table, seat, token]);

  const gameId = info?.game ?? view?.game ?? '';
  const ui = gameUi(gameId);
  const decision: Decision | undefined = view?.decisions?.[0];

  const answer = useCallback(
    async (ans: unknown) => {
      if (pending === null || seat === null || answeredNow.current === pending) return;
      answeredNow.current = pending;
      setAnswered(pending);
      setRefusal(null);
      try {
        await net().request({ type: 'answer', table, seat, pending, answer: ans });
      } catch (e) {
        setAnswered(null);
        answeredNow.current = null;
        // A stale answer (the table moved on first: a clock ran out, another seat acted) is no
        // refusal; the newer state is already on its way.
        const reply = e instanceof ServerError ? e.reply : null;
        setRefusal(refusalText(reply, (e as Error).message, gameId, lang));
      }
    },
    [pending, seat, table, gameId, lang],
  );

  const point = useCallback(
    (options: Option[]) => {
      if (decision?.domain.type !== 'pick' || busy) return;
      const dom = decision.domain;
      if (options.length === 1) {
        const id = options[0].id;
        if (dom.max === 1) void answer([id]);
        else
          setSelected((cur) =>
            cur.includes(id) ? cur.filter((x) => x !== id) : cur.length < dom.max ? [...cur, id] : cur,
          );
      } else setFocus(options.map((o) => o.id));
    },
    [decision, busy, answer],
  );

  const choice = useMemo(
    () => makeChoice(decision, ui.optionKeys, selected, point),
    [decision, ui, selected, point],
  );

  const seatName = useCallback(
    (p: number) => {
      const s = info?.seats[p];
      const base = t('player', { n: p });
      if (seat === p) return base + t('youMark');
      if (s?.kind === 'ai') {
        const known = { random: 'aiRandom', greedy: 'aiGreedy', mcts: 'aiMcts' } as const;
        const key = known[s.agent as keyof typeof known];
        return base + t('aiMark', { agent: key ? t(key) : (s.agent ?? '') });
      }
      return base;
    },
    [info, seat, lang],
  );

  const asked = !!decision && !view?.result;
  useEffect(() => {
    // A person in another tab sees in the tab's title that it is their turn.
    const before = document.title;
    if (asked) document.title = t('titleYourTurn');
    return () => {
      document.title = before;
    };
  }, [asked, lang]);

  if (joinError && !view) {
    return (
      <main class="page center">
        <p class="refused" role="alert" data-testid="join-error">
          {t('error', { why: joinError })}
        </p>
        <a href="/" onClick={linkClick('/')}>
          {t('backToLobby')}
        </a>
      </main>
    );
  }

  const Board = ui.Board;
  const waitingFor = view?.waitingFor ?? [];
  const mine = findGame(table);
  const result = view?.result ?? null;
  const module = moduleOf(gameId);

  return (
    <RuleContext.Provider value={{ gameId, open: setRule }}>
      <main
        class="table-page"
        data-testid="table-page"
        data-seq={seq ?? ''}
        data-game={gameId}
        data-status={info?.status ?? ''}
      >
        <header class="table-bar">
          <span class="game-name">{gameId ? gameName(gameId, lang) : ''}</span>
          <span class="muted small">
            {t('table')} {table}
          </span>
          {seat === null && <span class="badge">{t('spectating')}</span>}
          <span class="turn-status" data-testid="turn-status">
            {result
              ? t('over')
              : decision
                ? t('yourDecision')
                : waitingFor.length
                  ? t('waitingFor', { who: waitingFor.map(seatName).join(', ') })
                  : ''}
          </span>
          <Clock deadline={deadline} />
          {notice !== null && (
            <span class="muted small" data-testid="timeout-note">
              {t('timedOut', { who: seatName(notice) })}
            </span>
          )}
          {seat !== null && module?.concede && info?.status === 'playing' && (
            <button
              type="button"
              class="secondary small"
              data-testid="concede"
              onClick={() => {
                if (confirm(t('concedeConfirm')))
                  void net()
                    .request({ type: 'concede', table, seat })
                    .catch(() => {});
              }}
            >
              {t('concede')}
            </button>
          )}
        </header>
        {info?.status === 'waiting' && !view && (
          <section class="waiting-room" data-testid="waiting-room">
            <p>{t('waitingPlayers')}</p>
            {mine?.invites && mine.invites.length > 0 && (
              <div class="invites">
                <h3>{t('inviteLinks')}</h3>
                {mine.invites.map((i) => (
                  <CopyLink key={i.seat} label={t('seat', { n: i.seat })} link={i.link} />
                ))}
              </div>
            )}
            {mine?.spectatorLink && <CopyLink label={t('spectatorLink')} link={mine.spectatorLink} />}
          </section>
        )}
        {view && (
          <div class="table-main">
            <div class="board-wrap" data-testid="board">
              <Board
                gameId={gameId}
                view={view}
                lang={lang}
                choice={choice}
                inspect={(what: string, title?: string) => setInspect({ what, title })}
                seatName={seatName}
              />
            </div>
            <aside class="side-panel">
              {decision && !result ? (
                <DecisionPanel
                  gameId={gameId}
                  decision={focusDecision(decision, focus)}
                  selected={selected}
                  setSelected={setSelected}
                  onAnswer={answer}
                  busy={busy}
                  error={refusal}
                  request={pending}
                />
              ) : (
                !result && (
                  <p class="waiting-note" data-testid="waiting-note">
                    {waitingFor.length ? t('waitingFor', { who: waitingFor.map(seatName).join(', ') }) : ''}
                  </p>
                )
              )}
              <Trace gameId={gameId} log={log} max={400} />
            </aside>
          </div>
        )}
        {result && (
          <ResultBanner
            gameId={gameId}
            table={table}
            seat={seat}
            result={result}
            conceded={(over?.conceded as number | null) ?? null}
            seatName={seatName}
          />
        )}
        {rule && <RuleDialog gameId={gameId} rule={rule} onClose={() => setRule(null)} />}
        {inspect && (
          <Inspector
            gameId={gameId}
            what={inspect.what}
            title={inspect.title}
            view={view}
            onClose={() => setInspect(null)}
            onPick={(what) => setInspect({ what })}
          />
        )}
      </main>
    </RuleContext.Provider>
  );
}

/** Options pointed at on the board (several for one card) come first in the panel, marked. */
function focusDecision(d: Decision, focus: string[]): Decision {
  if (!focus.length || d.domain.type !== 'pick') return d;
  const f = new Set(focus);
  const options = [
    ...d.domain.options.filter((o) => f.has(o.id)),
    ...d.domain.options.filter((o) => !f.has(o.id)),
  ];
  return { ...d, domain: { ...d.domain, options } };
}

function tokenFromStore(table: string, seat: number): string | null {
  const g = findGame(table);
  if (!g || g.seat !== seat) return null;
  const m = /#token=([^&]+)/.exec(g.link);
  return m ? m[1] : null;
}

function CopyLink(props: { label: string; link: string }) {
  const { t } = useLang();
  const [done, setDone] = useState(false);
  return (
    <div class="copy-link">
      <span>{props.label}</span>
      <input readOnly value={props.link} onFocus={(e) => (e.target as HTMLInputElement).select()} />
      <button
        type="button"
        class="secondary small"
        onClick={() => {
          void navigator.clipboard?.writeText(props.link).then(() => setDone(true));
        }}
      >
        {done ? t('copied') : t('copy')}
      </button>
    </div>
  );
}

function ResultBanner(props: {
  gameId: string;
  table: string;
  seat: number | null;
  result: NonNullable<StateView['result']>;
  conceded: number | null;
  seatName(p: number): string;
}) {
  const { lang, t } = useLang();
  const r = props.result;
  const verdict =
    r.draw || r.winners.length === 0
      ? t('draw')
      : props.seat !== null
        ? r.winners.includes(props.seat)
          ? t('youWin')
          : t('youLose')
        : t('winners', { who: r.winners.map(props.seatName).join(', ') });
  return (
    <section class="result" role="status" data-testid="result">
      <h2 data-testid="verdict">{verdict}</h2>
      <p>
        {props.conceded !== null && <span>{t('conceded', { who: props.seatName(props.conceded) })} · </span>}
        {say(props.gameId, r.reason, lang)} <span class="muted">[{r.rule}]</span>
      </p>
      <div class="result-actions">
        <a
          class="button primary"
          href={`/replay/${encodeURIComponent(props.table)}`}
          data-testid="open-replay"
          onClick={linkClick(`/replay/${encodeURIComponent(props.table)}`)}
        >
          {t('openReplay')}
        </a>
        <a class="button secondary" href={`/api/tables/${encodeURIComponent(props.table)}/record`} download>
          {t('downloadRecord')}
        </a>
        <a class="button secondary" href="/" onClick={linkClick('/')}>
          {t('backToLobby')}
        </a>
      </div>
    </section>
  );
}
