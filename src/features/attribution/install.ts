import type { AppStartListening } from '../../app/store/listenerTypes.ts';
import { payEnded, payReturned } from '../membership/checkoutSlice.ts';
import { attributeLaunch, attributePayment, type AttributionDeps } from './attribution.ts';

/** How long a pay-state check may take before its outcome is no longer reported. */
const PAY_OUTCOME_WAIT_MS = 5 * 60_000;

export interface AttributionInstall {
  /** The launch ran with consent. */
  launched(launchCount: number): void;
}

/**
 * Called once by the shell. Nothing is sent until `launched` (the consented
 * launch) has run, and payments are reported only while `allowed()`.
 */
export function installAttribution(startListening: AppStartListening, deps: AttributionDeps & { allowed: () => boolean }): AttributionInstall {
  let launchedYet = false;
  startListening({
    actionCreator: payReturned,
    effect: async ({ payload: orderno }, api) => {
      api.cancelActiveListeners();
      // Read now: the checkout removes the pending order once it is paid.
      const pending = deps.storage.get('payorderstate');
      if (!pending || pending.orderno !== orderno) return;
      const ended = await api.take(payEnded.match, PAY_OUTCOME_WAIT_MS);
      if (!ended || ended[0].payload.status !== 'paid' || !launchedYet || !deps.allowed()) return;
      const price = typeof pending.price === 'string' ? pending.price : '';
      await attributePayment(deps, price, pending.offer === true);
    },
  });
  return {
    launched(launchCount) {
      launchedYet = true;
      if (deps.allowed()) void attributeLaunch(deps, launchCount);
    },
  };
}
