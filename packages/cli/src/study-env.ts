/**
 * What studies need from the command line: the games it knows. Worker threads load this file by
 * URL (`STUDY_ENV_URL`), so they see the same games as the process that started them.
 */
import { installAgents, parseBudget } from '@arbiter/ai';
import type { StudyEnvironment } from '@arbiter/studies';
import { playableGame } from './registry.ts';

export const studyEnvironment: StudyEnvironment = {
  game: (id) => playableGame(id),
  // The AI agents search with the study's iteration budget (100 by default): never a time budget,
  // so every thread and worker plays the same games.
  prepare: (params) => installAgents({ budget: parseBudget(params.budget ?? '100it') }),
};

export const STUDY_ENV_URL = new URL('./study-env.ts', import.meta.url).href;
