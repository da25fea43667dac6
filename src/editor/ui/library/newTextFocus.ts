/**
 * A text layer just added from the Add panel: its text field opens focused with the
 * placeholder selected, so the keyboard comes up and the first key replaces 输入文字.
 * (Focus is taken in a layout effect of the same tap, which phones need to show the keyboard.)
 */
let pending: string | null = null;

export function focusTextWhenShown(layerId: string): void {
  pending = layerId;
}

/** True once for the layer that was asked for. */
export function takeTextFocus(layerId: string): boolean {
  if (pending !== layerId) return false;
  pending = null;
  return true;
}
