/**
 * The tables this browser created or joined, kept in localStorage so a person can come back to a
 * game (the seat token stays on this device, in the link's fragment and here, never in a URL the
 * server logs), and so the lobby can show the invitation links of a table they created.
 */
export interface MyGame {
  table: string;
  game: string;
  seat: number | null;
  /** Seat link (with the token in its fragment) or spectator link. */
  link: string;
  createdAt: string;
  /** Invitation links of the other human seats, when this browser created the table. */
  invites?: { seat: number; link: string }[];
  spectatorLink?: string;
}

const KEY = 'arbiter.mygames';

export function myGames(): MyGame[] {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(raw) ? (raw as MyGame[]) : [];
  } catch {
    return [];
  }
}

export function rememberGame(g: MyGame): void {
  const rest = myGames().filter((x) => !(x.table === g.table && x.seat === g.seat));
  try {
    localStorage.setItem(KEY, JSON.stringify([g, ...rest].slice(0, 50)));
  } catch {
    // storage full or unavailable: the link in the address bar still works
  }
}

export function forgetGame(table: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(myGames().filter((x) => x.table !== table)));
  } catch {
    // nothing to do
  }
}

export function findGame(table: string): MyGame | undefined {
  return myGames().find((x) => x.table === table);
}

/** A link the server made (absolute, with its host) as a path on this page's origin. */
export function localPath(link: string): string {
  try {
    const u = new URL(link, location.href);
    return `${u.pathname}${u.search}${u.hash}`;
  } catch {
    return link;
  }
}
