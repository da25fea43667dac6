// Loopback-only /dev routes of our server (docs/api.md), called from the test
// process itself (Node fetch on 127.0.0.1), never from the page.
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}`;

export async function setProductConfig(config: { notice: string; province: string }): Promise<void> {
  const response = await fetch(`${baseURL}/dev/product-config`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: 352, config }),
  });
  if (!response.ok) throw new Error(`product config: HTTP ${response.status} ${await response.text()}`);
}

export interface StoredAnalyticsEvent {
  event: string;
  properties: Record<string, unknown>;
}

export async function recentAnalyticsEvents(): Promise<StoredAnalyticsEvent[]> {
  const response = await fetch(`${baseURL}/dev/analytics?limit=500`);
  const body = (await response.json()) as { events: StoredAnalyticsEvent[] };
  return body.events;
}
