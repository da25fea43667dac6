import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/store/hooks.ts';
import { strings } from '../../../shared/strings.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { useAccountSelector } from '../hooks.ts';
import { selectWechatLogin, wechatLoginStarted, wechatLoginStopped } from '../wechatSlice.ts';
import { QrCode } from './QrCode.tsx';

const text = strings.account.wechat;

/** The QR (sandbox: a link to this server's confirm page) and the polling state; polling stops when the panel goes. */
export function WechatLoginPanel() {
  const dispatch = useAppDispatch();
  const state = useAccountSelector(selectWechatLogin);
  useEffect(() => {
    dispatch(wechatLoginStarted());
    return () => {
      dispatch(wechatLoginStopped());
    };
  }, [dispatch]);
  const sandbox = state.qrurl !== '' && !state.qrurl.startsWith('https://open.weixin.qq.com/');
  return (
    <section className="acc-qr" data-testid="wechat-panel" data-status={state.status}>
      <p>{sandbox ? text.sandboxHint : text.hint}</p>
      {state.qrurl && state.status === 'waiting' ? (
        <>
          <QrCode text={state.qrurl} label={text.title} testId="wechat-qr" />
          <p className="acc-muted">{text.waiting}</p>
          {sandbox ? (
            <a className="acc-link" href={state.qrurl} target="_blank" rel="noopener" data-testid="wechat-link">
              {text.openLink}
            </a>
          ) : null}
        </>
      ) : null}
      {state.message ? (
        <p className="acc-error" role="alert" data-testid="wechat-error">
          {state.message}
        </p>
      ) : null}
      {state.status === 'retryLimit' || state.status === 'failed' ? (
        <Button onClick={() => dispatch(wechatLoginStarted())} testId="wechat-refresh">
          {text.refresh}
        </Button>
      ) : null}
    </section>
  );
}
