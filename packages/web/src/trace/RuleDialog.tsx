/**
 * The text of a cited rule, from the game's rule list (`rules()`): its title in the reader's
 * language (the other language when a title has only one), its status in this engine and the note
 * on stand-ins and gaps. A citation finer than the list (a timing point, a sub-step) shows the
 * nearest rule above it and says so.
 */
import { ruleText } from '../games.ts';
import { type UiKey, useLang } from '../i18n.tsx';
import { useDialog } from './dialog.ts';

export function RuleDialog(props: { gameId: string; rule: string; onClose(): void }) {
  const { lang, t } = useLang();
  const close = useDialog(props.onClose);
  const r = ruleText(props.gameId, props.rule);
  const other = lang === 'zh' ? 'en' : 'zh';
  const title = r.entry ? (r.entry.title[lang] ?? r.entry.title[other]) : null;
  const second = r.entry ? r.entry.title[other] : null;
  return (
    <div
      class="overlay"
      role="dialog"
      aria-modal="true"
      aria-label={props.rule}
      data-testid="rule-dialog"
      onClick={(e) => e.target === e.currentTarget && props.onClose()}
      onKeyDown={(e) => e.key === 'Escape' && props.onClose()}
    >
      <div class="dialog">
        <h2 class="rule-id">{props.rule}</h2>
        {r.entry ? (
          <>
            <p class="rule-title" data-testid="rule-title">
              {title}
            </p>
            {second && second !== title && <p class="rule-title other">{second}</p>}
            {r.parent && <p class="muted">{t('ruleParent', { id: r.parent })}</p>}
            <p>
              <span class={`status ${r.entry.status}`}>{t(`status_${r.entry.status}` as UiKey)}</span>
            </p>
            {r.entry.note && <p class="rule-note">{r.entry.note}</p>}
          </>
        ) : (
          <p class="muted">{t('ruleNotListed')}</p>
        )}
        <button type="button" class="primary" ref={close} onClick={props.onClose}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}
