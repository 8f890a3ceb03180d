/**
 * What a study needs from the program running it: the games by id, and a chance to prepare the
 * agents a study names (the AI agents take their search budget from the study). The command line
 * provides one (packages/cli/src/study-env.ts); worker threads load it by URL, so this package
 * imports no game.
 */
import type { GameModule } from '@arbiter/kernel';
import type { StudyParams } from './params.ts';

export interface StudyEnvironment {
  game(id: string): GameModule;
  /** Called before a study's games are played in a thread or process (e.g. installs AI agents). */
  prepare?(params: StudyParams): void;
}

/** A module that exports `studyEnvironment`; loaded by URL in worker threads. */
export async function loadEnvironment(url: string): Promise<StudyEnvironment> {
  const mod = (await import(url)) as { studyEnvironment?: StudyEnvironment };
  if (!mod.studyEnvironment) throw new Error(`${url} does not export studyEnvironment`);
  return mod.studyEnvironment;
}
