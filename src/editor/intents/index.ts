export { intents, intentNames, type IntentArgs, type IntentName, type IntentRegistry } from './registry.ts';
export { runIntent, type IntentFailure, type IntentOutcome, type RunResult } from './run.ts';
export { IntentError, type IntentErrorCode } from './errors.ts';
export type { EditorDraft, EditorSnapshot, HistoryMode, IntentDef, SelectionState } from './types.ts';
export type { SetPropsArgs } from './setProps.ts';
export type { BatchStep } from './registry.ts';
