/**
 * Routes, matching the links the server hands out: `/` the lobby, `/play/<table>?seat=N#token=…`
 * a seat, `/watch/<table>[#token=…]` a spectator, `/replay[/<table>]` the replay viewer.
 */
import { useEffect, useState } from 'preact/hooks';

export type Route =
  | { page: 'lobby' }
  | { page: 'play'; table: string; seat: number; token: string | null }
  | { page: 'watch'; table: string; token: string | null }
  | { page: 'replay'; table: string | null }
  | { page: 'missing'; path: string };

export function parseRoute(loc: { pathname: string; search: string; hash: string }): Route {
  const parts = loc.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const token = new URLSearchParams(loc.hash.replace(/^#/, '')).get('token');
  if (parts.length === 0) return { page: 'lobby' };
  if (parts[0] === 'play' && parts[1]) {
    const seat = Number(new URLSearchParams(loc.search).get('seat') ?? '0');
    return { page: 'play', table: parts[1], seat: Number.isInteger(seat) ? seat : 0, token };
  }
  if (parts[0] === 'watch' && parts[1]) return { page: 'watch', table: parts[1], token };
  if (parts[0] === 'replay') return { page: 'replay', table: parts[1] ?? null };
  return { page: 'missing', path: loc.pathname };
}

const listeners = new Set<() => void>();

export function navigate(href: string): void {
  history.pushState(null, '', href);
  for (const l of listeners) l();
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location));
  useEffect(() => {
    const update = () => setRoute(parseRoute(location));
    listeners.add(update);
    addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      removeEventListener('popstate', update);
    };
  }, []);
  return route;
}

/** A link that changes the route without reloading the page. */
export function linkClick(href: string) {
  return (e: MouseEvent) => {
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigate(href);
  };
}
