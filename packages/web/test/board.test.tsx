// @vitest-environment happy-dom
/**
 * The table's piles and the inspector (issue 15). A face-up card on top of a pile may be an option
 * of the open decision (Riftbound: a card in the trash): a click on it answers, and nothing else —
 * it used to sit inside the pile's own button, so the same click also opened the pile's list over
 * the table (seen with the table seed `e2e-riftbound~2`: a dialog without a title, in front of the
 * decision). Every dialog says what it shows. The rule trace stays where its reader scrolled it.
 */
import type { StateView } from '@arbiter/kernel';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardTile, Pile } from '../src/boards/common.tsx';
import { LangProvider } from '../src/i18n.tsx';
import { Inspector } from '../src/table/Inspector.tsx';
import type { TraceLine } from '../src/table/TablePage.tsx';
import { Trace } from '../src/trace/Trace.tsx';

afterEach(cleanup);

describe('a pile with a card on top', () => {
  it('a click on the top card, an option, answers and does not open the pile', () => {
    const answer = vi.fn();
    const openPile = vi.fn();
    render(
      <Pile
        label="Trash"
        count={3}
        top={
          <CardTile
            small
            name="Incinerate"
            options={[{ id: 't175', label: { key: 'x' } }]}
            onClick={() => answer('t175')}
          />
        }
        onClick={openPile}
      />,
    );
    fireEvent.click(document.querySelector('[data-options="t175"]')!);
    expect(answer).toHaveBeenCalledWith('t175');
    expect(openPile).not.toHaveBeenCalled();
    // No button inside a button: the card and the pile's name are separate things to press.
    for (const b of document.querySelectorAll('button'))
      expect(b.parentElement?.closest('button')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Trash 3' }));
    expect(openPile).toHaveBeenCalledTimes(1);
  });

  it('a pile without a top card is one button, disabled when there is nothing to look through', () => {
    const openPile = vi.fn();
    const { rerender } = render(<Pile label="Deck" count={40} />);
    expect((screen.getByRole('button', { name: 'Deck 40' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<Pile label="Banish" count={2} onClick={openPile} />);
    fireEvent.click(screen.getByRole('button', { name: 'Banish 2' }));
    expect(openPile).toHaveBeenCalledTimes(1);
  });
});

describe('the inspector', () => {
  const view = {
    zones: {
      'p0:trash': {
        id: 'p0:trash',
        owner: 0,
        count: 2,
        objects: [
          { id: 1, card: 'OGN-001' },
          { id: 2, card: 'OGN-002' },
        ],
      },
    },
  } as unknown as StateView;

  it("a zone's list is titled with the zone's name and count, in the dialog's label too", () => {
    render(
      <LangProvider initial="en">
        <Inspector
          gameId="riftbound"
          what="zone:p0:trash"
          title="Trash"
          view={view}
          onClose={() => {}}
          onPick={() => {}}
        />
      </LangProvider>,
    );
    expect(screen.getByTestId('inspector-title').textContent).toBe('Trash (2)');
    expect(screen.getByRole('dialog').getAttribute('aria-label')).toBe('Trash');
    expect(document.querySelectorAll('.zone-list li')).toHaveLength(2);
  });

  it('a card is titled with its name', () => {
    render(
      <LangProvider initial="en">
        <Inspector gameId="riftbound" what="OGN-001" view={view} onClose={() => {}} onPick={() => {}} />
      </LangProvider>,
    );
    expect(screen.getByTestId('inspector-title').textContent?.trim().length).toBeGreaterThan(0);
  });
});

describe('the rule trace', () => {
  const line = (key: number) => ({
    key,
    entry: { seq: key, msg: { key: 'x.plain', args: { t: `line ${key}` } }, rule: 'RB 462.5' },
  });
  const draw = (n: number) => (
    <LangProvider initial="en">
      <Trace gameId="riftbound" log={Array.from({ length: n }, (_, i) => line(i + 1)) as TraceLine[]} />
    </LangProvider>
  );

  it('follows new lines, except while the reader has scrolled back to an earlier one', () => {
    const { rerender } = render(draw(3));
    const list = document.querySelector<HTMLElement>('.trace-list')!;
    Object.defineProperty(list, 'clientHeight', { configurable: true, value: 100 });
    Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 500 });
    rerender(draw(4));
    expect(list.scrollTop).toBe(500);
    // Back to the first lines: a new line leaves them where they are.
    list.scrollTop = 0;
    fireEvent.scroll(list);
    rerender(draw(5));
    expect(list.scrollTop).toBe(0);
    // At the end again: followed again.
    list.scrollTop = 400;
    fireEvent.scroll(list);
    rerender(draw(6));
    expect(list.scrollTop).toBe(500);
  });
});
