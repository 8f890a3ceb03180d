/** The rule trace: every log line as the viewer may read it, each with the rule it cites. */
import { useEffect, useRef } from 'preact/hooks';
import { say } from '../games.ts';
import { useLang } from '../i18n.tsx';
import type { TraceLine } from '../table/TablePage.tsx';
import { RuleChip } from './rule-context.tsx';

export function Trace(props: { gameId: string; log: TraceLine[]; max?: number }) {
  const { lang, t } = useLang();
  const list = useRef<HTMLOListElement>(null);
  // Whether the reader is at the newest line: new lines keep the list there, but a reader who
  // scrolled back to an earlier step keeps it under their eyes (and under the mouse) while the
  // game goes on — a rule id they are about to click does not slide away.
  const atEnd = useRef(true);
  const shown = props.max ? props.log.slice(-props.max) : props.log;
  useEffect(() => {
    const el = list.current;
    if (el && atEnd.current) el.scrollTop = el.scrollHeight;
  }, [shown.length, shown[shown.length - 1]?.key]);
  return (
    <section class="trace" aria-label={t('log')} data-testid="trace">
      <h3>
        {t('log')} <span class="muted small">{t('logHelp')}</span>
      </h3>
      <ol
        ref={list}
        class="trace-list"
        onScroll={(e) => {
          const el = e.currentTarget as HTMLElement;
          atEnd.current = el.scrollTop + el.clientHeight >= el.scrollHeight - 8;
        }}
      >
        {shown.map(({ key, entry }) => (
          <li key={key}>
            <span class="trace-text">{say(props.gameId, entry.msg, lang)}</span>
            {entry.rule && <RuleChip rule={entry.rule} />}
          </li>
        ))}
      </ol>
    </section>
  );
}
