/**
 * The decision widgets: every kind of question the kernel asks (docs/kernel-guide.md, Decisions)
 * answered by pointing. Only the legal options of the decision are offered — the domain lists
 * exactly what the rules allow — and an answer goes to the server, whose refusal (if any) is shown
 * with the engine's reason. Each widget shows the prompt and the rule that asks.
 */
import type { Decision, Option } from '@arbiter/kernel';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { say } from '../games.ts';
import { useLang } from '../i18n.tsx';
import { RuleChip } from '../trace/rule-context.tsx';

export interface DecisionProps {
  gameId: string;
  decision: Decision;
  /** Chosen options of a pick (shared with the board, where cards and cells can be clicked). */
  selected: string[];
  setSelected(ids: string[]): void;
  onAnswer(answer: unknown): void;
  busy?: boolean;
  /** The server's refusal of the last answer, already in words. */
  error?: string | null;
  /**
   * The serial of the request asking (the state's `pending`): a new request is a new question even
   * with the same words and options (priority again after the AI acted), so it takes the focus.
   */
  request?: number | null;
}

function OptionText(props: { gameId: string; option: Option }) {
  const { lang } = useLang();
  return (
    <>
      <span class="opt-label">{say(props.gameId, props.option.label, lang)}</span>
      {props.option.hint && <span class="opt-hint">{say(props.gameId, props.option.hint, lang)}</span>}
    </>
  );
}

/**
 * Keys for the open decision: 1–9 press the n-th option, Enter confirms (when the focus is not in
 * a field, which takes its own keys, or on a button, which Enter presses). Tab reaches every
 * option, and every control of the order, number and distribution widgets, in order.
 *
 * The listener is added in the same task that puts the panel on the page (a layout effect), never
 * later: Preact runs a plain effect only after the next frame has been drawn (35 ms at best, far
 * longer on a loaded machine or for a page that draws no frames). A panel that appears after a
 * state without a question for this seat (the AI acted, then priority comes back) is a new panel;
 * with a plain effect, a key pressed on its options before that frame reached no listener at all
 * and was lost, and the game waited for an answer that had been given (issue 15, the keyboard-only
 * end-to-end test stalling on a priority question).
 */
function useDecisionKeys(panel: { current: HTMLElement | null }) {
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.target as HTMLElement | null;
      // Fields take their own keys; so does a dialog over the table.
      if (target?.closest('input, textarea, select, [role=dialog]')) return;
      const root = panel.current;
      if (!root) return;
      if (/^[1-9]$/.test(e.key)) {
        const buttons = root.querySelectorAll<HTMLButtonElement>('[data-option]');
        const b = buttons[Number(e.key) - 1];
        if (b && !b.disabled) {
          e.preventDefault();
          b.click();
        }
      } else if (e.key === 'Enter') {
        // A focused button presses itself on Enter.
        if (target?.closest('button')) return;
        const c = root.querySelector<HTMLButtonElement>('[data-testid=confirm]');
        if (c && !c.disabled) {
          e.preventDefault();
          c.click();
        }
      }
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [panel]);
}

/**
 * A new question takes the keyboard's focus when the focus is nowhere (the button that answered
 * the last one is gone) or still in the panel (on the button that answered the last one): the next
 * Tab is on its first option, not at the top of the page behind every card of the table, nor past
 * the options after the one pressed last time. A focus the person put elsewhere (a field, the
 * trace) stays there.
 *
 * A new question is a new request. Told apart by its words and options alone, the focus after an
 * answer depended on timing: when the state between two identical priority questions (the AI's
 * move) was drawn, the panel was drawn anew and took the focus; when it came in the same frame as
 * the next question, the focus stayed on the option pressed last, and reaching an earlier option
 * by Tab went round the whole page.
 *
 * At once, in the task that draws the question (a layout effect): moved a frame later, the focus
 * was taken back from an option the person had already reached by Tab, and their Enter then fell on
 * the panel, which has nothing to press for a single choice — a lost answer.
 */
function useFocusOnAsk(
  panel: { current: HTMLElement | null },
  decision: Decision,
  request: number | null | undefined,
) {
  // The same question sent again (another seat's simultaneous answer, a log line, a clock) is not a
  // new one: the focus a person moved to its third option stays there.
  const dom = decision.domain;
  const ids = dom.type === 'pick' ? dom.options : dom.type === 'number' ? [] : dom.items;
  const question = JSON.stringify([
    request ?? null,
    decision.player,
    decision.kind,
    decision.prompt,
    dom.type,
    ids.map((o) => o.id).sort(),
  ]);
  useLayoutEffect(() => {
    const root = panel.current;
    const at = document.activeElement;
    if (!root || (at && at !== document.body && !root.contains(at))) return;
    root.focus({ preventScroll: true });
  }, [panel, question]);
}

export function DecisionPanel(props: DecisionProps) {
  const { lang, t } = useLang();
  const d = props.decision;
  const panel = useRef<HTMLElement>(null);
  useDecisionKeys(panel);
  useFocusOnAsk(panel, d, props.request);
  return (
    <section
      ref={panel}
      tabIndex={-1}
      class="decision"
      data-testid="decision"
      data-kind={d.kind}
      data-domain={d.domain.type}
      data-busy={props.busy ? '1' : undefined}
      aria-live="polite"
    >
      <header class="decision-head">
        <span class="decision-who">{t('yourDecision')}</span>
        <h2 class="prompt" data-testid="prompt">
          {say(props.gameId, d.prompt, lang)}
        </h2>
        {d.rule && (
          <span class="decision-rule">
            {t('rule')} <RuleChip rule={d.rule} />
          </span>
        )}
      </header>
      {d.domain.type === 'pick' && <PickWidget {...props} />}
      {d.domain.type === 'order' && <OrderWidget {...props} />}
      {d.domain.type === 'number' && <NumberWidget {...props} />}
      {d.domain.type === 'distribute' && <DistributeWidget {...props} />}
      <p class="keys-help muted small">{t('keysHelp')}</p>
      {props.error && (
        <p class="refused" role="alert" data-testid="refused">
          {t('refused', { why: props.error })}
        </p>
      )}
    </section>
  );
}

/** Pick: one option (a click answers) or several (toggle, then confirm). */
export function PickWidget(props: DecisionProps) {
  const { t } = useLang();
  const dom = props.decision.domain;
  if (dom.type !== 'pick') return null;
  const single = dom.max === 1;
  const chosen = props.selected.filter((id) => dom.options.some((o) => o.id === id));
  const n = chosen.length;
  const toggle = (id: string) =>
    props.setSelected(
      chosen.includes(id) ? chosen.filter((x) => x !== id) : n < dom.max ? [...chosen, id] : chosen,
    );
  return (
    <div class="pick">
      {!single && (
        <p class="widget-help" data-testid="pick-count">
          {t('chooseCount', { min: dom.min, max: dom.max, n })}
        </p>
      )}
      <ul class="options" role={single ? undefined : 'group'}>
        {dom.options.map((o) => (
          <li key={o.id}>
            <button
              type="button"
              class={`option${chosen.includes(o.id) ? ' chosen' : ''}`}
              data-option={o.id}
              aria-pressed={single ? undefined : chosen.includes(o.id)}
              disabled={props.busy || (!single && !chosen.includes(o.id) && n >= dom.max)}
              onClick={() => (single ? props.onAnswer([o.id]) : toggle(o.id))}
            >
              <OptionText gameId={props.gameId} option={o} />
            </button>
          </li>
        ))}
      </ul>
      <div class="widget-actions">
        {single && dom.min === 0 && (
          <button
            type="button"
            class="secondary"
            data-testid="choose-none"
            disabled={props.busy}
            onClick={() => props.onAnswer([])}
          >
            {t('chooseNone')}
          </button>
        )}
        {!single && (
          <button
            type="button"
            class="primary"
            data-testid="confirm"
            disabled={props.busy || n < dom.min || n > dom.max}
            onClick={() => props.onAnswer(chosen)}
          >
            {t('confirm')}
          </button>
        )}
      </div>
    </div>
  );
}

/** Order: all items in an order, by dragging or with the arrow buttons; the first comes first. */
export function OrderWidget(props: DecisionProps) {
  const { t } = useLang();
  const dom = props.decision.domain;
  const items = dom.type === 'order' ? dom.items : [];
  const key = items.map((i) => i.id).join('\u0000');
  const [order, setOrder] = useState(() => items.map((i) => i.id));
  const [dragging, setDragging] = useState<number | null>(null);
  useEffect(() => setOrder(items.map((i) => i.id)), [key]);
  if (dom.type !== 'order') return null;
  const byId = new Map(items.map((i) => [i.id, i]));
  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    const next = order.slice();
    const [x] = next.splice(from, 1);
    next.splice(to, 0, x);
    setOrder(next);
  };
  return (
    <div class="order">
      <p class="widget-help">{t('orderHelp')}</p>
      <ol class="order-list">
        {order.map((id, i) => (
          <li
            key={id}
            class={`order-item${dragging === i ? ' dragging' : ''}`}
            data-item={id}
            draggable
            // Lowercase event names reach addEventListener as they are in every DOM (a DOM
            // without on* properties, such as the component tests', would get "DragStart").
            {...({
              ondragstart: (e: DragEvent) => {
                setDragging(i);
                e.dataTransfer?.setData('text/plain', String(i));
              },
              ondragover: (e: DragEvent) => e.preventDefault(),
              ondrop: (e: DragEvent) => {
                e.preventDefault();
                const carried = Number.parseInt(e.dataTransfer?.getData('text/plain') ?? '', 10);
                const from = dragging ?? (Number.isInteger(carried) ? carried : null);
                if (from !== null) move(from, i);
                setDragging(null);
              },
              ondragend: () => setDragging(null),
            } as Record<string, unknown>)}
          >
            {/* Numbered: the item's place, chosen from a list (by mouse or keys), moves it there. */}
            <select
              class="order-n"
              data-testid={`place-${id}`}
              aria-label={t('placeOf', { n: i + 1 })}
              value={String(i + 1)}
              onChange={(e) => move(i, Number((e.target as HTMLSelectElement).value) - 1)}
            >
              {order.map((_, k) => (
                <option key={k} value={String(k + 1)}>
                  {k + 1}
                </option>
              ))}
            </select>
            <span class="order-label">
              <OptionText gameId={props.gameId} option={byId.get(id)!} />
            </span>
            <button
              type="button"
              class="icon"
              aria-label={t('moveUp')}
              disabled={i === 0}
              onClick={() => move(i, i - 1)}
            >
              ▲
            </button>
            <button
              type="button"
              class="icon"
              aria-label={t('moveDown')}
              disabled={i === order.length - 1}
              onClick={() => move(i, i + 1)}
            >
              ▼
            </button>
          </li>
        ))}
      </ol>
      <div class="widget-actions">
        <button
          type="button"
          class="primary"
          data-testid="confirm"
          disabled={props.busy}
          onClick={() => props.onAnswer(order)}
        >
          {t('confirm')}
        </button>
      </div>
    </div>
  );
}

/** Number: a whole number in min..max. */
export function NumberWidget(props: DecisionProps) {
  const { t } = useLang();
  const dom = props.decision.domain;
  const min = dom.type === 'number' ? dom.min : 0;
  const max = dom.type === 'number' ? dom.max : 0;
  const [value, setValue] = useState(min);
  useEffect(() => setValue(min), [min, max]);
  if (dom.type !== 'number') return null;
  const clamp = (v: number) => Math.max(min, Math.min(max, Math.round(v)));
  return (
    <div class="number">
      <p class="widget-help">{t('numberHelp', { min, max })}</p>
      <div class="number-row">
        <button
          type="button"
          class="icon"
          aria-label={t('less')}
          disabled={value <= min}
          onClick={() => setValue(clamp(value - 1))}
        >
          −
        </button>
        <input
          type="range"
          min={min}
          max={max}
          step={1}
          value={value}
          aria-label={t('numberHelp', { min, max })}
          onInput={(e) => setValue(clamp(Number((e.target as HTMLInputElement).value)))}
        />
        <input
          type="number"
          class="number-input"
          data-testid="number-input"
          min={min}
          max={max}
          value={value}
          onKeyDown={(e) => {
            // Typed and confirmed without leaving the keys: Enter answers the number shown.
            if (e.key === 'Enter' && !props.busy) {
              e.preventDefault();
              props.onAnswer(value);
            }
          }}
          onInput={(e) => {
            const el = e.target as HTMLInputElement;
            const v = Number(el.value);
            if (el.value === '' || !Number.isFinite(v)) return;
            const c = clamp(v);
            // An out-of-range number is shown as the nearest one allowed.
            if (String(c) !== el.value) el.value = String(c);
            setValue(c);
          }}
        />
        <button
          type="button"
          class="icon"
          aria-label={t('more')}
          disabled={value >= max}
          onClick={() => setValue(clamp(value + 1))}
        >
          +
        </button>
      </div>
      <div class="widget-actions">
        <button
          type="button"
          class="primary"
          data-testid="confirm"
          disabled={props.busy}
          onClick={() => props.onAnswer(value)}
        >
          {t('confirm')}
        </button>
      </div>
    </div>
  );
}

/**
 * A legal starting split for a distribution, if there is one: every item at its minimum, then the
 * rest handed out in steps, first items first, up to each item's maximum.
 */
export function startingSplit(
  dom: Extract<Decision['domain'], { type: 'distribute' }>,
): Record<string, number> {
  const step = dom.step ?? 1;
  const out: Record<string, number> = {};
  let left = dom.total;
  for (const it of dom.items) {
    out[it.id] = dom.min;
    left -= dom.min;
  }
  for (const it of dom.items) {
    if (left <= 0) break;
    const cap = dom.max ?? dom.total;
    const add = Math.min(left, Math.floor((cap - out[it.id]) / step) * step);
    if (add > 0) {
      out[it.id] += add;
      left -= add;
    }
  }
  return out;
}

/** Distribute: amounts per item adding up to the total. */
export function DistributeWidget(props: DecisionProps) {
  const { t } = useLang();
  const dom = props.decision.domain;
  const key = dom.type === 'distribute' ? `${dom.items.map((i) => i.id).join(',')}|${dom.total}` : '';
  const initial = useMemo(() => (dom.type === 'distribute' ? startingSplit(dom) : {}), [key]);
  const [amounts, setAmounts] = useState<Record<string, number>>(initial);
  useEffect(() => setAmounts(initial), [initial]);
  if (dom.type !== 'distribute') return null;
  const step = dom.step ?? 1;
  const cap = dom.max ?? dom.total;
  const sum = dom.items.reduce((a, it) => a + (amounts[it.id] ?? 0), 0);
  const left = dom.total - sum;
  const set = (id: string, v: number) => setAmounts({ ...amounts, [id]: v });
  const valid =
    left === 0 &&
    dom.items.every((it) => {
      const a = amounts[it.id] ?? 0;
      return a >= dom.min && a <= cap && a % step === 0;
    });
  return (
    <div class="distribute">
      <p class="widget-help" data-testid="dist-left">
        {t('distHelp', { total: dom.total, left })}
      </p>
      <ul class="dist-list">
        {dom.items.map((it) => {
          const a = amounts[it.id] ?? 0;
          return (
            <li key={it.id} class="dist-item" data-item={it.id}>
              <span class="dist-label">
                <OptionText gameId={props.gameId} option={it} />
              </span>
              <button
                type="button"
                class="icon"
                aria-label={t('less')}
                data-testid={`less-${it.id}`}
                disabled={a - step < dom.min}
                onClick={() => set(it.id, a - step)}
              >
                −
              </button>
              <output class="dist-amount" data-testid={`amount-${it.id}`}>
                {a}
              </output>
              <button
                type="button"
                class="icon"
                aria-label={t('more')}
                data-testid={`more-${it.id}`}
                disabled={a + step > cap || left < step}
                onClick={() => set(it.id, a + step)}
              >
                +
              </button>
            </li>
          );
        })}
      </ul>
      <div class="widget-actions">
        <button
          type="button"
          class="primary"
          data-testid="confirm"
          disabled={props.busy || !valid}
          onClick={() => props.onAnswer(amounts)}
        >
          {t('confirm')}
        </button>
      </div>
    </div>
  );
}
