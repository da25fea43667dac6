/**
 * When an offer pop-up may show: pure functions over the server's config
 * (server/routes/popups), the device's history and the user's state. The
 * listener (popupListeners.ts) gathers the inputs and acts on the verdict.
 */

export type PopupTrigger = 'launch' | 'leaveCheckout';

export interface PopupRules {
  /** Only on the device's first launch. */
  firstVisit: boolean;
  /** Not for a logged-in user (a guest only). */
  guestOnly: boolean;
  notVip: boolean;
  /** At most once per local calendar day. */
  oncePerDay: boolean;
  /** At most this many times per device; 0 = no cap. */
  maxTimes: number;
  /** The purchase page was opened at least this often (storage `checkoutNum`). */
  minCheckouts: number;
}

export interface PopupConfig {
  id: number;
  kind: 'welcome' | 'retention';
  trigger: PopupTrigger;
  packageId: number;
  rules: PopupRules;
  /** Unix seconds, null = open-ended. */
  startsAt: number | null;
  endsAt: number | null;
  /** The server's history for this device: last display (unix seconds) and count. */
  lastShownAt: number | null;
  timesShown: number;
}

/** One local display record (storage `popupHistory`): config id and ms since epoch. */
export interface LocalShow {
  id: number;
  at: number;
}

export interface PopupContext {
  trigger: PopupTrigger;
  nowMs: number;
  /** Date#getTimezoneOffset: minutes to add to local time to get UTC (-480 in China). */
  timezoneOffsetMinutes: number;
  /** This launch's number on the device (storage `firstLaunch`, 1 on the very first). */
  launchCount: number;
  loggedIn: boolean;
  vip: boolean;
  checkoutNum: number;
  history: readonly LocalShow[];
}

export type RefusalReason = 'trigger' | 'inactive' | 'firstVisit' | 'loggedIn' | 'vip' | 'shownToday' | 'maxTimes' | 'checkouts';
export type Verdict = { show: true } | { show: false; reason: RefusalReason };

const DAY_MS = 86_400_000;

/** The local calendar day of `ms` as a whole number (consecutive days differ by 1). */
export function localDay(ms: number, timezoneOffsetMinutes: number): number {
  return Math.floor((ms - timezoneOffsetMinutes * 60_000) / DAY_MS);
}

/** What the server and this device both know: the later last display and the larger count. */
export function mergedHistory(config: PopupConfig, history: readonly LocalShow[]): { lastShownMs: number | null; times: number } {
  const local = history.filter((entry) => entry.id === config.id);
  const localLast = local.reduce<number | null>((last, entry) => (last === null || entry.at > last ? entry.at : last), null);
  const serverLast = config.lastShownAt === null ? null : config.lastShownAt * 1000;
  const lastShownMs = localLast === null ? serverLast : serverLast === null ? localLast : Math.max(localLast, serverLast);
  return { lastShownMs, times: Math.max(local.length, config.timesShown) };
}

export function judgePopup(config: PopupConfig, context: PopupContext): Verdict {
  const { rules } = config;
  const refuse = (reason: RefusalReason): Verdict => ({ show: false, reason });
  if (config.trigger !== context.trigger) return refuse('trigger');
  const nowSeconds = context.nowMs / 1000;
  if ((config.startsAt !== null && nowSeconds < config.startsAt) || (config.endsAt !== null && nowSeconds >= config.endsAt)) return refuse('inactive');
  if (rules.notVip && context.vip) return refuse('vip');
  if (rules.guestOnly && context.loggedIn) return refuse('loggedIn');
  if (rules.firstVisit && context.launchCount > 1) return refuse('firstVisit');
  if (context.checkoutNum < rules.minCheckouts) return refuse('checkouts');
  const { lastShownMs, times } = mergedHistory(config, context.history);
  if (rules.maxTimes > 0 && times >= rules.maxTimes) return refuse('maxTimes');
  if (rules.oncePerDay && lastShownMs !== null) {
    // A display "in the future" means the clock went back since: treated as today, never shown twice.
    const shownDay = localDay(lastShownMs, context.timezoneOffsetMinutes);
    if (shownDay >= localDay(context.nowMs, context.timezoneOffsetMinutes)) return refuse('shownToday');
  }
  return { show: true };
}

/** The first config (the server lists them by priority) that may show now, or null. */
export function pickPopup(configs: readonly PopupConfig[], context: PopupContext): PopupConfig | null {
  return configs.find((config) => judgePopup(config, context).show) ?? null;
}

/** Spec 9, pop-up service: the history keeps 3000 entries and 90 days. */
export const HISTORY_MAX_ENTRIES = 3000;
export const HISTORY_MAX_MS = 90 * DAY_MS;

/** The history with `entry` added, older than 90 days dropped, at most 3000 newest kept. */
export function withShow(history: readonly LocalShow[], entry: LocalShow): LocalShow[] {
  const kept = history.filter((item) => entry.at - item.at < HISTORY_MAX_MS);
  return [...kept, entry].slice(-HISTORY_MAX_ENTRIES);
}
