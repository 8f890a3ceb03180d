/** Any rule id on the page is a button that opens that rule's text (RuleDialog in trace/). */
import { type ComponentChildren, createContext } from 'preact';
import { useContext } from 'preact/hooks';

export const RuleContext = createContext<{ gameId: string; open(rule: string): void }>({
  gameId: '',
  open: () => {},
});

export function RuleChip(props: { rule: string; children?: ComponentChildren }) {
  const ctx = useContext(RuleContext);
  return (
    <button
      type="button"
      class="rule-chip"
      data-rule={props.rule}
      title={props.rule}
      onClick={(e) => {
        e.stopPropagation();
        ctx.open(props.rule);
      }}
    >
      {props.children ?? props.rule}
    </button>
  );
}
