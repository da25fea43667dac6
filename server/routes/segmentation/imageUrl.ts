/**
 * The task's `image_url` must name an image uploaded to THIS server: the
 * server never fetches a URL (no SSRF), it only reads the path back to one of
 * its own upload ids. Accepted: `/api/segment/uploads/<id>.<ext>` or the same
 * path as an absolute http(s) URL whose host is the host the request came to.
 */
export const UPLOAD_PATH = '/api/segment/uploads/';
export const RESULT_PATH = '/api/segment/results/';

const UPLOAD_NAME = /^(u[0-9a-f]{32})\.(png|jpg)$/;

export function uploadUrl(id: string, type: 'image/png' | 'image/jpeg'): string {
  return `${UPLOAD_PATH}${id}.${type === 'image/png' ? 'png' : 'jpg'}`;
}

export function resultUrl(taskId: string): string {
  return `${RESULT_PATH}${taskId}.png`;
}

/** The upload id named by `imageUrl`, or null when it names anything else. */
export function uploadIdFromUrl(imageUrl: string, requestHost: string | undefined): string | null {
  if (imageUrl.length === 0 || imageUrl.length > 2048) return null;
  let url: URL;
  try {
    // A relative URL resolves against a base that cannot match any real host.
    url = new URL(imageUrl, 'http://relative.invalid');
  } catch {
    return null;
  }
  const relative = url.host === 'relative.invalid' && imageUrl.startsWith('/') && !imageUrl.startsWith('//');
  const sameHost = (url.protocol === 'http:' || url.protocol === 'https:') && requestHost !== undefined && url.host === requestHost.toLowerCase();
  if (!relative && !sameHost) return null;
  if (url.username || url.password || url.search || url.hash) return null;
  if (!url.pathname.startsWith(UPLOAD_PATH)) return null;
  const match = UPLOAD_NAME.exec(url.pathname.slice(UPLOAD_PATH.length));
  return match?.[1] ?? null;
}
