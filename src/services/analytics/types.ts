/** Wire shapes of POST /api/analytics/batch (docs/api.md). */

export type AnalyticsProps = Record<string, unknown>;

export interface AnalyticsEvent {
  event: string;
  properties: AnalyticsProps;
  /** ms since epoch, when it happened (not when it was sent). */
  time: number;
}

export interface AnalyticsBatch {
  project: string;
  data_list: AnalyticsEvent[];
}
