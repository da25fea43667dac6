import { useState } from 'react';
import type { UserInfo } from '../../../services/account/userInfo.ts';
import { strings } from '../../../shared/strings.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { installedAccount } from '../installed.ts';

const text = strings.account.feedback;

/** Feedback (5–500 characters, optional contact); the profile service sends it and says the outcome. */
export function FeedbackForm({ user, onDone }: { user: UserInfo; onDone: () => void }) {
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [sending, setSending] = useState(false);
  return (
    <form
      className="acc-form"
      data-testid="feedback-form"
      onSubmit={(event) => {
        event.preventDefault();
        setSending(true);
        void installedAccount()
          .profile.sendFeedback(user, content, contact)
          .then((ok) => {
            setSending(false);
            if (ok) onDone();
          });
      }}
    >
      <textarea
        className="acc-field"
        style={{ minHeight: 120, padding: 12, font: 'inherit' }}
        maxLength={500}
        placeholder={text.placeholder}
        aria-label={text.title}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        data-testid="feedback-content"
      />
      <label className="acc-field">
        <input maxLength={100} placeholder={text.contact} aria-label={text.contact} value={contact} onChange={(event) => setContact(event.target.value)} />
      </label>
      <Button type="submit" disabled={sending} testId="feedback-submit">
        {text.submit}
      </Button>
    </form>
  );
}
