import { isApiError, isOfflineError } from '../../services/api/errors.ts';
import { strings } from '../../shared/strings.ts';
import { selectGuest } from './accountSlice.ts';
import { completeLogin } from './completeLogin.ts';
import type { AccountFeatureDeps, StartListening } from './deps.ts';
import { obtainLoginTag, pollWechatState, RETRY_LIMIT, STOPPED, type LoginTag } from './wechatPoll.ts';
import { wechatLoginStarted, wechatLoginStopped, wechatPollEnded, wechatTagReady } from './wechatSlice.ts';

/** WeChat scan login: tag (cached 60 s), QR, 1 s polling up to 200 tries, stoppable. */
export function registerWechatListeners(startListening: StartListening, deps: AccountFeatureDeps, nowMs: () => number = Date.now): void {
  let cached: LoginTag | null = null;
  let generation = 0;

  startListening({
    actionCreator: wechatLoginStopped,
    effect: () => {
      generation += 1;
    },
  });

  startListening({
    actionCreator: wechatLoginStarted,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      generation += 1;
      const mine = generation;
      const stopped = () => mine !== generation;
      try {
        cached = await obtainLoginTag(cached, nowMs(), () => deps.api.wechatGuid());
        const tag = cached;
        if (stopped()) return;
        api.dispatch(wechatTagReady(tag.qrurl));
        const user = await pollWechatState({
          check: () => deps.api.wechatState(tag.logintag, selectGuest(api.getState())),
          delay: (ms) => api.delay(ms),
          isStopped: stopped,
        });
        cached = null;
        api.dispatch(wechatPollEnded({ status: 'idle' }));
        completeLogin(deps, api.dispatch, user);
      } catch (error) {
        if (error instanceof Error && error.message === STOPPED) return;
        if (error instanceof Error && error.message === RETRY_LIMIT) {
          cached = null;
          api.dispatch(wechatPollEnded({ status: 'retryLimit', message: strings.account.wechat.retryLimit }));
          return;
        }
        // A cancelled listener (a newer start) ends quietly.
        if (stopped()) return;
        const message = isOfflineError(error) ? strings.account.login.offline : isApiError(error) ? error.msg : strings.account.login.errors.failed;
        api.dispatch(wechatPollEnded({ status: 'failed', message }));
      }
    },
  });
}
