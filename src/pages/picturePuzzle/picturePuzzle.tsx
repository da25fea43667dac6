import { useState } from 'react';
import { PageFrame, useAppServices } from '../../app/pageApi.ts';
import { PuzzleTool } from '../../features/puzzle/PuzzleTool.tsx';

/** Spec storage key `firstPuzzle`: true until the first-use guide has been dismissed. */
export default function PicturePuzzlePicturePuzzlePage() {
  const { storage } = useAppServices();
  const [showGuide, setShowGuide] = useState(() => storage.get('firstPuzzle'));
  return (
    <PageFrame path="/pages/picturePuzzle/picturePuzzle">
      <PuzzleTool
        showGuide={showGuide}
        onGuideSeen={() => {
          storage.set('firstPuzzle', false);
          setShowGuide(false);
        }}
      />
    </PageFrame>
  );
}
