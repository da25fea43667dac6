import { useState } from 'react';
import { useAppNavigator } from '../../app/navigation/navigatorContext.tsx';
import { usePageQuery } from '../../app/router/usePageQuery.ts';
import { PageFrame } from '../../app/shell/PageFrame.tsx';
import { useAppDispatch } from '../../app/store/hooks.ts';
import { selectUser } from '../../features/account/accountSlice.ts';
import '../../features/account/account.css';
import { EntryList } from '../../features/account/components/EntryList.tsx';
import { FeedbackForm } from '../../features/account/components/FeedbackForm.tsx';
import { useAccountSelector } from '../../features/account/hooks.ts';
import { logoutRequested } from '../../features/account/sessionListeners.ts';
import { CacheSection, QualitySection, SyncNoticeSection } from '../../features/settings/SettingsSections.tsx';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';

const text = strings.account;

/**
 * Settings: things the app lets a person set (cache, download quality, sync notices), then
 * the account's feedback, cancellation and logout. The information pages stay on 我的.
 */
export default function MySetPage() {
  const navigator = useAppNavigator();
  const dispatch = useAppDispatch();
  const user = useAccountSelector(selectUser);
  const query = usePageQuery();
  const [feedbackOpen, setFeedbackOpen] = useState(query.feedback === '1');
  const go = (path: string) => () => navigator.go(path);
  const entries = user
    ? [
        { key: 'editProfile', label: text.entries.editProfile, onPress: go('/pages/my/eidtMyData') },
        { key: 'feedback', label: text.entries.feedback, onPress: () => setFeedbackOpen((open) => !open) },
        { key: 'cancelAccount', label: text.entries.cancelAccount, onPress: go('/pages/my/cancelAccount') },
      ]
    : [];
  return (
    <PageFrame path="/pages/my/set">
      <CacheSection />
      <QualitySection />
      <SyncNoticeSection />
      {entries.length > 0 ? <EntryList entries={entries} testPrefix="set-entry" /> : null}
      {user && feedbackOpen ? <FeedbackForm user={user} onDone={() => setFeedbackOpen(false)} /> : null}
      {user ? (
        <div style={{ padding: '8px 16px 24px' }}>
          <Button
            variant="secondary"
            style={{ width: '100%' }}
            onClick={() => {
              dispatch(logoutRequested());
              navigator.go('/pages/my/my', { replace: true });
            }}
            testId="set-logout"
          >
            {text.logout}
          </Button>
        </div>
      ) : null}
    </PageFrame>
  );
}
