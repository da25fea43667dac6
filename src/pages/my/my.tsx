import { useEffect } from 'react';
import { useAppNavigator } from '../../app/navigation/navigatorContext.tsx';
import { PageFrame } from '../../app/shell/PageFrame.tsx';
import { useAppDispatch } from '../../app/store/hooks.ts';
import { selectActingAccount, selectBannerClosedOn, selectOrders, selectUser } from '../../features/account/accountSlice.ts';
import '../../features/account/account.css';
import { closeBonusBanner } from '../../features/account/bonusBanner.ts';
import { AccountHeader } from '../../features/account/components/AccountHeader.tsx';
import { EntryList } from '../../features/account/components/EntryList.tsx';
import { VipCard } from '../../features/account/components/VipCard.tsx';
import { useAccountSelector } from '../../features/account/hooks.ts';
import { installedAccount } from '../../features/account/installed.ts';
import { accountRefreshRequested, logoutRequested, ordersRequested } from '../../features/account/sessionListeners.ts';
import { localDate, showBonusBanner, vipSummary } from '../../features/account/vipView.ts';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';

const text = strings.account;

/** My (tab): account, VIP type and expiry, bonus banner, entries, logout. */
export default function MyMyPage() {
  const navigator = useAppNavigator();
  const dispatch = useAppDispatch();
  const user = useAccountSelector(selectUser);
  const acting = useAccountSelector(selectActingAccount);
  const orders = useAccountSelector(selectOrders);
  const closedOn = useAccountSelector(selectBannerClosedOn);
  const { deps } = installedAccount();
  const now = deps.nowSeconds();
  const summary = vipSummary(acting, orders, now);
  const uid = user?.uid;

  useEffect(() => {
    if (!uid) return;
    dispatch(accountRefreshRequested());
    dispatch(ordersRequested());
  }, [dispatch, uid]);

  const go = (path: string) => () => navigator.go(path);
  const entries = [
    ...(user ? [{ key: 'editProfile', label: text.entries.editProfile, onPress: go('/pages/my/eidtMyData') }] : []),
    { key: 'membership', label: text.entries.membership, onPress: go('/pages/checkOut/checkOut') },
    { key: 'askEveryone', label: text.entries.askEveryone, onPress: go('/pages/checkOut/askEveryone') },
    { key: 'settings', label: text.entries.settings, onPress: go('/pages/my/set') },
  ];
  const about = [
    { key: 'aboutUs', label: text.entries.aboutUs, onPress: go('/pages/my/aboutUs') },
    { key: 'statementOfUse', label: text.entries.statementOfUse, onPress: go('/pages/my/statementOfUse') },
    { key: 'systemPermissions', label: text.entries.systemPermissions, onPress: go('/pages/my/systemPermissions') },
    { key: 'privacy', label: text.entries.privacy, onPress: go('/pages/webView/privacyPage') },
    { key: 'userAgreement', label: text.entries.userAgreement, onPress: go('/pages/webView/userPage') },
    ...(user ? [{ key: 'cancelAccount', label: text.entries.cancelAccount, onPress: go('/pages/my/cancelAccount') }] : []),
  ];

  return (
    <PageFrame path="/pages/my/my">
      <AccountHeader user={user} onLogin={go('/pages/login/loginTel')} />
      {showBonusBanner(summary, closedOn, localDate(now)) ? (
        <div className="acc-banner" data-testid="my-bonus-banner">
          <button type="button" className="acc-link acc-tap" style={{ textAlign: 'left' }} onClick={go('/pages/checkOut/checkOut')}>
            {text.vip.bonusBanner}
          </button>
          <button type="button" className="acc-link acc-tap" onClick={() => closeBonusBanner(deps.storage, dispatch, now * 1000)} data-testid="my-bonus-close">
            {text.vip.bonusClose}
          </button>
        </div>
      ) : null}
      <div style={{ margin: '0 16px' }}>
        <VipCard summary={summary} onOpen={go('/pages/checkOut/checkOut')} />
      </div>
      <EntryList entries={entries} testPrefix="my-entry" />
      <EntryList entries={about} testPrefix="my-entry" />
      {user ? (
        <div style={{ padding: '8px 16px 24px' }}>
          <Button variant="secondary" style={{ width: '100%' }} onClick={() => dispatch(logoutRequested())} testId="my-logout">
            {text.logout}
          </Button>
        </div>
      ) : null}
    </PageFrame>
  );
}
