import { createHash, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/types.ts';
import { taskNotFound } from '../../pdf/codes.ts';
import { findTask, type PdfTask } from '../../pdf/store.ts';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The task named by tasktag, if tasktoken is its token (one indexed query, no body hashing). */
export async function taskFor(db: Queryable, tasktag: string, tasktoken: string): Promise<PdfTask> {
  const task = await findTask(db, tasktag);
  if (!task || !timingSafeEqual(Buffer.from(task.tokenHash), Buffer.from(sha256(tasktoken)))) throw taskNotFound();
  return task;
}
