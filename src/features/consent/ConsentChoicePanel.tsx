import { useState } from 'react';
import { useAppServices } from '../../app/services/servicesContext.tsx';
import { useAppDispatch } from '../../app/store/hooks.ts';
import { systemClock } from '../../services/clock.ts';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { consentAnswered } from './consentGate.ts';
import { readConsentMode } from './consentRecord.ts';

const text = strings.legal.choice;

/** Under the privacy policy: the current answer and the way to change it (withdrawing stops analytics at once). */
export function ConsentChoicePanel() {
  const { storage } = useAppServices();
  const dispatch = useAppDispatch();
  const [mode, setMode] = useState(() => readConsentMode(storage, systemClock.now()));
  const [changed, setChanged] = useState(false);
  const answer = (choice: 'agreed' | 'declined') => {
    dispatch(consentAnswered({ choice, from: null }));
    setMode(choice === 'agreed' ? 'full' : 'basic');
    setChanged(true);
  };
  return (
    <section className="legal-choice" data-testid="consent-choice">
      <h3>{text.heading}</h3>
      <p data-testid="consent-choice-state">{mode === 'full' ? text.agreed : mode === 'basic' ? text.declined : text.unanswered}</p>
      {mode === 'full' ? (
        <Button variant="secondary" onClick={() => answer('declined')} testId="consent-withdraw">
          {text.withdraw}
        </Button>
      ) : mode === 'basic' ? (
        <Button onClick={() => answer('agreed')} testId="consent-agree-later">
          {text.agree}
        </Button>
      ) : null}
      {changed ? (
        <p className="legal-doc__date" role="status">
          {text.changed}
        </p>
      ) : null}
    </section>
  );
}
