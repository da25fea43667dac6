import { z } from 'zod';
import { requestAccount, type UserInfo } from '../../../services/account/userInfo.ts';
import type { ApiClient } from '../../../services/api/client.ts';
import type { WorkRecord } from '../../../services/worksDb/index.ts';
import { workKinds } from '../../../services/worksDb/index.ts';

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

/** Uploads may carry a whole document with images: allow them longer than ordinary calls. */
const PUT_TIMEOUT_MS = 120_000;

export interface WorksApi {
  list(): Promise<ServerWork[]>;
  get(id: string): Promise<z.output<typeof getReply>>;
  put(record: WorkRecord, baseRevision: number): Promise<PutReply>;
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
    async put(record, baseRevision) {
      const deleted = record.deletedAt !== null;
      const thumb = !deleted && record.thumb && THUMB_TYPES.has(record.thumb.type) ? await blobToDataUrl(record.thumb) : '';
      return api.post(
        'workput',
        {
          ...credentials,
          id: record.id,
          kind: record.kind,
          name: record.name,
          baseRevision,
          hash: record.hash,
          content: deleted ? '' : record.content,
          thumb,
          schemaVersion: record.schemaVersion,
          editedAt: record.updatedAt,
          deleted,
        },
        { schema: putReply, timeoutMs: PUT_TIMEOUT_MS },
      );
    },
  };
}
