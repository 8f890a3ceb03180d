/** Creating or resuming a study, and closing it with its digest once every game is stored. */
import { clip, InputError } from '@arbiter/kernel';
import { paramsDifference, paramsKey, type StudyParams } from './params.ts';
import type { StudyInfo, StudyRepository } from './store.ts';

const NAME = /^[\p{L}\p{N}._-]{1,100}$/u;

export function checkStudyName(name: string): string {
  if (!NAME.test(name))
    throw new InputError(`study name "${clip(name, 40)}" must be 1–100 letters, digits, ".", "_" or "-"`);
  return name;
}

export interface Opened {
  info: StudyInfo;
  params: StudyParams;
  created: boolean;
  /** The number of games was raised. */
  extended: boolean;
}

/**
 * Create the study, or resume the stored one of that name. Resuming needs the same parameters
 * (a different deck, agent, seed or version would play different games under the same name);
 * only the number of games may be raised.
 */
export async function openStudy(
  repo: StudyRepository,
  name: string,
  params: StudyParams,
  createdAt: string,
): Promise<Opened> {
  checkStudyName(name);
  const key = paramsKey(params);
  if (await repo.create(name, params, key, createdAt)) {
    const info = (await repo.get(name))!;
    return { info, params, created: true, extended: false };
  }
  const info = (await repo.get(name))!;
  const diff = paramsDifference(info.params, params);
  if (diff) throw new InputError(`study "${name}" exists with other parameters: ${diff}`);
  if (params.games < info.games)
    throw new InputError(`study "${name}" has ${info.games} games; --games may raise it, not lower it`);
  if (params.games > info.games) {
    await repo.extend(name, params);
    return { info: (await repo.get(name))!, params, created: false, extended: true };
  }
  return { info, params: info.params, created: false, extended: false };
}

export interface Closed {
  stored: number;
  complete: boolean;
  digest: string | null;
}

/** Count what is stored; when the study is complete, compute and keep its digest. */
export async function closeStudy(
  repo: StudyRepository,
  name: string,
  games: number,
  finishedAt: string,
): Promise<Closed> {
  const stored = await repo.storedCount(name);
  if (stored < games) return { stored, complete: false, digest: null };
  const digest = await repo.digest(name, games);
  const info = await repo.get(name);
  if (info && info.digest !== digest) await repo.finish(name, digest, finishedAt);
  return { stored, complete: true, digest };
}
