import { describe, expect, it } from 'vitest';
import { intentNames, intents } from './registry.ts';

describe('intent registry', () => {
  it('is keyed by each intent’s own name', () => {
    for (const name of intentNames) expect(intents[name].name).toBe(name);
  });

  it('covers every user action of the editor', () => {
    expect([...intentNames].sort()).toEqual(
      [
        'canvas/resize', 'layer/add', 'layer/align', 'layer/distribute', 'layer/duplicate', 'layer/flip',
        'layer/group', 'layer/hide', 'layer/lock', 'layer/move', 'layer/remove', 'layer/reorder', 'layer/resize',
        'layer/rotate', 'layer/scale', 'layer/set', 'layer/ungroup', 'selection/select', 'selection/selectAll', 'selection/toggle', 'text/outline',
        'text/replace', 'picture/stored', 'image/mask', 'edit/batch', 'layer/regenerate',
      ].sort(),
    );
  });

  it('makes gestures squash, selection not undoable and canvas size wipe history', () => {
    expect(intents['layer/move'].history).toBe('squash');
    expect(intents['layer/set'].history).toBe('squash');
    expect(intents['selection/select'].history).toBe('ignore');
    expect(intents['selection/toggle'].history).toBe('ignore');
    expect(intents['layer/add'].history).toBe('record');
    expect(intents['canvas/resize'].history).toBe('reset');
    expect(intents['text/outline'].history).toBe('amend');
    expect(intents['picture/stored'].history).toBe('amend');
    expect(intents['edit/batch'].history).toBe('record');
  });
});
