import type { Dispatch } from '@reduxjs/toolkit';
import type { AppStorage } from '../../services/storage/storage.ts';
import { bonusBannerClosed } from './accountSlice.ts';
import { localDate } from './vipView.ts';

/**
 * The day the bonus banner was closed lives in storage `commonMem` (a loose
 * commerce-state object in spec 3) as `bannerClosedOn`, so "closed today"
 * survives a reload.
 */
export function storedBannerClosedOn(storage: AppStorage): string | null {
  const value = storage.get('commonMem')?.bannerClosedOn;
  return typeof value === 'string' ? value : null;
}

export function closeBonusBanner(storage: AppStorage, dispatch: Dispatch, nowMs: number): void {
  const today = localDate(Math.floor(nowMs / 1000));
  storage.update('commonMem', (current) => ({ ...(current ?? {}), bannerClosedOn: today }));
  dispatch(bonusBannerClosed(today));
}
