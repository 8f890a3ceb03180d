// @vitest-environment happy-dom
/**
 * The table page between the server's state messages (issue 15): what a person has half done for
 * the open request — options toggled for a "choose 2" — stays while states for the same request
 * arrive (another seat answering an `all` or `race` request leaves this seat's question open), and
 * goes with a new request. The server is a stand-in that hands the page its messages.
 *
 * Where it bites: 三国杀战棋's captains choose three generals at once (SGS 1.4, an `all` request).
 * The AI captain's answer arrives as a state while the person ticks theirs; it cleared the ticks.
 * One keyboard-only browser game failed there, at its first "choose 3", with the confirm button out
 * of Tab's reach (disabled) — most likely this, as the timing decides whether it happens.
 */
import { createGame, type Decision, viewFor } from '@arbiter/kernel';
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';

const server = vi.hoisted(() => ({
  listeners: [] as ((m: Record<string, unknown>) => void)[],
  sent: [] as Record<string, unknown>[],
}));

vi.mock('../src/net.ts', () => {
  class ServerError extends Error {
    constructor(
      public code: string,
      message: string,
      public reply: Record<string, unknown>,
    ) {
      super(message);
    }
  }
  const fake = {
    on(l: (m: Record<string, unknown>) => void) {
      server.listeners.push(l);
      return () => server.listeners.splice(server.listeners.indexOf(l), 1);
    },
    onOpen(l: () => void) {
      l();
      return () => {};
    },
    request(m: Record<string, unknown>) {
      server.sent.push(m);
      return new Promise(() => {});
    },
  };
  return { net: () => fake, ServerError };
});

const { TablePage } = await import('../src/table/TablePage.tsx');
const { LangProvider } = await import('../src/i18n.tsx');
const { moduleOf } = await import('../src/games.ts');

afterEach(() => {
  cleanup();
  server.listeners.length = 0;
  server.sent.length = 0;
});

/** A real FF-TCG view for seat 0, asking it a "choose 2 of 3" as request `pending`. */
function stateMessage(seq: number, pending: number) {
  const fftcg = moduleOf('fftcg')!;
  const state = createGame(fftcg, {
    seed: 'table-page',
    players: 2,
    decks: [fftcg.decks.ready[0], fftcg.decks.ready[0]],
  });
  const view = viewFor(state, fftcg, 0);
  const plain = (t: string) => ({ key: 'x.plain', args: { t } });
  const ask: Decision = {
    player: 0,
    kind: 'discard',
    prompt: plain('discard two'),
    domain: {
      type: 'pick',
      min: 2,
      max: 2,
      options: ['h1', 'h2', 'h3'].map((id) => ({ id, label: plain(id) })),
    },
  };
  return {
    type: 'state',
    table: 't1',
    seq,
    pending,
    view: { ...view, decisions: [ask] },
    log: [],
    deadlineMs: null,
  };
}

/** Hand the page a message and wait until it is drawn (the page draws at a frame, or 200 ms). */
async function deliver(m: Record<string, unknown>) {
  for (const l of server.listeners) l(m);
  await vi.waitFor(() =>
    expect(document.querySelector('[data-testid=table-page]')?.getAttribute('data-seq')).toBe(String(m.seq)),
  );
}

const chosen = () =>
  [...document.querySelectorAll<HTMLElement>('[data-option][aria-pressed=true]')].map(
    (b) => b.dataset.option,
  );

describe('the table page', () => {
  it('keeps the options toggled for the open request while states for the same request arrive', async () => {
    render(
      <LangProvider initial="en">
        <TablePage table="t1" seat={0} token="secret" />
      </LangProvider>,
    );
    await deliver(stateMessage(1, 7));
    fireEvent.click(document.querySelector('[data-option=h1]')!);
    fireEvent.click(document.querySelector('[data-option=h3]')!);
    expect(chosen()).toEqual(['h1', 'h3']);
    // Another seat answered its part of request 7: a new state, the same question for seat 0.
    await deliver(stateMessage(2, 7));
    expect(chosen()).toEqual(['h1', 'h3']);
    fireEvent.click(document.querySelector('[data-testid=confirm]')!);
    expect(server.sent.at(-1)).toMatchObject({ type: 'answer', pending: 7, answer: ['h1', 'h3'] });
  });

  it('a new request starts with nothing chosen, even with the same options', async () => {
    render(
      <LangProvider initial="en">
        <TablePage table="t1" seat={0} token="secret" />
      </LangProvider>,
    );
    await deliver(stateMessage(1, 7));
    fireEvent.click(document.querySelector('[data-option=h2]')!);
    expect(chosen()).toEqual(['h2']);
    await deliver(stateMessage(2, 9));
    expect(chosen()).toEqual([]);
  });
});
