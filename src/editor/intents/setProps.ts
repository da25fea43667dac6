import {
  fieldIssue,
  isOutlineKey,
  layerSchemas,
  shadowOffsetFromPolar,
  shadowPolarFromOffset,
  type BaseProps,
  type Layer,
  type LayerProps,
  type LayerType,
} from '../../../workers/core/model/index.ts';
import { IntentError, intentMessages } from './errors.ts';
import { checkTextLength } from './replaceText.ts';
import { targetLayers, type DraftLayer } from './targets.ts';
import { defineIntent, type EditorDraft } from './types.ts';

type TypedProps = { [T in LayerType]: { ids?: string[]; type: T; props: Partial<LayerProps<T>> } }[LayerType];
type SharedProps = { ids?: string[]; type?: undefined; props: Partial<BaseProps> };

/** Fields of one layer type (type given) or fields every layer has (type omitted). */
export type SetPropsArgs = TypedProps | SharedProps;

const GEOMETRY = new Set(['x', 'y', 'width', 'height', 'rotate', 'scale', 'flip', 'flipY']);
const FORBIDDEN = new Set(['id', 'type']);

/** The shadow offset is stored twice (spec); whichever spelling changed drives the other. */
function withShadowInStep(layer: Layer, props: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...layer, ...props };
  const polar = 'shadowAngle' in props || 'shadowDistance' in props;
  const offset = 'shadowX' in props || 'shadowY' in props;
  if (polar && !offset) Object.assign(merged, shadowOffsetFromPolar(Number(merged.shadowAngle), Number(merged.shadowDistance)));
  if (offset && !polar) Object.assign(merged, shadowPolarFromOffset(Number(merged.shadowX), Number(merged.shadowY)));
  return merged;
}

function checkAllowed(draft: EditorDraft, layer: DraftLayer, keys: string[]): void {
  for (const key of keys) {
    if (FORBIDDEN.has(key)) throw new IntentError('INVALID_VALUE', intentMessages.notEditable(key));
  }
  if (!keys.some((k) => GEOMETRY.has(k))) return;
  if (draft.doc.layers[0]?.id === layer.id) throw new IntentError('BACKGROUND_PROTECTED', intentMessages.backgroundProtected);
  if (!layer.status.moveable) throw new IntentError('LAYER_LOCKED', intentMessages.layerLocked);
}

/** The property panel: any field, validated like a saved work, so a bad value never enters the document. */
export const setProps = defineIntent<SetPropsArgs>()({
  name: 'layer/set',
  history: 'squash',
  perform(draft, args) {
    const props: Record<string, unknown> = { ...args.props };
    const keys = Object.keys(props);
    if (typeof props.text === 'string') checkTextLength(props.text);
    for (const layer of targetLayers(draft, args.ids)) {
      if (args.type !== undefined && layer.type !== args.type) {
        throw new IntentError('WRONG_LAYER_TYPE', intentMessages.wrongLayerType(args.type));
      }
      checkAllowed(draft, layer, keys);
      const merged = withShadowInStep(layer, props);
      if (layer.type === 'text' && keys.some((k) => isOutlineKey(k) && props[k] !== layer[k])) merged.complete = false;
      const parsed = layerSchemas[layer.type].safeParse(merged);
      if (!parsed.success) {
        const { label, what } = fieldIssue(parsed.error);
        throw new IntentError('INVALID_VALUE', intentMessages.invalidValue(label, what));
      }
      const next: Record<string, unknown> = parsed.data;
      const target: Record<string, unknown> = layer;
      // Write back only what changed, so patches (and the worker's work) stay small.
      for (const key of Object.keys(next)) {
        if (!Object.is(target[key], next[key]) && (key in props || key.startsWith('shadow') || key === 'complete')) {
          target[key] = next[key];
        }
      }
    }
  },
});
