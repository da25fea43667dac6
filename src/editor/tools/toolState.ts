import { createValueStore, type ValueStore } from '../../shared/valueStore.ts';
import type { PathNode } from './pathNodes.ts';

/**
 * The canvas tool in use, beside the gesture machine's default (select, move, resize):
 * - pen: drawing a new path; `nodes` in canvas px, not in the document until it is finished;
 * - nodes: editing the nodes of path layer `layerId` (`selected`: the node the bar acts on);
 * - crop: moving picture `imageId` inside its frame `frameId` (the clip-mask layer below it);
 *   `gesture` is the session's one undo step: every drag, pinch and frame resize from entering
 *   crop to leaving it merges into it (a crop is undone as a whole, as in Canva's crop).
 * Editor UI state, not the document: entering or leaving a tool is never an undo step.
 */
export type ToolState =
  | { kind: 'none' }
  | { kind: 'pen'; nodes: PathNode[] }
  | { kind: 'nodes'; layerId: string; selected: number | null }
  | { kind: 'crop'; imageId: string; frameId: string; gesture: string };

export type ToolStore = ValueStore<ToolState>;

export const NO_TOOL: ToolState = { kind: 'none' };

export function createToolStore(): ToolStore {
  return createValueStore<ToolState>(NO_TOOL);
}

/** The editor page's tool (one editor per page); the headless test editor makes its own. */
export const editorTool = createToolStore();
