import { createContext, useContext } from 'react';
import type { FontClient } from '../workers/fontClient.ts';
import type { RenderClient } from '../workers/renderClient.ts';

/** The editor page's workers, alive from mount to unmount. */
export interface EditorSession {
  render: RenderClient;
  font: FontClient;
  /** Already handed to the render worker; the stage places it in the page. */
  canvas: HTMLCanvasElement;
  /** Asks the font worker again for text whose outline failed (a font that did not load). */
  retryOutlines(): void;
}

export const EditorSessionContext = createContext<EditorSession | null>(null);

export function useEditorSession(): EditorSession {
  const session = useContext(EditorSessionContext);
  if (!session) throw new Error('EditorSessionContext is missing above this component');
  return session;
}
