/** The rule trace: every log line as the viewer may read it, each with the rule it cites. */
import { useEffect, useRef } from 'preact/hooks';
import { say } from '../games.ts';
import { useLang } from '../i18n.tsx';
import type { TraceLine } from '../table/TablePage.tsx';
import { RuleChip } from './rule-context.tsx';

export function Trace(props: { gameId: string; log: TraceLine[]; max?: number }) {
  const { lang, t } = useLang();
  const list = useRef<HTMLOListElement>(null);
  const shown = props.max ? props.log.slice(-props.max) : props.log;
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [shown.length, shown[shown.length - 1]?.key]);
  return (
    <section class="trace" aria-label={t('log')} data-testid="trace">
      <h3>
        {t('log')} <span class="muted small">{t('logHelp')}</span>
      </h3>
      <ol ref={list} class="trace-list">
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
