import type { ApiClient } from '../../../services/api/client.ts';
import { ApiError, ClientErrorCode, isApiError } from '../../../services/api/errors.ts';
import { readApiBody } from '../../../services/api/response.ts';
import { signedQuery } from '../../../services/api/signedRequest.ts';

/** A picture is at most 20 MB: its download may take a while on a phone. */
export const PICTURE_TIMEOUT_MS = 180_000;

interface PictureLogin {
  account: string;
  usertoken: string;
}

/** The server's `{code, msg}` refusal of a GET (404 / pictureNotFound, 401, 503 …) as the same ApiError api.post gives. */
async function refusal(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    readApiBody({ status: response.status, ok: response.ok, headers: response.headers, text }, []);
  } catch (error) {
    if (isApiError(error)) return error;
  }
  return new ApiError({ code: ClientErrorCode.badResponse, msg: '作品图片下载失败，请稍后重试', kind: 'bad_response', status: response.status });
}

/**
 * One work picture's bytes (docs/object-store.md "Works pictures"): a plain signed GET of
 * /api/v4/workpicture, which on the S3 store is a redirect to a short-lived presigned URL, so
 * the bytes come from the store without passing through a node (and never as base64). When the
 * redirect cannot be followed — a bucket whose CORS rule does not name this app's origin makes
 * the browser's fetch fail like a lost network — the spec's JSON call /workpictureget is tried
 * once, so a misconfigured bucket slows a sync down but never stops it.
 */
export async function downloadPicture(
  api: ApiClient,
  login: PictureLogin,
  hash: string,
  /** The spec's JSON call /workpictureget (base64 through the node), for when the GET cannot be followed. */
  viaJson: () => Promise<Blob>,
): Promise<Blob> {
  await api.time.ensure();
  const url = `${api.baseUrl}/api/v4/workpicture?${signedQuery({ ...login, hash }, api.signing)}`;
  let response: Response;
  try {
    response = await api.fetchFor('download', PICTURE_TIMEOUT_MS)(url);
  } catch (error) {
    if (isApiError(error) && error.kind === 'network') return viaJson();
    throw error;
  }
  if (!response.ok) throw await refusal(response);
  const picture = await response.blob();
  // The store answers with the type it was given at upload; an empty type would make every reader guess.
  return picture.type ? picture : new Blob([picture], { type: 'image/png' });
}
