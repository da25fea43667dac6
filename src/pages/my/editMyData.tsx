import { useState } from 'react';
import { PageFrame } from '../../app/shell/PageFrame.tsx';
import { selectUser } from '../../features/account/accountSlice.ts';
import '../../features/account/account.css';
import { useAccountSelector } from '../../features/account/hooks.ts';
import { installedAccount } from '../../features/account/installed.ts';
import { PHOTO_TYPES } from '../../features/account/photoUpload.ts';
import type { UserInfo } from '../../services/account/userInfo.ts';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { WarningIcon } from '../../shared/ui/icons.tsx';

const text = strings.account.profile;

function ProfileForm({ user }: { user: UserInfo }) {
  const { profile } = installedAccount();
  const [nickname, setNickname] = useState(typeof user.nickname === 'string' ? user.nickname : '');
  const [sex, setSex] = useState(typeof user.sex === 'number' ? user.sex : 0);
  const [birthday, setBirthday] = useState(typeof user.birthday === 'string' ? user.birthday : '');
  const [busy, setBusy] = useState(false);
  const photo = typeof user.photo === 'string' ? user.photo : '';
  const run = (work: Promise<boolean>) => {
    setBusy(true);
    void work.finally(() => setBusy(false));
  };
  return (
    <form
      className="acc-form"
      data-testid="profile-form"
      onSubmit={(event) => {
        event.preventDefault();
        run(profile.saveBasicInfo(user, { nickname, sex, birthday }));
      }}
    >
      <label className="acc-field" style={{ justifyContent: 'space-between' }}>
        <span>{text.photo}</span>
        {photo ? <img className="acc-avatar" src={photo} alt="" data-testid="profile-photo" /> : <span className="acc-avatar" />}
        <input
          type="file"
          accept={PHOTO_TYPES.join(',')}
          style={{ display: 'none' }}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) run(profile.changePhoto(user, file));
          }}
          data-testid="profile-photo-input"
        />
        <span className="acc-link">{text.photoChange}</span>
      </label>
      <label className="acc-field">
        <span>{text.nickname}</span>
        <input maxLength={20} placeholder={text.nicknamePlaceholder} value={nickname} onChange={(event) => setNickname(event.target.value)} data-testid="profile-nickname" />
      </label>
      <label className="acc-field">
        <span>{text.sex}</span>
        <select value={sex} onChange={(event) => setSex(Number(event.target.value))} data-testid="profile-sex" style={{ flex: 1, border: 0, background: 'none', font: 'inherit' }}>
          {[0, 1, 2].map((value) => (
            <option key={value} value={value}>
              {text.sexOptions[value]}
            </option>
          ))}
        </select>
      </label>
      <label className="acc-field">
        <span>{text.birthday}</span>
        <input type="date" value={birthday} onChange={(event) => setBirthday(event.target.value)} data-testid="profile-birthday" />
      </label>
      <Button type="submit" disabled={busy} testId="profile-save">
        {strings.account.save}
      </Button>
    </form>
  );
}

/** Edit profile: photo (checked for type and 2 MB before upload), nickname, sex, birthday. */
export default function MyEidtMyDataPage() {
  const user = useAccountSelector(selectUser);
  return (
    <PageFrame path="/pages/my/eidtMyData">
      {user ? <ProfileForm key={user.uid} user={user} /> : <EmptyState icon={<WarningIcon size={48} />} title={text.loginFirst} body={strings.account.loginPrompt} />}
    </PageFrame>
  );
}
