/**
 * The lobby: choose a game, the seats (you, an AI of some strength, or a person you invite by
 * link), the decks (a ready deck, or a pasted deck file checked with every violation listed), a time
 * limit, and whether the table is listed; the listed tables to sit at or watch; your own games.
 */
import type { Lang } from '@arbiter/kernel';
import { useEffect, useState } from 'preact/hooks';
import { gameName, MODULES } from '../games.ts';
import { type UiKey, useLang } from '../i18n.tsx';
import { forgetGame, localPath, myGames, rememberGame } from '../mygames.ts';
import { net, type ServerMsg } from '../net.ts';
import { linkClick, navigate } from '../router.ts';
import type { TableInfo } from '../table/TablePage.tsx';
import { checkDeckText, type DeckCheck } from './deck.ts';

interface GameInfo {
  id: string;
  names: { zh: string; en: string };
  status: string;
  players: { min: number; max: number; default: number };
  decks: { name: string; cards: number }[];
  concede: boolean;
}

type SeatKind = 'you' | 'ai' | 'invite';

interface SeatPlan {
  kind: SeatKind;
  agent: string;
  /** '' = the game's default deck for the seat, a ready deck's name, or 'paste'. */
  deck: string;
  pasted: string;
}

/** Known agents from weakest to strongest; others follow in the server's order. */
const STRENGTH: { name: string; key: UiKey }[] = [
  { name: 'random', key: 'agentRandom' },
  { name: 'greedy', key: 'agentGreedy' },
  { name: 'mcts', key: 'agentMcts' },
];

export function agentChoices(agents: string[]): { name: string; key?: UiKey }[] {
  const known = STRENGTH.filter((s) => agents.includes(s.name));
  const rest = agents.filter((a) => !STRENGTH.some((s) => s.name === a)).map((name) => ({ name }));
  return [...known, ...rest];
}

function playerCounts(p: GameInfo['players']): number[] {
  return [...new Set([p.min, p.default, p.max])].sort((a, b) => a - b);
}

export function Lobby() {
  const { lang, t } = useLang();
  const [games, setGames] = useState<GameInfo[]>([]);
  const [agents, setAgents] = useState<string[]>([]);
  const [tables, setTables] = useState<TableInfo[]>([]);
  const [gameId, setGameId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const n = net();
    const load = () => {
      n.request({ type: 'games' })
        .then((m: ServerMsg) => {
          setGames(m.games);
          setAgents(m.agents);
        })
        .catch((e: Error) => setError(e.message));
    };
    const loadTables = () =>
      n
        .request({ type: 'tables' })
        .then((m) => setTables(m.tables))
        .catch(() => {});
    const off = n.onOpen(() => {
      load();
      loadTables();
    });
    const id = setInterval(loadTables, 5000);
    return () => {
      off();
      clearInterval(id);
    };
  }, []);
  const playable = new Set(games.map((g) => g.id));
  const chosen = games.find((g) => g.id === gameId) ?? null;
  return (
    <main class="page lobby" data-testid="lobby">
      <section class="panel">
        <h2>{t('newGame')}</h2>
        <p class="muted">{t('chooseGame')}</p>
        <div class="game-picker">
          {MODULES.map((m) => {
            const on = playable.has(m.id);
            return (
              <button
                type="button"
                key={m.id}
                aria-pressed={gameId === m.id}
                class={`game-card g-${m.id}${gameId === m.id ? ' chosen' : ''}`}
                data-game={m.id}
                disabled={!on}
                onClick={() => setGameId(m.id)}
              >
                <span class="game-title">{m.names[lang]}</span>
                <span class="game-sub">{m.names[lang === 'zh' ? 'en' : 'zh']}</span>
                {!on && <span class="badge">{t('planned')}</span>}
              </button>
            );
          })}
        </div>
        {chosen && <Setup key={chosen.id} game={chosen} agents={agents} />}
        {error && <p class="refused">{t('error', { why: error })}</p>}
      </section>
      <section class="panel">
        <h2>{t('openTables')}</h2>
        {tables.length === 0 ? (
          <p class="muted">{t('noTables')}</p>
        ) : (
          <ul class="table-list" data-testid="open-tables">
            {tables.map((tb) => (
              <TableRow key={tb.id} tb={tb} lang={lang} />
            ))}
          </ul>
        )}
      </section>
      <MyGames />
    </main>
  );
}

function TableRow(props: { tb: TableInfo; lang: Lang }) {
  const { t } = useLang();
  const tb = props.tb;
  const free = tb.seats.filter((s) => s.kind === 'human' && !s.joined).length;
  const claim = () => {
    net()
      .request({ type: 'claim', table: tb.id })
      .then((m) => {
        const path = localPath(m.link);
        rememberGame({
          table: tb.id,
          game: tb.game,
          seat: m.seat,
          link: path,
          createdAt: new Date().toISOString(),
        });
        navigate(path);
      })
      .catch(() => {});
  };
  return (
    <li class="table-row" data-table={tb.id}>
      <span class="game-name">{gameName(tb.game, props.lang)}</span>
      <span class="muted small">{tb.id}</span>
      <span class={`badge ${tb.status}`}>{t(tb.status as UiKey)}</span>
      <span class="muted small">
        {tb.seats.map((s) => (s.kind === 'ai' ? `AI ${s.agent}` : s.joined ? '●' : '○')).join(' · ')}
      </span>
      {free > 0 && tb.status === 'waiting' && (
        <button type="button" class="primary small" onClick={claim}>
          {t('takeSeat')} ({t('seatsFree', { n: free })})
        </button>
      )}
      <a
        class="button secondary small"
        href={`/watch/${encodeURIComponent(tb.id)}`}
        onClick={linkClick(`/watch/${encodeURIComponent(tb.id)}`)}
      >
        {t('watch')}
      </a>
    </li>
  );
}

function MyGames() {
  const { lang, t } = useLang();
  const [list, setList] = useState(myGames());
  if (list.length === 0) return null;
  return (
    <section class="panel">
      <h2>{t('myGames')}</h2>
      <ul class="table-list">
        {list.slice(0, 12).map((g) => (
          <li class="table-row" key={`${g.table}:${g.seat}`}>
            <span class="game-name">{gameName(g.game, lang)}</span>
            <span class="muted small">
              {g.table} · {g.seat === null ? t('spectator') : t('seat', { n: g.seat })}
            </span>
            <a class="button secondary small" href={g.link} onClick={linkClick(g.link)}>
              {t('resume')}
            </a>
            <a
              class="button secondary small"
              href={`/replay/${encodeURIComponent(g.table)}`}
              onClick={linkClick(`/replay/${encodeURIComponent(g.table)}`)}
            >
              {t('replay')}
            </a>
            <button
              type="button"
              class="secondary small"
              onClick={() => {
                forgetGame(g.table);
                setList(myGames());
              }}
            >
              {t('forget')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Setup(props: { game: GameInfo; agents: string[] }) {
  const { lang, t } = useLang();
  const g = props.game;
  const choices = agentChoices(props.agents);
  const [players, setPlayers] = useState(g.players.default);
  const defaultSeat = (i: number): SeatPlan => ({
    kind: i === 0 ? 'you' : 'ai',
    agent: choices[0]?.name ?? 'random',
    deck: '',
    pasted: '',
  });
  const [seats, setSeats] = useState<SeatPlan[]>(() =>
    Array.from({ length: players }, (_, i) => defaultSeat(i)),
  );
  const [limit, setLimit] = useState(0);
  const [listed, setListed] = useState(false);
  const [seed, setSeed] = useState('');
  // A chosen seed tells its chooser every shuffle: offered only when no other person sits at the
  // table (practice against AI seats, or a deal played again).
  const seedAllowed = seats.every((s) => s.kind !== 'invite') && !listed;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setSeats((cur) => Array.from({ length: players }, (_, i) => cur[i] ?? defaultSeat(i)));
  }, [players]);
  const setSeat = (i: number, patch: Partial<SeatPlan>) => {
    setSeats((cur) =>
      cur.map((s, j) => {
        if (j === i) return { ...s, ...patch };
        // Only one seat is played from this browser.
        if (patch.kind === 'you' && s.kind === 'you') return { ...s, kind: 'invite' };
        return s;
      }),
    );
  };
  const checks: (DeckCheck | null)[] = seats.map((s) =>
    s.deck === 'paste' ? checkDeckText(s.pasted, g.id) : null,
  );
  const decksOk = checks.every((c) => c === null || c.ok);
  const create = async () => {
    setBusy(true);
    setError(null);
    const anyDeck = seats.some((s) => s.deck !== '');
    const decks = anyDeck
      ? seats.map((s, i) => {
          const c = checks[i];
          if (c?.ok) return c.deck;
          return s.deck && s.deck !== 'paste' ? s.deck : g.decks[i % Math.max(1, g.decks.length)]?.name;
        })
      : undefined;
    try {
      const m = await net().request({
        type: 'create',
        game: g.id,
        seats: seats.map((s) => (s.kind === 'ai' ? { kind: 'ai', agent: s.agent } : { kind: 'human' })),
        ...(decks ? { decks } : {}),
        ...(limit ? { timeLimitSeconds: limit, fallback: 'pass' } : {}),
        listed,
        ...(seedAllowed && seed.trim() ? { seed: seed.trim().slice(0, 128) } : {}),
      });
      const linked = m.seats as { seat: number; kind: string; link?: string }[];
      const mine = seats.findIndex((s) => s.kind === 'you');
      const invites = linked
        .filter((s) => s.kind === 'human' && s.seat !== mine && s.link)
        .map((s) => ({ seat: s.seat, link: s.link! }));
      // Links to share stay absolute (the server's public address); this browser's own is a path.
      const spectatorLink = m.spectator.link as string;
      const createdAt = new Date().toISOString();
      if (mine >= 0) {
        const path = localPath(linked[mine].link!);
        rememberGame({
          table: m.table.id,
          game: g.id,
          seat: mine,
          link: path,
          createdAt,
          invites,
          spectatorLink,
        });
        navigate(path);
      } else {
        rememberGame({
          table: m.table.id,
          game: g.id,
          seat: null,
          link: localPath(spectatorLink),
          createdAt,
          invites,
          spectatorLink,
        });
        navigate(localPath(spectatorLink));
      }
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };
  return (
    <form
      class="setup"
      data-testid="setup"
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}
    >
      <h3>{g.names[lang]}</h3>
      {playerCounts(g.players).length > 1 && (
        <label class="field">
          <span>{t('players')}</span>
          <select
            value={players}
            onChange={(e) => setPlayers(Number((e.target as HTMLSelectElement).value))}
            data-testid="players"
          >
            {playerCounts(g.players).map((n) => (
              <option value={n}>{n}</option>
            ))}
          </select>
        </label>
      )}
      <ol class="seats">
        {seats.map((s, i) => {
          const c = checks[i];
          return (
            <li class="seat-plan" key={i} data-seat={i}>
              <span class="seat-label">{t('seat', { n: i })}</span>
              <select
                aria-label={t('seat', { n: i })}
                value={s.kind}
                data-testid={`seat-kind-${i}`}
                onChange={(e) => setSeat(i, { kind: (e.target as HTMLSelectElement).value as SeatKind })}
              >
                <option value="you">{t('you')}</option>
                <option value="ai">{t('ai')}</option>
                <option value="invite">{t('invite')}</option>
              </select>
              {s.kind === 'ai' && (
                <label class="inline">
                  <span>{t('strength')}</span>
                  <select
                    value={s.agent}
                    data-testid={`agent-${i}`}
                    onChange={(e) => setSeat(i, { agent: (e.target as HTMLSelectElement).value })}
                  >
                    {choices.map((a) => (
                      <option value={a.name}>{a.key ? t(a.key) : a.name}</option>
                    ))}
                  </select>
                </label>
              )}
              {g.decks.length > 0 && (
                <label class="inline">
                  <span>{t('deck')}</span>
                  <select
                    value={s.deck}
                    data-testid={`deck-${i}`}
                    onChange={(e) => setSeat(i, { deck: (e.target as HTMLSelectElement).value })}
                  >
                    <option value="">—</option>
                    {g.decks.map((d) => (
                      <option value={d.name}>{t('readyDeck', { name: d.name, n: d.cards })}</option>
                    ))}
                    <option value="paste">{t('pasteDeck')}</option>
                  </select>
                </label>
              )}
              {s.deck === 'paste' && (
                <div class="paste">
                  <textarea
                    rows={6}
                    placeholder={t('deckHelp')}
                    data-testid={`deck-text-${i}`}
                    value={s.pasted}
                    onInput={(e) => setSeat(i, { pasted: (e.target as HTMLTextAreaElement).value })}
                  />
                  {s.pasted.trim() && c && <DeckReport check={c} />}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <label class="field">
        <span>{t('timeLimit')}</span>
        <select value={limit} onChange={(e) => setLimit(Number((e.target as HTMLSelectElement).value))}>
          <option value={0}>{t('noLimit')}</option>
          {[30, 60, 120, 300].map((n) => (
            <option value={n}>{t('seconds', { n })}</option>
          ))}
        </select>
      </label>
      {seedAllowed && (
        <label class="field">
          <span>{t('seed')}</span>
          <input
            type="text"
            data-testid="seed"
            maxLength={128}
            value={seed}
            title={t('seedHelp')}
            onInput={(e) => setSeed((e.target as HTMLInputElement).value)}
          />
          <span class="muted small">{t('seedHelp')}</span>
        </label>
      )}
      <label class="check">
        <input
          type="checkbox"
          checked={listed}
          onChange={(e) => setListed((e.target as HTMLInputElement).checked)}
        />
        <span>{t('listed')}</span>
      </label>
      <button type="submit" class="primary big" data-testid="create" disabled={busy || !decksOk}>
        {busy ? t('creating') : t('create')}
      </button>
      {error && (
        <p class="refused" role="alert">
          {t('error', { why: error })}
        </p>
      )}
    </form>
  );
}

export function DeckReport(props: { check: DeckCheck }) {
  const { lang, t } = useLang();
  const c = props.check;
  if (c.ok)
    return (
      <p class="ok" data-testid="deck-ok">
        {t('deckOk', { n: c.cards })}
      </p>
    );
  if ('unreadable' in c)
    return (
      <p class="refused" data-testid="deck-unreadable">
        {t('deckUnreadable', { why: c.unreadable })}
      </p>
    );
  return (
    <div class="refused" data-testid="deck-violations">
      <p>{t('deckBad', { n: c.violations.length })}</p>
      <ul>
        {c.violations.map((v, i) => (
          <li key={i}>
            {v.message[lang]} <span class="muted">[{v.rule}]</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
