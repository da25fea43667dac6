import { useState } from 'react';
import { useAppNavigator } from '../../app/navigation/navigatorContext.tsx';
import { PageFrame } from '../../app/shell/PageFrame.tsx';
import { useAppDispatch } from '../../app/store/hooks.ts';
import { selectUser } from '../../features/account/accountSlice.ts';
import '../../features/account/account.css';
import { EntryList } from '../../features/account/components/EntryList.tsx';
import { FeedbackForm } from '../../features/account/components/FeedbackForm.tsx';
import { useAccountSelector } from '../../features/account/hooks.ts';
import { logoutRequested } from '../../features/account/sessionListeners.ts';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';

const text = strings.account;

/** Settings: the information pages, feedback, account cancellation and logout. */
export default function MySetPage() {
  const navigator = useAppNavigator();
  const dispatch = useAppDispatch();
  const user = useAccountSelector(selectUser);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const go = (path: string) => () => navigator.go(path);
  const entries = [
    ...(user ? [{ key: 'editProfile', label: text.entries.editProfile, onPress: go('/pages/my/eidtMyData') }] : []),
    { key: 'aboutUs', label: text.entries.aboutUs, onPress: go('/pages/my/aboutUs') },
    { key: 'statementOfUse', label: text.entries.statementOfUse, onPress: go('/pages/my/statementOfUse') },
    { key: 'systemPermissions', label: text.entries.systemPermissions, onPress: go('/pages/my/systemPermissions') },
    { key: 'privacy', label: text.entries.privacy, onPress: go('/pages/webView/privacyPage') },
    { key: 'userAgreement', label: text.entries.userAgreement, onPress: go('/pages/webView/userPage') },
    ...(user
      ? [
          { key: 'feedback', label: text.entries.feedback, onPress: () => setFeedbackOpen((open) => !open) },
          { key: 'cancelAccount', label: text.entries.cancelAccount, onPress: go('/pages/my/cancelAccount') },
        ]
      : []),
  ];
  return (
    <PageFrame path="/pages/my/set">
      <EntryList entries={entries} testPrefix="set-entry" />
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
