import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { registerSigned } from '../../signed/registerSigned.ts';
import { assetStoreFromEnv } from '../../storage/fromEnv.ts';
import type { AssetStore } from '../../storage/types.ts';
import { nowSeconds } from '../../context.ts';
import type { Queryable } from '../../db/types.ts';
import { AccountType } from '../account/accounts.ts';
import { authenticate } from '../account/tokens.ts';
import { contentKeyOf, decodeThumb, encodeThumb, thumbKeyOf } from './assets.ts';
import { WorksErrorCode } from './errorCodes.ts';
import { describeHits } from '../../moderation/reasons.ts';
import { missingPictures, referencedPictures, registerPictureRoutes } from './pictures.ts';
import { conflictCopyId, conflictCopyName, decidePut, type PutDecision } from './decide.ts';
import { assetInUse, findWorkRow, listWorkRows, toMeta, upsertWorkRow, type WorkRow, type WorkWrite } from './rows.ts';
import { getSchema, listSchema, putSchema, WORK_PUT_BODY_LIMIT, type PutInput } from './schemas.ts';
import { installStreamBody, streamedWorkOf, type StreamedWork } from './streamBody.ts';
import { templateOfContent } from './templateRef.ts';
import { vipTemplateOfContent } from '../vip/templateCatalogue.ts';

/**
 * Works folders of signed-in users (docs/works.md): list, get and put, each
 * signed and authenticated by usertoken; a user only ever reaches rows with
 * their own uid. Guests keep works on the device only.
 */

export { WorksErrorCode };

/**
 * Works storage per account (documents, counted by their UTF-8 size):
 * docs/works.md "Storage quota". WORKS_QUOTA_FREE_MB / WORKS_QUOTA_VIP_MB
 * change it (tests use a small one).
 */
export function worksQuotaBytes(env: NodeJS.ProcessEnv = process.env): { free: number; vip: number } {
  return { free: Number(env.WORKS_QUOTA_FREE_MB || 100) * 1024 * 1024, vip: Number(env.WORKS_QUOTA_VIP_MB || 1024) * 1024 * 1024 };
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/**
 * Throws 413 / 41310 when storing `incoming` bytes as work `id` would take the
 * account past its quota (the work's own previous version does not count; a
 * picture passes id '', which no work has).
 */
async function checkStorage(db: Queryable, owner: Owner, id: string, incoming: number): Promise<void> {
  // Pictures count too: they are stored once per account, beside the documents that use them.
  const { rows } = await db.query<{ used: number }>(
    `SELECT ((SELECT coalesce(sum(size_bytes), 0) FROM works WHERE uid = $1 AND NOT deleted AND id <> $2)
           + (SELECT coalesce(sum(size_bytes), 0) FROM work_pictures WHERE uid = $1))::float8 AS used`,
    [owner.uid, id],
  );
  const used = rows[0]?.used ?? 0;
  if (used + incoming <= owner.quota) return;
  const { vip } = worksQuotaBytes();
  const upgrade = owner.quota < vip ? `，开通会员可扩容到 ${megabytes(vip)}` : '';
  throw new ApiError(
    WorksErrorCode.storageFull,
    `作品空间已满（已用 ${megabytes(used)}，上限 ${megabytes(owner.quota)}），请删除不需要的作品后再同步${upgrade}`,
    { status: 413 },
  );
}

interface Owner {
  uid: number;
  quota: number;
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

function toWrite(row: WorkRow): WorkWrite {
  return { ...row };
}

export function registerWorksRoutes(app: FastifyInstance, options: { assets?: AssetStore } = {}): void {
  let store = options.assets ?? null;
  // Created on first use, so a server that never serves works never touches the asset directory.
  const assets = () => (store ??= assetStoreFromEnv());

  async function owner(input: { account: string; usertoken: string }): Promise<Owner> {
    const now = nowSeconds(app.services);
    const auth = await authenticate(app.services.db, input.account, input.usertoken, now);
    if (auth.account.accounttype === AccountType.guest) {
      throw new ApiError(WorksErrorCode.guest, '请先登录，登录后作品会同步到你的账号', { status: 403 });
    }
    const vip = auth.account.vip_expires_at !== null && auth.account.vip_expires_at > now;
    const quota = worksQuotaBytes();
    return { uid: auth.account.uid, quota: vip ? quota.vip : quota.free };
  }
  const ownerUid = async (input: { account: string; usertoken: string }): Promise<number> => (await owner(input)).uid;

  registerSigned(app, '/worklist', listSchema, async (input) => {
    const uid = await ownerUid(input);
    return { works: (await listWorkRows(app.services.db, uid)).map(toMeta) };
  });

  registerSigned(app, '/workget', getSchema, async (input) => {
    const uid = await ownerUid(input);
    const row = await findWorkRow(app.services.db, uid, input.id);
    const content = row && !row.deleted ? await assets().get(row.contentKey) : null;
    if (!row || !content) throw new ApiError(WorksErrorCode.notFound, '作品不存在或已被删除', { status: 404 });
    const thumb = row.thumbKey ? await assets().get(row.thumbKey) : null;
    return { work: toMeta(row), content: content.data.toString('utf8'), thumb: thumb ? encodeThumb(thumb.data, thumb.contentType) : '' };
  });

  registerPictureRoutes(app, {
    ownerUid,
    assets,
    checkQuota: async (input, bytes) => checkStorage(app.services.db, await owner(input), '', bytes),
  });

  app.register(async (scope) => {
    // Documents may embed images: this one route takes bodies above the 1 MiB default.
    scope.addHook('onRoute', (route) => {
      route.bodyLimit = WORK_PUT_BODY_LIMIT;
    });
    // The JSON form: the login is checked before the signature is hashed over the body.
    const tokenFirst = async (body: Record<string, unknown>) => {
      const { account, usertoken } = body;
      await authenticate(app.services.db, typeof account === 'string' ? account : '', typeof usertoken === 'string' ? usertoken : '', nowSeconds(app.services));
    };
    // The streamed form (big documents): login, signature and quota from the header, then the body to disk.
    installStreamBody(scope, {
      authorize: async (input) => void (await owner(input)),
      checkQuota: async (input) => checkStorage(app.services.db, await owner(input), input.id, input.contentsize),
    });
    registerSigned(scope, '/workput', putSchema, async (input, { request }) => put(await owner(input), input, streamedWorkOf(request.body)), {
      tokenFirst,
    });
  });

  function check(input: PutInput, files: StreamedWork | null): void {
    // A work's name is text that leaves the device (docs/moderation.md); a deleted work's is not shown again.
    const verdict = input.deleted ? null : app.moderation.scan(input.name);
    if (verdict && !verdict.pass) throw new ApiError(WorksErrorCode.nameRefused, `作品名称含有不当词语：${describeHits(verdict.hits)}，请改名后再同步`, { status: 400 });
    // A streamed body was checked while it arrived (streamBody.ts).
    if (input.deleted || files) return;
    if (input.content === '') throw new ApiError(ErrorCode.badRequest, '作品内容为空');
    if (md5(input.content) !== input.hash) throw new ApiError(ErrorCode.badRequest, '作品数据校验失败，请重新同步');
    let parsed: unknown;
    try {
      parsed = JSON.parse(input.content);
    } catch {
      parsed = null;
    }
    if (typeof parsed !== 'object' || parsed === null) throw new ApiError(ErrorCode.badRequest, '作品内容不是有效的作品数据');
  }

  /**
   * The template the server records for a work (docs/membership.md "VIP templates"): a VIP
   * template recognised from the document's own artwork, else the document's `templateId`.
   * What the document says cannot hide a VIP template's design.
   */
  async function templateOf(input: PutInput, files: StreamedWork | null): Promise<string> {
    const declared = files ? files.template : templateOfContent(input.content);
    if (input.kind !== 'logo') return declared;
    const content = files ? await readFile(files.contentPath, 'utf8') : input.content;
    return (await vipTemplateOfContent(app.services.db, content)) || declared;
  }

  async function put(who: Owner, input: PutInput, files: StreamedWork | null) {
    const { uid } = who;
    check(input, files);
    const { db } = app.services;
    // Another device must be able to draw what it downloads: every picture goes up before its document.
    const pictures = files ? files.pictures : referencedPictures(input.content);
    const missing = input.deleted ? [] : await missingPictures(db, uid, pictures);
    if (missing.length > 0) {
      throw new ApiError(WorksErrorCode.picturesMissing, '作品图片尚未上传完，请稍后重新同步', { status: 409 });
    }
    const push = { baseRevision: input.baseRevision, hash: input.hash, name: input.name, deleted: input.deleted, editedAt: input.editedAt };
    const before = await findWorkRow(db, uid, input.id);
    if (before && decidePut(before, push).action === 'same') return { result: 'saved', work: toMeta(before) };
    const incomingBytes = input.deleted ? 0 : files ? files.contentBytes : Buffer.byteLength(input.content, 'utf8');
    // Cheap refusal before any asset is written; checked again under the account's lock below.
    await checkStorage(db, who, input.id, incomingBytes);
    const template = input.deleted ? '' : await templateOf(input, files);

    // Assets first, outside the transaction: keys are content-addressed, so a push that loses leaves nothing wrong behind.
    let contentKey = '';
    let thumbKey = '';
    if (!input.deleted) {
      contentKey = contentKeyOf(uid, input.id, input.hash);
      if (files) {
        await assets().putFile(contentKey, files.contentPath, 'application/json');
        if (files.thumb) {
          thumbKey = thumbKeyOf(uid, input.id, input.hash, files.thumb.extension);
          await assets().putFile(thumbKey, files.thumb.path, files.thumb.type);
        }
      } else {
        await assets().put(contentKey, Buffer.from(input.content, 'utf8'), 'application/json');
      }
      if (!files && input.thumb !== '') {
        const thumb = decodeThumb(input.thumb);
        thumbKey = thumbKeyOf(uid, input.id, input.hash, thumb.extension);
        await assets().put(thumbKey, thumb.bytes, thumb.type);
      }
    }

    const now = app.services.now();
    const outcome = await db.transaction(async (tx) => {
      // One writer per account at a time, on any node, so concurrent pushes cannot together pass the quota.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`works:${uid}`]);
      await checkStorage(tx, who, input.id, incomingBytes);
      const row = await findWorkRow(tx, uid, input.id, true);
      const decision: PutDecision = decidePut(row, push);
      const incoming: WorkWrite = {
        id: input.id,
        kind: input.kind,
        name: input.name,
        revision: (row?.revision ?? 0) + 1,
        schemaVersion: input.schemaVersion,
        hash: input.hash,
        contentKey,
        thumbKey: input.deleted ? '' : thumbKey || (row?.thumbKey ?? ''),
        size: incomingBytes,
        deleted: input.deleted,
        editedAt: input.editedAt,
        // A deletion keeps what the row knew: the tombstone still names the template.
        template: input.deleted ? (row?.template ?? '') : template,
      };
      const keepCopy = async (from: WorkWrite): Promise<WorkWrite> => {
        const copy: WorkWrite = { ...from, id: conflictCopyId(input.id, from.hash), name: conflictCopyName(from.name), revision: 1 };
        const existing = await findWorkRow(tx, uid, copy.id, true);
        if (existing) return toWrite(existing);
        await upsertWorkRow(tx, uid, copy, now);
        return copy;
      };
      switch (decision.action) {
        case 'same':
          return { result: 'saved', work: row ? toWrite(row) : incoming, replaced: null, copy: null };
        case 'write':
          await upsertWorkRow(tx, uid, incoming, now);
          return { result: 'saved', work: incoming, replaced: row, copy: null };
        case 'takeIncoming': {
          const copy = decision.copyServer && row ? await keepCopy(toWrite(row)) : null;
          await upsertWorkRow(tx, uid, incoming, now);
          return { result: 'saved', work: incoming, replaced: row, copy };
        }
        case 'keepServer': {
          const copy = decision.copyIncoming ? await keepCopy({ ...incoming, revision: 1 }) : null;
          return { result: 'conflict', work: row ? toWrite(row) : incoming, replaced: null, copy };
        }
      }
    }).catch(async (error: unknown) => {
      // Lost the quota race to a concurrent push: the assets just written belong to nothing.
      if (error instanceof ApiError && error.code === WorksErrorCode.storageFull) {
        for (const key of [contentKey, thumbKey]) if (key && !(await assetInUse(db, uid, key))) await assets().delete(key).catch(() => undefined);
      }
      throw error;
    });

    // Assets of the replaced version that no work uses any more (copies share their original's assets).
    for (const key of [outcome.replaced?.contentKey, outcome.replaced?.thumbKey]) {
      if (!key || key === contentKey || key === outcome.work.thumbKey) continue;
      if (await assetInUse(db, uid, key)) continue;
      await assets()
        .delete(key)
        .catch((error: unknown) => app.log.warn({ err: error, key }, 'deleting a replaced work asset failed'));
    }
    const meta = (work: WorkWrite) => toMeta({ ...work, size: work.size });
    return { result: outcome.result, work: meta(outcome.work), ...(outcome.copy ? { copy: meta(outcome.copy) } : {}) };
  }
}
