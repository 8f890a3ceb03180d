/** Dialogs: the close button takes the focus when one opens, and Escape closes it from anywhere. */
import { useLayoutEffect, useRef } from 'preact/hooks';

export function useDialog(onClose: () => void) {
  const close = useRef<HTMLButtonElement>(null);
  // A layout effect: the key is heard from the moment the dialog is drawn (a passive effect runs a
  // frame later, and an Escape pressed at once would be lost).
  useLayoutEffect(() => {
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [onClose]);
  return close;
}
