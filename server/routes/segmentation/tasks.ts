import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { nowSeconds } from '../../context.ts';
import { registerSigned } from '../../signed/registerSigned.ts';
import { authenticate } from '../account/tokens.ts';
import { badImageUrl, busy, failureMessage, SegmentationCode, taskNotFound } from './codes.ts';
import { resultUrl, uploadIdFromUrl } from './imageUrl.ts';
import type { SegmentationService } from './service.ts';
import { countUnfinishedTasks, findTask, findUpload, insertTask, setTaskStatus } from './store.ts';

const account = { account: z.string().max(64), usertoken: z.string().max(128) };
const segmentSchema = z.object({ ...account, image_url: z.string().max(2048) });
const querySchema = z.object({ ...account, task_id: z.string().max(64) });

function messageOf(failure: string | null): string {
  return failure && failure in failureMessage ? failureMessage[failure as keyof typeof failureMessage] : failureMessage.internal;
}

/** Spec 7: segment-image → task_id; query-result → 100702 while processing, 10000 + result when done. */
export function registerTaskRoutes(scope: FastifyInstance, service: SegmentationService): void {
  const now = () => nowSeconds(scope.services);

  registerSigned(scope, '/sub/async-task/segment-image', segmentSchema, async (input, { request }) => {
    const { db } = scope.services;
    const auth = await authenticate(db, input.account, input.usertoken, now());
    const uploadId = uploadIdFromUrl(input.image_url, request.headers.host);
    const upload = uploadId ? await findUpload(db, uploadId) : null;
    if (!upload || upload.uid !== auth.account.uid) throw badImageUrl();
    if ((await countUnfinishedTasks(db, auth.account.uid)) >= service.settings.unfinishedPerUser) throw busy('你已有抠图任务在进行中，请等它完成后再提交');
    if (await service.queueFull()) throw busy('云端抠图繁忙，请稍后再试');
    const taskId = `t${randomBytes(16).toString('hex')}`;
    await insertTask(db, { taskId, uid: auth.account.uid, uploadId: upload.id, now: now() });
    service.wake();
    return { task_id: taskId };
  });

  registerSigned(scope, '/sub/async-task/query-result', querySchema, async (input) => {
    const { db } = scope.services;
    const auth = await authenticate(db, input.account, input.usertoken, now());
    const task = await findTask(db, input.task_id);
    if (!task || task.uid !== auth.account.uid) throw taskNotFound();
    // Queued tasks wait for any node; a running one is alive while its node's heartbeat is.
    if (task.status === 'queued') return { code: SegmentationCode.processing, msg: '正在抠图，请稍候' };
    if (task.status === 'running') {
      if (await service.isAlive(task.taskId)) return { code: SegmentationCode.processing, msg: '正在抠图，请稍候' };
      // Taken by a node that has since stopped: it will never finish.
      await setTaskStatus(db, task.taskId, 'failed', now(), 'interrupted');
      return { code: SegmentationCode.failed, msg: failureMessage.interrupted };
    }
    if (task.status === 'failed') return { code: SegmentationCode.failed, msg: messageOf(task.failure) };
    return { result: resultUrl(task.taskId) };
  });
}
