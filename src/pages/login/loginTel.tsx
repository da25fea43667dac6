import { useState } from 'react';
import { useAppNavigator } from '../../app/navigation/navigatorContext.tsx';
import { PageFrame } from '../../app/shell/PageFrame.tsx';
import { LoginTelForm } from '../../features/account/components/LoginTelForm.tsx';
import { WechatLoginPanel } from '../../features/account/components/WechatLoginPanel.tsx';
import '../../features/account/account.css';
import { strings } from '../../shared/strings.ts';

/** Phone login (spec 4/5), with WeChat scan login as the second tab. */
export default function LoginLoginTelPage() {
  const navigator = useAppNavigator();
  const [tab, setTab] = useState<'phone' | 'wechat'>('phone');
  return (
    <PageFrame path="/pages/login/loginTel">
      <div className="acc-tabs" role="tablist">
        <button type="button" role="tab" aria-selected={tab === 'phone'} onClick={() => setTab('phone')} data-testid="login-tab-phone">
          {strings.account.login.phoneTab}
        </button>
        <button type="button" role="tab" aria-selected={tab === 'wechat'} onClick={() => setTab('wechat')} data-testid="login-tab-wechat">
          {strings.account.login.wechat}
        </button>
      </div>
      {tab === 'phone' ? (
        <LoginTelForm
          onOpenAgreement={() => navigator.go('/pages/webView/userPage')}
          onOpenPrivacy={() => navigator.go('/pages/webView/privacyPage')}
        />
      ) : (
        <WechatLoginPanel />
      )}
    </PageFrame>
  );
}
