import { PageFrame } from '../../app/shell/PageFrame.tsx';
import '../../features/membership/membership.css';
import { strings } from '../../shared/strings.ts';

/** Ask-everyone: the membership questions people ask most. */
export default function CheckOutAskEveryonePage() {
  return (
    <PageFrame path="/pages/checkOut/askEveryone">
      <section className="vip-faq" data-testid="ask-everyone">
        {strings.membership.questions.map((item) => (
          <details key={item.q}>
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </section>
    </PageFrame>
  );
}
