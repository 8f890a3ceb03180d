/**
 * What studies need from the command line: the games it knows. Worker threads load this file by
 * URL (`STUDY_ENV_URL`), so they see the same games as the process that started them.
 */
import type { StudyEnvironment } from '@arbiter/studies';
import { playableGame } from './registry.ts';

export const studyEnvironment: StudyEnvironment = {
  game: (id) => playableGame(id),
};

export const STUDY_ENV_URL = new URL('./study-env.ts', import.meta.url).href;
