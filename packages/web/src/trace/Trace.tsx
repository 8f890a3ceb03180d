/** The rule trace: every log line as the viewer may read it, each with the rule it cites. */
import type { LogEntry } from '@arbiter/kernel';
import { useEffect, useRef } from 'preact/hooks';
import { say } from '../games.ts';
import { useLang } from '../i18n.tsx';
import { RuleChip } from './rule-context.tsx';

export function Trace(props: { gameId: string; log: LogEntry[]; max?: number }) {
  const { lang, t } = useLang();
  const list = useRef<HTMLOListElement>(null);
  const shown = props.max ? props.log.slice(-props.max) : props.log;
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [shown.length, shown[shown.length - 1]?.seq]);
  return (
    <section class="trace" aria-label={t('log')} data-testid="trace">
      <h3>
        {t('log')} <span class="muted small">{t('logHelp')}</span>
      </h3>
      <ol ref={list} class="trace-list">
        {shown.map((e) => (
          <li key={e.seq} data-seq={e.seq}>
            <span class="trace-text">{say(props.gameId, e.msg, lang)}</span>
            {e.rule && <RuleChip rule={e.rule} />}
          </li>
        ))}
      </ol>
    </section>
  );
}
