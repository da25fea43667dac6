import { PRODUCT_ID } from '../api/client.ts';
import type { AnalyticsProps } from './types.ts';

/** Spec 9 "Analytics registration", plus app id, device id and user id (spec 3). */
export const ANALYTICS_SDK_VERSION = '5.4.5';

export function registrationProps(ids: { deviceId: string; userId: string | null }): AnalyticsProps {
  return {
    app_id: PRODUCT_ID,
    platform: 'Web',
    language: 'zh',
    country: 'CN',
    locale: 'zh_CN',
    edition: 'china',
    store: 'web',
    sdk_version: ANALYTICS_SDK_VERSION,
    device_id: ids.deviceId,
    user_id: ids.userId ?? '',
  };
}
