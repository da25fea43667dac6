import { useState } from 'react';
import { useAppNavigator } from '../../app/navigation/navigatorContext.tsx';
import { PageFrame } from '../../app/shell/PageFrame.tsx';
import { selectUser } from '../../features/account/accountSlice.ts';
import '../../features/account/account.css';
import { useAccountSelector } from '../../features/account/hooks.ts';
import { installedAccount } from '../../features/account/installed.ts';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';

const text = strings.account.cancelAccount;

/** Account cancellation: the consequences, the notice to agree to, a last confirmation. */
export default function MyCancelAccountPage() {
  const navigator = useAppNavigator();
  const user = useAccountSelector(selectUser);
  const [agreed, setAgreed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!user) {
    return (
      <PageFrame path="/pages/my/cancelAccount">
        <p className="acc-text">{text.guestOnly}</p>
      </PageFrame>
    );
  }
  return (
    <PageFrame path="/pages/my/cancelAccount">
      <section className="acc-text" data-testid="cancel-account">
        <h2>{text.warningTitle}</h2>
        <ul>
          {text.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
        <button type="button" className="acc-link" onClick={() => navigator.go('/pages/webView/webViewCancel')} data-testid="cancel-account-notice">
          {text.readNotice}
        </button>
        <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} data-testid="cancel-account-agree" />
          {text.agree}
        </label>
        <Button
          disabled={busy}
          onClick={() => (agreed ? setConfirming(true) : installedAccount().deps.toast(text.mustAgree))}
          testId="cancel-account-submit"
        >
          {text.submit}
        </Button>
      </section>
      {confirming ? (
        <Modal
          title={text.warningTitle}
          testId="cancel-account-modal"
          actions={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)} testId="cancel-account-keep">
                {strings.account.cancel}
              </Button>
              <Button
                disabled={busy}
                onClick={() => {
                  setBusy(true);
                  void installedAccount()
                    .profile.cancelAccount(user)
                    .then((ok) => {
                      setBusy(false);
                      setConfirming(false);
                      if (ok) navigator.go('/pages/my/my', { replace: true });
                    });
                }}
                testId="cancel-account-confirm"
              >
                {strings.account.confirm}
              </Button>
            </>
          }
        >
          {text.confirm}
        </Modal>
      ) : null}
    </PageFrame>
  );
}
