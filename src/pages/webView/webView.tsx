import { usePageQuery } from '../../app/router/usePageQuery.ts';
import { routeTitle } from '../../app/router/routeTable.ts';
import { PageFrame } from '../../app/shell/PageFrame.tsx';
import { strings } from '../../shared/strings.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { WarningIcon } from '../../shared/ui/icons.tsx';

const PATH = '/pages/webView/webView';

/** Only http(s) pages open in the frame: a `javascript:` or `data:` url in the query must never run. */
export function safeWebUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A page of our own origin must not get allow-same-origin next to allow-scripts:
 * together they would let it lift its own sandbox.
 */
function sandboxFor(url: string): string {
  const base = 'allow-scripts allow-forms allow-popups';
  return new URL(url).origin === window.location.origin ? base : `${base} allow-same-origin`;
}

/** Spec section 2: shows the page at `?url=` under the header `?title=`. */
export default function WebViewPage() {
  const query = usePageQuery();
  const title = query.title || routeTitle(PATH);
  const url = safeWebUrl(query.url);
  return (
    <PageFrame path={PATH} title={title}>
      {url ? (
        <iframe className="web-view__frame" src={url} title={strings.webView.frameTitle(title)} data-testid="web-view-frame" sandbox={sandboxFor(url)} referrerPolicy="no-referrer" />
      ) : (
        <EmptyState icon={<WarningIcon size={48} />} title={title} body={strings.webView.invalidUrl} />
      )}
    </PageFrame>
  );
}
