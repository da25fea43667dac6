import type { WorksRepo } from '../../../services/worksDb/index.ts';

/**
 * The work last open in the editor and whether the editor was left normally.
 * Not clean after a reload or a crash: the editor (toast) and the works tab
 * (banner) then offer to continue that work.
 */
export const LAST_SESSION_KEY = 'lastSession';

export interface LastSession {
  id: string;
  clean: boolean;
}

function isLastSession(value: unknown): value is LastSession {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<LastSession>;
  return typeof candidate.id === 'string' && typeof candidate.clean === 'boolean';
}

export async function readLastSession(repo: WorksRepo): Promise<LastSession | null> {
  const value = await repo.getMeta(LAST_SESSION_KEY).catch(() => undefined);
  return isLastSession(value) ? value : null;
}

export function writeLastSession(repo: WorksRepo, session: LastSession): Promise<void> {
  return repo.setMeta(LAST_SESSION_KEY, session).catch(() => undefined);
}
