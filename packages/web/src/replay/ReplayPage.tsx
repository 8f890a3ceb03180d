/**
 * The replay viewer: open a record (a finished table on this server, or a file), step forward and
 * back through it, jump to any decision, see the position from any seat or as a spectator with the
 * decision that was asked there and the trace up to it, check that the final position is the
 * record's, and branch from any point into a new game against the AI.
 */
import { type GameRecord, type Lang, parseRecord, viewFor } from '@arbiter/kernel';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { NO_CHOICE } from '../boards/common.tsx';
import { gameUi } from '../boards/index.tsx';
import { gameName, moduleOf, say } from '../games.ts';
import { useLang } from '../i18n.tsx';
import { agentChoices } from '../lobby/Lobby.tsx';
import { localPath, rememberGame } from '../mygames.ts';
import { api, net } from '../net.ts';
import { navigate } from '../router.ts';
import { Inspector } from '../table/Inspector.tsx';
import { RuleDialog } from '../trace/RuleDialog.tsx';
import { RuleChip, RuleContext } from '../trace/rule-context.tsx';
import { Replayer } from './replayer.ts';

function answerText(gameId: string, step: Replayer['steps'][number], lang: Lang): string {
  const d = step.asked;
  if (!d) return JSON.stringify(step.answer);
  const dom = d.domain;
  const ids = Array.isArray(step.answer)
    ? (step.answer as string[])
    : typeof step.answer === 'string'
      ? [step.answer]
      : null;
  if (ids && (dom.type === 'pick' || dom.type === 'order')) {
    const opts = dom.type === 'pick' ? dom.options : dom.items;
    if (ids.length === 0) return '—';
    return ids
      .map((id) => {
        const o = opts.find((x) => x.id === id);
        return o ? say(gameId, o.label, lang) : id;
      })
      .join(dom.type === 'order' ? ' → ' : ', ');
  }
  if (dom.type === 'distribute' && step.answer && typeof step.answer === 'object') {
    return Object.entries(step.answer as Record<string, number>)
      .map(([id, n]) => {
        const o = dom.items.find((x) => x.id === id);
        return `${o ? say(gameId, o.label, lang) : id} ${n}`;
      })
      .join(', ');
  }
  return String(step.answer);
}

export function ReplayPage(props: { table: string | null }) {
  const { t } = useLang();
  const [record, setRecord] = useState<GameRecord | null>(null);
  const [source, setSource] = useState<{ table: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tableId, setTableId] = useState(props.table ?? '');

  const loadTable = (id: string) => {
    setError(null);
    api<unknown>(`/api/tables/${encodeURIComponent(id)}/record`)
      .then((raw) => {
        setRecord(parseRecord(JSON.stringify(raw)));
        setSource({ table: id });
      })
      .catch((e: Error) => setError(e.message));
  };
  useEffect(() => {
    if (props.table) loadTable(props.table);
  }, [props.table]);

  const openFile = async (file: File) => {
    setError(null);
    try {
      setRecord(parseRecord(await file.text()));
      setSource(null);
    } catch (e) {
      setError((e as Error).message);
    }
  };

  return (
    <main class="page replay" data-testid="replay">
      <h1>{t('replayTitle')}</h1>
      <section class="panel replay-open">
        <label class="field">
          <span>{t('openFile')}</span>
          <input
            type="file"
            accept=".json,application/json"
            data-testid="record-file"
            onChange={(e) => {
              const f = (e.target as HTMLInputElement).files?.[0];
              if (f) void openFile(f);
            }}
          />
        </label>
        <form
          class="field"
          onSubmit={(e) => {
            e.preventDefault();
            if (tableId.trim()) {
              navigate(`/replay/${encodeURIComponent(tableId.trim())}`);
            }
          }}
        >
          <span>{t('openTable')}</span>
          <input value={tableId} onInput={(e) => setTableId((e.target as HTMLInputElement).value)} />
          <button type="submit" class="secondary small">
            {t('load')}
          </button>
        </form>
        {error && (
          <p class="refused" role="alert" data-testid="replay-error">
            {t('replayBad', { why: error })}
          </p>
        )}
      </section>
      {record && <Viewer key={`${record.seed}:${record.decisions.length}`} record={record} source={source} />}
    </main>
  );
}

function Viewer(props: { record: GameRecord; source: { table: string } | null }) {
  const { lang, t } = useLang();
  const rec = props.record;
  const module = moduleOf(rec.game);
  const [replayError, setReplayError] = useState<string | null>(null);
  const replayer = useMemo(() => {
    if (!module) return null;
    try {
      return new Replayer(module, rec);
    } catch (e) {
      setReplayError((e as Error).message);
      return null;
    }
  }, [rec]);
  const [n, setN] = useState(rec.decisions.length);
  const [viewer, setViewer] = useState<number | null>(0);
  const [rule, setRule] = useState<string | null>(null);
  const [inspect, setInspect] = useState<{ what: string; title?: string } | null>(null);
  const [branchAgent, setBranchAgent] = useState('random');
  const [agents, setAgents] = useState<string[]>(['random']);
  const [branchError, setBranchError] = useState<string | null>(null);
  useEffect(() => {
    net()
      .request({ type: 'games' })
      .then((m) => {
        setAgents(m.agents);
        if (m.agents.length) setBranchAgent(m.agents[0]);
      })
      .catch(() => {});
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.target as HTMLElement)?.closest('input, textarea, select')) return;
      if (e.key === 'ArrowLeft') setN((x) => Math.max(0, x - 1));
      if (e.key === 'ArrowRight') setN((x) => Math.min(rec.decisions.length, x + 1));
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [rec]);
  const view = useMemo(
    () => (replayer && module ? viewFor(replayer.at(n), module, viewer) : null),
    [replayer, n, viewer],
  );
  const traceList = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = traceList.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [n, viewer]);
  if (!module) return <p class="refused">{t('replayBad', { why: `unknown game ${rec.game}` })}</p>;
  if (!replayer || !view)
    return (
      <p class="refused" data-testid="replay-error">
        {t('replayBad', { why: replayError ?? '' })}
      </p>
    );
  const total = replayer.length;
  const next = n < total ? replayer.steps[n] : null;
  const Board = gameUi(rec.game).Board;
  const seatName = (p: number) =>
    `${t('player', { n: p })}${rec.agents[p] && rec.agents[p] !== 'human' ? ` (${rec.agents[p]})` : ''}`;
  const branchSeat = next?.player ?? 0;
  const branch = async () => {
    setBranchError(null);
    const seats = Array.from({ length: rec.players }, (_, i) =>
      i === branchSeat ? { kind: 'human' } : { kind: 'ai', agent: branchAgent },
    );
    try {
      const m = await api<{ table: { id: string }; seats: { seat: number; link?: string }[] }>(
        '/api/branch',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            ...(props.source ? { table: props.source.table } : { record: rec }),
            at: n,
            seats,
          }),
        },
      );
      const path = localPath(m.seats[branchSeat].link!);
      rememberGame({
        table: m.table.id,
        game: rec.game,
        seat: branchSeat,
        link: path,
        createdAt: new Date().toISOString(),
      });
      navigate(path);
    } catch (e) {
      setBranchError((e as Error).message);
    }
  };
  const trace = replayer.logUpTo(n, 300);
  const listStart = Math.max(0, n - 40);
  return (
    <RuleContext.Provider value={{ gameId: rec.game, open: setRule }}>
      <section class="panel" data-testid="replay-viewer" data-step={n} data-total={total}>
        <h2>
          {gameName(rec.game, lang)} <span class="muted small">{props.source?.table ?? ''}</span>
        </h2>
        <p
          data-testid="final-check"
          class={replayer.finalMatches && replayer.firstMismatch < 0 ? 'hash-ok' : 'hash-bad'}
        >
          {replayer.finalMatches && replayer.firstMismatch < 0
            ? `✓ ${t('finalMatches', { hash: replayer.finalHash })}`
            : `✗ ${t('finalDiffers', { a: replayer.finalHash, b: rec.finalHash })}`}
        </p>
        <div class="replay-controls">
          <button
            type="button"
            class="icon"
            aria-label={t('first')}
            data-testid="step-first"
            onClick={() => setN(0)}
          >
            ⏮
          </button>
          <button
            type="button"
            class="icon"
            aria-label={t('back')}
            data-testid="step-back"
            disabled={n === 0}
            onClick={() => setN(n - 1)}
          >
            ◀
          </button>
          <span data-testid="step-label">{t('step', { i: n, n: total })}</span>
          <button
            type="button"
            class="icon"
            aria-label={t('forward')}
            data-testid="step-forward"
            disabled={n >= total}
            onClick={() => setN(n + 1)}
          >
            ▶
          </button>
          <button
            type="button"
            class="icon"
            aria-label={t('last')}
            data-testid="step-last"
            onClick={() => setN(total)}
          >
            ⏭
          </button>
          <input
            type="range"
            min={0}
            max={total}
            value={n}
            aria-label={t('step', { i: n, n: total })}
            onInput={(e) => setN(Number((e.target as HTMLInputElement).value))}
          />
          <label class="inline">
            <span>{t('viewAs')}</span>
            <select
              value={viewer === null ? 'spectator' : String(viewer)}
              data-testid="view-as"
              onChange={(e) => {
                const v = (e.target as HTMLSelectElement).value;
                setViewer(v === 'spectator' ? null : Number(v));
              }}
            >
              {Array.from({ length: rec.players }, (_, p) => (
                <option value={String(p)}>{seatName(p)}</option>
              ))}
              <option value="spectator">{t('spectator')}</option>
            </select>
          </label>
        </div>
      </section>
      <div class="table-main">
        <div class="board-wrap" data-testid="board">
          <Board
            gameId={rec.game}
            view={view}
            lang={lang}
            choice={NO_CHOICE}
            inspect={(what: string, title?: string) => setInspect({ what, title })}
            seatName={seatName}
          />
        </div>
        <aside class="side-panel">
          {next?.asked && (
            <section class="decision replay-asked" data-testid="asked">
              <span class="decision-who">{seatName(next.player)}</span>
              <h2 class="prompt">{say(rec.game, next.asked.prompt, lang)}</h2>
              {next.asked.rule && <RuleChip rule={next.asked.rule} />}
              <p>→ {answerText(rec.game, next, lang)}</p>
              {rec.result !== null || n < total ? (
                <div class="branch">
                  <label class="inline">
                    <span>{t('strength')}</span>
                    <select
                      value={branchAgent}
                      onChange={(e) => setBranchAgent((e.target as HTMLSelectElement).value)}
                    >
                      {agentChoices(agents).map((a) => (
                        <option value={a.name}>{a.key ? t(a.key) : a.name}</option>
                      ))}
                    </select>
                  </label>
                  <button type="button" class="primary" data-testid="branch" onClick={() => void branch()}>
                    {t('branch')} · {t('branchSeat', { who: seatName(branchSeat) })}
                  </button>
                  {branchError && <p class="refused">{t('error', { why: branchError })}</p>}
                </div>
              ) : null}
            </section>
          )}
          <section class="trace">
            <h3>{t('decisions')}</h3>
            <ol class="decision-list" data-testid="decision-list" start={listStart + 1}>
              {replayer.steps.slice(listStart, Math.min(total, n + 40)).map((s, k) => {
                const i = listStart + k;
                return (
                  <li key={i} class={i === n ? 'current' : ''}>
                    <button type="button" data-step={i} onClick={() => setN(i)}>
                      {t('decided', { who: seatName(s.player), what: answerText(rec.game, s, lang) })}
                      {!s.matches && <span class="hash-bad"> ✗</span>}
                    </button>
                  </li>
                );
              })}
            </ol>
          </section>
          <section class="trace" data-testid="trace">
            <h3>{t('log')}</h3>
            <ol class="trace-list" ref={traceList}>
              {trace.map(({ entry, step }, k) => {
                const privateTo = entry.to && (viewer === null || !entry.to.includes(viewer));
                const msg = privateTo ? entry.alt : entry.msg;
                if (!msg) return null;
                return (
                  <li key={`${step}:${k}`}>
                    <span class="trace-text">{say(rec.game, msg, lang)}</span>
                    {entry.rule && <RuleChip rule={entry.rule} />}
                  </li>
                );
              })}
            </ol>
          </section>
        </aside>
      </div>
      {rule && <RuleDialog gameId={rec.game} rule={rule} onClose={() => setRule(null)} />}
      {inspect && (
        <Inspector
          gameId={rec.game}
          what={inspect.what}
          title={inspect.title}
          view={view}
          onClose={() => setInspect(null)}
          onPick={(what) => setInspect({ what })}
        />
      )}
    </RuleContext.Provider>
  );
}
