import { z } from 'zod';
import { requestAccount, type UserInfo } from '../../../services/account/userInfo.ts';
import type { ApiClient } from '../../../services/api/client.ts';
import type { WorkRecord } from '../../../services/worksDb/index.ts';
import { workKinds } from '../../../services/worksDb/index.ts';
import { shaped } from '../../../services/api/response.ts';
import { ApiError } from '../../../services/api/errors.ts';
import { downloadPicture, PICTURE_TIMEOUT_MS } from './pictureDownload.ts';
import { postStreamed, postStreamedWork } from './streamPut.ts';

/** The server's works folder calls (docs/works.md, server/routes/works). */

export const serverWorkSchema = z.looseObject({
  id: z.string(),
  kind: z.enum(workKinds),
  name: z.string(),
  revision: z.number().int(),
  hash: z.string(),
  schemaVersion: z.number().int(),
  editedAt: z.number(),
  deleted: z.boolean(),
});
export type ServerWork = z.output<typeof serverWorkSchema>;

const listReply = z.looseObject({ works: z.array(serverWorkSchema) });
const getReply = z.looseObject({ work: serverWorkSchema, content: z.string(), thumb: z.string() });
const putReply = z.looseObject({ result: z.enum(['saved', 'conflict']), work: serverWorkSchema, copy: serverWorkSchema.optional() });
export type PutReply = z.output<typeof putReply>;
const missingReply = z.looseObject({ missing: z.array(z.string()) });
const pictureReply = z.looseObject({ hash: z.string(), data: z.string() });

/** Uploads may carry a whole document with images: allow them longer than ordinary calls. */
const PUT_TIMEOUT_MS = 120_000;

export interface WorksApi {
  list(): Promise<ServerWork[]>;
  get(id: string): Promise<z.output<typeof getReply>>;
  put(record: WorkRecord, baseRevision: number): Promise<PutReply>;
  /** Pictures beside the documents (server/routes/works/pictures.ts): sent as data URLs, received as bytes. */
  missingPictures(hashes: string[]): Promise<string[]>;
  putPicture(hash: string, dataUrl: string): Promise<void>;
  getPicture(hash: string): Promise<Blob>;
}

export async function blobToDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${blob.type || 'image/png'};base64,${btoa(binary)}`;
}

export function dataUrlToBlob(dataUrl: string): Blob | null {
  const match = /^data:([^;,]+);base64,(.*)$/.exec(dataUrl);
  if (!match) return null;
  const binary = atob(match[2] ?? '');
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: match[1] });
}

const THUMB_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

export function createWorksApi(api: ApiClient, user: UserInfo): WorksApi {
  const credentials = { account: requestAccount(user), usertoken: user.usertoken };
  return {
    list: async () => (await api.post('worklist', credentials, { schema: listReply })).works,
    get: (id) => api.post('workget', { ...credentials, id }, { schema: getReply }),
    missingPictures: async (hashes) => (await api.post('workpictures', { ...credentials, hashes }, { schema: missingReply })).missing,
    async putPicture(hash, data) {
      // Streamed, as the server wants big bodies: login and signature are checked before the bytes are read.
      const picture = dataUrlToBlob(data);
      if (!picture) throw new ApiError({ code: 40000, msg: '作品图片无效，请换一张图片后再同步', kind: 'server' });
      const bytes = new Uint8Array(await picture.arrayBuffer());
      const reply = await postStreamed(api, 'workpictureput', { ...credentials, hash, type: picture.type, size: bytes.length }, bytes, PICTURE_TIMEOUT_MS);
      shaped(reply, 200, pictureReply.pick({ hash: true }));
    },
    getPicture: (hash) =>
      downloadPicture(api, credentials, hash, async () => {
        const reply = await api.post('workpictureget', { ...credentials, hash }, { schema: pictureReply, timeoutMs: PICTURE_TIMEOUT_MS });
        const picture = dataUrlToBlob(reply.data);
        if (!picture) throw new ApiError({ code: 40000, msg: '作品图片无效，请在原设备上重新同步', kind: 'server' });
        return picture;
      }),
    async put(record, baseRevision) {
      const deleted = record.deletedAt !== null;
      const fields = {
        ...credentials,
        id: record.id,
        kind: record.kind,
        name: record.name,
        baseRevision,
        hash: record.hash,
        schemaVersion: record.schemaVersion,
        editedAt: record.updatedAt,
      };
      // A deletion has no body: the small JSON form. A document streams (it may be megabytes).
      if (deleted) return api.post('workput', { ...fields, content: '', thumb: '', deleted }, { schema: putReply, timeoutMs: PUT_TIMEOUT_MS });
      const thumb = record.thumb && THUMB_TYPES.has(record.thumb.type) ? record.thumb : null;
      const reply = await postStreamedWork(api, { fields, content: record.content, thumb }, PUT_TIMEOUT_MS);
      return shaped(reply, 200, putReply);
    },
  };
}
