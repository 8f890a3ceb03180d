/** Dialogs: the close button takes the focus when one opens, and Escape closes it from anywhere. */
import { useEffect, useRef } from 'preact/hooks';

export function useDialog(onClose: () => void) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [onClose]);
  return close;
}
