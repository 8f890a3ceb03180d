/** The page: a header with the language switch, and the page the route names. */
import { useEffect, useState } from 'preact/hooks';
import { LangProvider, LangSwitch, useLang } from './i18n.tsx';
import { Lobby } from './lobby/Lobby.tsx';
import { type NetStatus, net } from './net.ts';
import { ReplayPage } from './replay/ReplayPage.tsx';
import { linkClick, useRoute } from './router.ts';
import { TablePage } from './table/TablePage.tsx';

function ConnectionNote() {
  const { t } = useLang();
  const [status, setStatus] = useState<NetStatus>(net().status);
  useEffect(() => net().onStatus(setStatus), []);
  if (status === 'open') return null;
  return (
    <p class="net-status" role="status" data-testid="net-status">
      {status === 'connecting' ? t('connecting') : t('offline')}
    </p>
  );
}

function Shell() {
  const { t } = useLang();
  const route = useRoute();
  useEffect(() => {
    document.title = t('appTitle');
  }, [t]);
  return (
    <>
      <header class="app-bar">
        <a class="brand" href="/" onClick={linkClick('/')}>
          <span class="logo" aria-hidden="true">
            ⚖
          </span>
          {t('appTitle')}
        </a>
        <nav>
          <a href="/" onClick={linkClick('/')}>
            {t('lobby')}
          </a>
          <a href="/replay" onClick={linkClick('/replay')} data-testid="nav-replay">
            {t('replay')}
          </a>
        </nav>
        <LangSwitch />
      </header>
      <ConnectionNote />
      {route.page === 'lobby' && <Lobby />}
      {route.page === 'play' && (
        <TablePage
          key={`${route.table}:${route.seat}`}
          table={route.table}
          seat={route.seat}
          token={route.token}
        />
      )}
      {route.page === 'watch' && (
        <TablePage key={`${route.table}:w`} table={route.table} seat={null} token={route.token} />
      )}
      {route.page === 'replay' && <ReplayPage key={route.table ?? ''} table={route.table} />}
      {route.page === 'missing' && (
        <main class="page center">
          <p>{t('notFound')}</p>
        </main>
      )}
    </>
  );
}

export function App() {
  return (
    <LangProvider>
      <Shell />
    </LangProvider>
  );
}
