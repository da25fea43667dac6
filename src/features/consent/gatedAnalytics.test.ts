import { describe, expect, it } from 'vitest';
import { createAnalytics } from '../../services/analytics/analytics.ts';
import type { AnalyticsBatch } from '../../services/analytics/types.ts';
import { gateAnalytics } from './gatedAnalytics.ts';

function setup() {
  const sent: AnalyticsBatch[] = [];
  const inner = createAnalytics({ post: async (batch) => void sent.push(batch), batchIntervalMs: 1_000_000 });
  let allowed = false;
  const analytics = gateAnalytics(inner, () => allowed);
  return { sent, analytics, allow: (value: boolean) => (allowed = value) };
}

describe('analytics behind the privacy consent', () => {
  it('drops events from before consent instead of sending them later', async () => {
    const { sent, analytics, allow } = setup();
    analytics.track('page_view', { page: '/' });
    analytics.profileSetOnce({ first_visit_time: 'x' });
    analytics.profileSet({ last_visit_time: 'x' });
    expect(analytics.queued()).toBe(0);
    allow(true);
    analytics.track('launch');
    await analytics.flush();
    expect(sent.flatMap((batch) => batch.data_list.map((event) => event.event))).toEqual(['launch']);
  });

  it('stops recording the moment consent is withdrawn', async () => {
    const { sent, analytics, allow } = setup();
    allow(true);
    analytics.track('a');
    allow(false);
    analytics.track('b');
    await analytics.flush();
    expect(sent.flatMap((batch) => batch.data_list.map((event) => event.event))).toEqual(['a']);
  });
});
