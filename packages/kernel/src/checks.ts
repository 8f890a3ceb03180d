/**
 * Extra verification the kernel can do while tests and fuzzing run (off in normal play, where it
 * would cost time). Turn on with `ARBITER_CHECKS=1` in the environment or by setting the fields.
 */
const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
const on = env?.ARBITER_CHECKS === '1';

export const kernelChecks = {
  /**
   * Every time a window skips a turn because its policy's public `mayAct` said the actor cannot
   * act, compute the actor's options anyway and fail (`unsound-skip`) if there were any.
   */
  windows: on,
  /**
   * For games with `mutations: 'tracked'`: after every procedure step that did not bump
   * `state.version`, compare objects, zones and effects with a copy taken before the step and
   * fail (`untracked-mutation`) if they changed. Slow: use in a few games, not in benchmarks.
   */
  mutations: false,
};
