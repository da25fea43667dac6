export { createAnalytics, BATCH_INTERVAL_MS, BATCH_SIZE, DEFAULT_PROJECT, MAX_QUEUED_EVENTS } from './analytics.ts';
export type { Analytics, AnalyticsOptions } from './analytics.ts';
export { AnalyticsBatchRejected, createAnalyticsTransport } from './transport.ts';
export type { AnalyticsTransport, AnalyticsTransportOptions } from './transport.ts';
export { registrationProps, ANALYTICS_SDK_VERSION } from './registration.ts';
export { ADD_BUTTON_CLICK, LAUNCH_EVENT, trackAddButtonClick } from './events.ts';
export type { AnalyticsBatch, AnalyticsEvent, AnalyticsProps } from './types.ts';
