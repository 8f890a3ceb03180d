/**
 * Counter names as the cards print them (FFTCG 6.7.2: counters are identified by name). The rules
 * keep the plain key on objects; text shown to people names the counter in its language.
 */
import type { MsgArg } from '@arbiter/kernel';

export const COUNTER_NAMES: Record<string, { zh: string; en: string }> = {
  crystal: { zh: '水晶', en: 'Crystal' },
};

/** A counter's name as a log argument: its message when the name is known, else the plain key. */
export function counterArg(name: string): MsgArg {
  return COUNTER_NAMES[name] ? { key: `fftcg.counter.${name}` } : name;
}
