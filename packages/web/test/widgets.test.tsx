// @vitest-environment happy-dom
/**
 * The decision widgets (issue 15): pick, order, number and distribute, each showing the prompt and
 * the rule behind it, offering only the decision's options, and answering in the shape the kernel
 * wants (docs/kernel-guide.md, Decisions); a refusal shows the engine's reason.
 */
import type { Decision } from '@arbiter/kernel';
import { cleanup, createEvent, fireEvent, render, screen } from '@testing-library/preact';
import { render as mount } from 'preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardTile, nameFit } from '../src/boards/common.tsx';
import { DecisionPanel, startingSplit } from '../src/decide/widgets.tsx';
import { LangProvider } from '../src/i18n.tsx';

afterEach(cleanup);

function Harness(props: {
  decision: Decision;
  onAnswer(a: unknown): void;
  error?: string;
  request?: number;
}) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <LangProvider initial="en">
      <DecisionPanel
        gameId="fftcg"
        decision={props.decision}
        selected={selected}
        setSelected={setSelected}
        onAnswer={props.onAnswer}
        error={props.error ?? null}
        request={props.request}
      />
    </LangProvider>
  );
}

const opt = (id: string, text: string) => ({ id, label: { key: 'x.plain', args: { t: text } } });
// Labels use a key the catalog does not have: rendered as key(args), enough to find them.
const option = (id: string) => document.querySelector<HTMLButtonElement>(`[data-option="${id}"]`)!;
const confirmButton = () => screen.getByTestId('confirm') as HTMLButtonElement;

describe('pick', () => {
  const single: Decision = {
    player: 0,
    kind: 'priority',
    prompt: { key: 'fftcg.priority', args: { player: 0 } },
    rule: 'FFTCG 11.1.1',
    domain: {
      type: 'pick',
      min: 1,
      max: 1,
      options: [opt('pass', 'pass'), opt('c1', 'play'), opt('c2', 'summon')],
    },
  };

  it('shows the prompt and its rule, offers exactly the options, and one click answers', () => {
    const onAnswer = vi.fn();
    render(<Harness decision={single} onAnswer={onAnswer} />);
    expect(screen.getByTestId('prompt').textContent).toBe('Player 0 has priority');
    expect(document.querySelector('[data-rule="FFTCG 11.1.1"]')).not.toBeNull();
    expect(
      [...document.querySelectorAll('[data-option]')].map((b) => (b as HTMLElement).dataset.option),
    ).toEqual(['pass', 'c1', 'c2']);
    fireEvent.click(option('c2'));
    expect(onAnswer).toHaveBeenCalledWith(['c2']);
  });

  it('by keyboard: a digit presses that option', () => {
    const onAnswer = vi.fn();
    render(<Harness decision={single} onAnswer={onAnswer} />);
    fireEvent.keyDown(document.body, { key: '2' });
    expect(onAnswer).toHaveBeenCalledWith(['c1']);
    // Also while an option has the focus (after Tab).
    option('pass').focus();
    fireEvent.keyDown(option('pass'), { key: '3' });
    expect(onAnswer).toHaveBeenLastCalledWith(['c2']);
  });

  it('by keyboard: a new question takes the focus when it is nowhere, so Tab starts at its options', () => {
    const { rerender } = render(<Harness decision={single} onAnswer={() => {}} />);
    expect(document.activeElement).toBe(screen.getByTestId('decision'));
    // A focus the person put somewhere else stays there.
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    rerender(<Harness decision={{ ...single, prompt: { key: 'other' } }} onAnswer={() => {}} />);
    expect(document.activeElement).toBe(field);
    field.remove();
    // The same question sent again leaves the focus on the option the person moved to.
    option('c1').focus();
    rerender(<Harness decision={{ ...single, prompt: { key: 'other' } }} onAnswer={() => {}} />);
    expect(document.activeElement).toBe(option('c1'));
    // A new question inside the panel takes it back to the panel.
    rerender(<Harness decision={{ ...single, prompt: { key: 'third' } }} onAnswer={() => {}} />);
    expect(document.activeElement).toBe(screen.getByTestId('decision'));
  });

  /**
   * The race that lost keys in the keyboard-only browser game (issue 15): Preact runs a plain effect
   * only after the next drawn frame, so a panel just put on the page had no key listener yet, and a
   * question just changed took the focus back a frame later. Here the page is drawn with Preact's
   * own render (synchronous, no test `act` that would run every effect at once) and the keys come
   * before any frame or timer: in the same task, as a key the browser already holds does.
   */
  describe('keys on a question just drawn, before the next frame', () => {
    const press = (key: string) =>
      (document.activeElement ?? document.body).dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
      );
    const page = () => {
      const root = document.createElement('div');
      document.body.append(root);
      return {
        draw: (node: preact.ComponentChild) => mount(node, root),
        [Symbol.dispose]: () => {
          mount(null, root);
          root.remove();
        },
      };
    };

    it('a digit on a panel drawn again (the AI acted, priority came back) answers it', () => {
      using table = page();
      const onAnswer = vi.fn();
      table.draw(<Harness decision={single} onAnswer={onAnswer} />);
      // A state without a question for this seat, then the question: a new panel.
      table.draw(<p>waiting for player 1</p>);
      table.draw(<Harness decision={single} onAnswer={onAnswer} />);
      press('2');
      expect(onAnswer).toHaveBeenCalledTimes(1);
      expect(onAnswer).toHaveBeenCalledWith(['c1']);
      // And the question has the focus already: the next Tab is on its first option.
      expect(document.activeElement).toBe(document.querySelector('[data-testid=decision]'));
    });

    it('Enter on a question drawn for the first time (multi-pick confirm) answers it', () => {
      using table = page();
      const onAnswer = vi.fn();
      const several: Decision = {
        ...single,
        kind: 'discard',
        domain: {
          type: 'pick',
          min: 0,
          max: 2,
          options: single.domain.type === 'pick' ? single.domain.options : [],
        },
      };
      table.draw(<Harness decision={several} onAnswer={onAnswer} />);
      press('Enter');
      expect(onAnswer).toHaveBeenCalledWith([]);
    });

    it('an option reached by Tab keeps the focus after the frame: Enter then presses that option', async () => {
      using table = page();
      table.draw(<Harness decision={single} onAnswer={() => {}} />);
      // A new question in the same panel, and the person tabs to its second option at once.
      table.draw(<Harness decision={{ ...single, prompt: { key: 'other' } }} onAnswer={() => {}} />);
      option('c1').focus();
      // Past the next frame and Preact's fallback for one (35 ms): nothing moves the focus.
      await new Promise((r) => setTimeout(r, 120));
      expect(document.activeElement).toBe(option('c1'));
    });

    it('a new request with the same words and options takes the focus back, however it was drawn', () => {
      using table = page();
      const ask = (request: number) => <Harness decision={single} onAnswer={() => {}} request={request} />;
      table.draw(ask(7));
      // The person answered request 7 by Tab and Enter on its third option.
      option('c2').focus();
      // The same request sent again (a log line): the focus stays.
      table.draw(ask(7));
      expect(document.activeElement).toBe(option('c2'));
      // Request 9, the same priority question after the AI's move, drawn in the same frame as that
      // move: the panel is not drawn anew, and the focus still goes to it, as when it is.
      table.draw(ask(9));
      expect(document.activeElement).toBe(document.querySelector('[data-testid=decision]'));
    });
  });

  it('a choice that allows none has a "choose none" button answering []', () => {
    const onAnswer = vi.fn();
    render(
      <Harness
        decision={{ ...single, domain: { ...single.domain, min: 0 } as Decision['domain'] }}
        onAnswer={onAnswer}
      />,
    );
    fireEvent.click(screen.getByTestId('choose-none'));
    expect(onAnswer).toHaveBeenCalledWith([]);
  });

  it('several: confirm only between min and max, no more than max can be chosen, answer in click order', () => {
    const onAnswer = vi.fn();
    const d: Decision = {
      player: 0,
      kind: 'discard',
      prompt: { key: 'p' },
      domain: { type: 'pick', min: 2, max: 3, options: ['a', 'b', 'c', 'd'].map((x) => opt(x, x)) },
    };
    render(<Harness decision={d} onAnswer={onAnswer} />);
    expect(confirmButton().disabled).toBe(true);
    fireEvent.click(option('c'));
    expect(confirmButton().disabled).toBe(true);
    fireEvent.click(option('a'));
    expect(confirmButton().disabled).toBe(false);
    fireEvent.click(option('d'));
    // Three chosen: the fourth cannot be added.
    expect(option('b').disabled).toBe(true);
    fireEvent.click(option('d'));
    expect(option('b').disabled).toBe(false);
    expect(screen.getByTestId('pick-count').textContent).toContain('chosen 2');
    // Enter confirms (the keyboard's way to the same button).
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(onAnswer).toHaveBeenCalledWith(['c', 'a']);
  });

  it("a refused answer shows the engine's reason", () => {
    render(<Harness decision={single} onAnswer={() => {}} error="not enough CP [FFTCG 11.2.1.1]" />);
    expect(screen.getByTestId('refused').textContent).toBe(
      'The rules refuse that: not enough CP [FFTCG 11.2.1.1]',
    );
  });
});

describe('order', () => {
  const d: Decision = {
    player: 0,
    kind: 'order-triggers',
    prompt: { key: 'k.order-triggers', args: { player: 0 } },
    rule: 'FFTCG 11.8.7',
    domain: { type: 'order', items: ['x', 'y', 'z'].map((id) => opt(id, id)) },
  };
  const items = () => [...document.querySelectorAll<HTMLElement>('[data-item]')].map((e) => e.dataset.item);

  it('arrow buttons move items; the answer is the whole order, first first', () => {
    const onAnswer = vi.fn();
    render(<Harness decision={d} onAnswer={onAnswer} />);
    expect(items()).toEqual(['x', 'y', 'z']);
    const down = (id: string) =>
      document
        .querySelector(`[data-item="${id}"]`)!
        .querySelector<HTMLButtonElement>('[aria-label="Move down"]')!;
    const up = (id: string) =>
      document
        .querySelector(`[data-item="${id}"]`)!
        .querySelector<HTMLButtonElement>('[aria-label="Move up"]')!;
    expect(up('x').disabled).toBe(true);
    fireEvent.click(down('x'));
    expect(items()).toEqual(['y', 'x', 'z']);
    fireEvent.click(up('z'));
    expect(items()).toEqual(['y', 'z', 'x']);
    expect(down('x').disabled).toBe(true);
    fireEvent.click(confirmButton());
    expect(onAnswer).toHaveBeenCalledWith(['y', 'z', 'x']);
  });

  it("numbered: choosing an item's place number moves it there", () => {
    const onAnswer = vi.fn();
    render(<Harness decision={d} onAnswer={onAnswer} />);
    const place = (id: string) => screen.getByTestId(`place-${id}`) as HTMLSelectElement;
    expect([place('x').value, place('y').value, place('z').value]).toEqual(['1', '2', '3']);
    fireEvent.change(place('x'), { target: { value: '3' } });
    expect(items()).toEqual(['y', 'z', 'x']);
    expect(place('x').value).toBe('3');
    fireEvent.change(place('z'), { target: { value: '1' } });
    expect(items()).toEqual(['z', 'y', 'x']);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(onAnswer).toHaveBeenCalledWith(['z', 'y', 'x']);
  });

  it('dragging an item onto another puts it there', () => {
    const onAnswer = vi.fn();
    render(<Harness decision={d} onAnswer={onAnswer} />);
    const store = new Map<string, string>();
    const dataTransfer = {
      setData: (k: string, v: string) => store.set(k, v),
      getData: (k: string) => store.get(k) ?? '',
    };
    const z = document.querySelector('[data-item="z"]')!;
    const x = document.querySelector('[data-item="x"]')!;
    fireEvent(z, createEvent.dragStart(z, { dataTransfer }));
    fireEvent(x, createEvent.drop(x, { dataTransfer }));
    expect(items()).toEqual(['z', 'x', 'y']);
  });
});

describe('number', () => {
  const d: Decision = {
    player: 0,
    kind: 'x',
    prompt: { key: 'p' },
    rule: 'FFTCG 11.3.5',
    domain: { type: 'number', min: 2, max: 4 },
  };

  it('starts at the minimum, stays within the range, answers a number', () => {
    const onAnswer = vi.fn();
    render(<Harness decision={d} onAnswer={onAnswer} />);
    const input = screen.getByTestId('number-input') as HTMLInputElement;
    expect(input.value).toBe('2');
    const more = screen.getByLabelText('More') as HTMLButtonElement;
    fireEvent.click(more);
    fireEvent.click(more);
    expect(input.value).toBe('4');
    expect(more.disabled).toBe(true);
    fireEvent.input(input, { target: { value: '9' } });
    expect(input.value).toBe('4');
    fireEvent.input(input, { target: { value: '3' } });
    fireEvent.click(confirmButton());
    expect(onAnswer).toHaveBeenCalledWith(3);
  });

  it('by keyboard: a number typed and Enter in the field answers it', () => {
    const onAnswer = vi.fn();
    render(<Harness decision={d} onAnswer={onAnswer} />);
    const input = screen.getByTestId('number-input') as HTMLInputElement;
    fireEvent.input(input, { target: { value: '3' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onAnswer).toHaveBeenCalledWith(3);
  });
});

describe('distribute', () => {
  const d: Decision = {
    player: 0,
    kind: 'distribute',
    prompt: { key: 'p' },
    rule: 'FFTCG 11.3.6',
    domain: {
      type: 'distribute',
      items: ['t1', 't2', 't3'].map((id) => opt(id, id)),
      total: 5000,
      min: 1000,
      step: 1000,
    },
  };

  it('starts from a legal split', () => {
    const dom = d.domain as Extract<Decision['domain'], { type: 'distribute' }>;
    expect(startingSplit(dom)).toEqual({ t1: 3000, t2: 1000, t3: 1000 });
    expect(startingSplit({ ...dom, max: 2000 })).toEqual({ t1: 2000, t2: 2000, t3: 1000 });
  });

  it('moves amounts in steps, confirms only a split of the whole total, answers {item: amount}', () => {
    const onAnswer = vi.fn();
    render(<Harness decision={d} onAnswer={onAnswer} />);
    const amount = (id: string) => screen.getByTestId(`amount-${id}`).textContent;
    expect([amount('t1'), amount('t2'), amount('t3')]).toEqual(['3000', '1000', '1000']);
    fireEvent.click(screen.getByTestId('less-t1'));
    expect(screen.getByTestId('dist-left').textContent).toContain('1000 left');
    expect(confirmButton().disabled).toBe(true);
    // Nothing below the minimum.
    expect((screen.getByTestId('less-t2') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('more-t3'));
    expect(confirmButton().disabled).toBe(false);
    expect((screen.getByTestId('more-t2') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(confirmButton());
    expect(onAnswer).toHaveBeenCalledWith({ t1: 2000, t2: 1000, t3: 2000 });
  });
});

describe('card names', () => {
  it('a long Latin word gets a smaller type so it is never cut; Chinese names keep theirs', () => {
    expect(nameFit('Saint Helier')).toBe('');
    expect(nameFit('Grenade Roach')).toBe('fit-1');
    expect(nameFit('Volt Blademaster')).toBe('fit-2');
    expect(nameFit('光木之森守卫者精灵')).toBe('');
    render(<CardTile name="Volt Blademaster" />);
    expect(screen.getByRole('button').className).toContain('fit-2');
  });
});
