import type { Analytics } from '../../services/analytics/analytics.ts';

/**
 * Analytics that records nothing while `allowed()` is false: events from before
 * consent (or after a refusal) are dropped, not queued, because queuing them
 * would collect them anyway and send them the moment consent is given.
 */
export function gateAnalytics(inner: Analytics, allowed: () => boolean): Analytics {
  return {
    ...inner,
    register: (props) => inner.register(props),
    track: (event, properties) => {
      if (allowed()) inner.track(event, properties);
    },
    profileSet: (props) => {
      if (allowed()) inner.profileSet(props);
    },
    profileSetOnce: (props) => {
      if (allowed()) inner.profileSetOnce(props);
    },
  };
}
