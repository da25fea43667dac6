import { strings } from '../../../shared/strings.ts';
import type { Candidate } from '../hooks/useCandidates.ts';
import { CANDIDATE_BATCH } from '../hooks/seeds.ts';
import { LogoThumb } from './LogoThumb.tsx';

/**
 * Generated candidates: a skeleton while one is being made, its thumbnail when ready. The
 * first batch shows its SVGs at once (the fastest way to twelve logos on screen); later
 * batches arrive while the grid scrolls, so their SVGs are drawn into PNGs in the thumbnail
 * worker when they come near the screen (LogoThumb) and put no SVG on the main thread then.
 */
export function CandidateGrid({ candidates, onPick, testId = 'ai-candidates' }: { candidates: readonly Candidate[]; onPick: (c: Candidate) => void; testId?: string }) {
  return (
    <ul className="logo-grid" data-testid={testId}>
      {candidates.map((candidate, index) =>
        candidate.status === 'failed' ? null : (
          <li key={candidate.key}>
            {candidate.status === 'ready' && candidate.thumb ? (
              <button type="button" className="logo-grid__card" onClick={() => onPick(candidate)} data-testid="ai-candidate" data-seed={candidate.seed}>
                {index < CANDIDATE_BATCH ? (
                  <img className="logo-thumb" src={candidate.thumb} alt={strings.logo.ai.candidateLabel(index + 1)} width={160} height={160} decoding="async" />
                ) : (
                  <LogoThumb src={candidate.thumb} alt={strings.logo.ai.candidateLabel(index + 1)} />
                )}
              </button>
            ) : (
              <div className="logo-grid__card logo-grid__card--pending" aria-busy="true" data-testid="ai-candidate-pending">
                <span className="logo-thumb logo-thumb--skeleton" />
              </div>
            )}
          </li>
        ),
      )}
    </ul>
  );
}
