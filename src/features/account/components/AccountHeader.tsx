import { displayAccount, maskPhone, type UserInfo } from '../../../services/account/userInfo.ts';
import { strings } from '../../../shared/strings.ts';
import { Button } from '../../../shared/ui/Button.tsx';

const text = strings.account;

/** Avatar, the account (spec 3: accounttype 1 → username, else the bound phone, masked) and the login entry for guests. */
export function AccountHeader({ user, onLogin }: { user: UserInfo | null; onLogin: () => void }) {
  const photo = typeof user?.photo === 'string' ? user.photo : '';
  const nickname = typeof user?.nickname === 'string' ? user.nickname : '';
  return (
    <section className="acc-card acc-profile" data-testid="my-account">
      {photo ? <img className="acc-avatar" src={photo} alt="" /> : <div className="acc-avatar" aria-hidden="true" />}
      <div style={{ flex: 1, minWidth: 0 }}>
        {user ? (
          <>
            <p className="acc-profile__name" data-testid="my-account-name">
              {maskPhone(displayAccount(user))}
            </p>
            <p className="acc-muted">
              {nickname ? `${nickname} · ` : ''}
              {text.uidLabel(user.uid)}
            </p>
          </>
        ) : (
          <>
            <p className="acc-profile__name">{text.notLoggedIn}</p>
            <p className="acc-muted">{text.loginPrompt}</p>
          </>
        )}
      </div>
      {user ? null : (
        <Button onClick={onLogin} testId="my-login">
          {text.loginButton}
        </Button>
      )}
    </section>
  );
}
