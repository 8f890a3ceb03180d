/**
 * A card's details (name, type and numbers, rules text), or the cards of a zone to pick from under
 * the zone's name and count: every dialog says what it shows.
 */
import type { StateView } from '@arbiter/kernel';
import type { ComponentChildren } from 'preact';
import { gameUi } from '../boards/index.tsx';
import { cardName } from '../games.ts';
import { useLang } from '../i18n.tsx';
import { useDialog } from '../trace/dialog.ts';

export function Inspector(props: {
  gameId: string;
  what: string;
  /** The zone's name as the board labels it (`what` = `zone:<id>`). */
  title?: string;
  view: StateView | null;
  onClose(): void;
  onPick(what: string): void;
}) {
  const { lang, t } = useLang();
  const close = useDialog(props.onClose);
  let body: ComponentChildren;
  if (props.what.startsWith('zone:')) {
    const z = props.view?.zones[props.what.slice(5)];
    body = (
      <>
        <h2 data-testid="inspector-title">
          {props.title ?? t('zone')} ({z?.count ?? 0})
        </h2>
        <ul class="zone-list">
          {(z?.objects ?? []).map((o) =>
            o.card ? (
              <li key={String(o.id)}>
                <button type="button" class="linkish" onClick={() => props.onPick(o.card!)}>
                  {cardName(props.gameId, o.card, lang)}
                </button>
              </li>
            ) : (
              <li key={String(o.id)} class="muted">
                {cardName(props.gameId, undefined, lang)}
              </li>
            ),
          )}
        </ul>
      </>
    );
  } else {
    const d = gameUi(props.gameId).cardDetails?.(props.what, lang);
    body = d ? (
      <>
        <h2 data-testid="inspector-title">{d.title}</h2>
        {d.lines.map((l) => (
          <p class="muted">{l}</p>
        ))}
        {d.text && <p class="card-text">{d.text}</p>}
      </>
    ) : (
      <h2 data-testid="inspector-title">{cardName(props.gameId, props.what, lang)}</h2>
    );
  }
  return (
    <div
      class="overlay"
      role="dialog"
      aria-modal="true"
      aria-label={props.what.startsWith('zone:') ? (props.title ?? t('zone')) : t('card')}
      data-testid="inspector"
      onClick={(e) => e.target === e.currentTarget && props.onClose()}
      onKeyDown={(e) => e.key === 'Escape' && props.onClose()}
    >
      <div class="dialog">
        {body}
        <button type="button" class="primary" ref={close} onClick={props.onClose}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}
