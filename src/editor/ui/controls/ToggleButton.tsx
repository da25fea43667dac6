import type { ReactNode } from 'react';

interface ToggleButtonProps {
  on: boolean;
  label: string;
  onToggle(next: boolean): void;
  testId: string;
  children?: ReactNode;
}

export function ToggleButton({ on, label, onToggle, testId, children }: ToggleButtonProps) {
  return (
    <button type="button" className={`ed-chip${on ? ' is-on' : ''}`} aria-pressed={on} aria-label={label} data-testid={testId} onClick={() => onToggle(!on)}>
      {children ?? label}
    </button>
  );
}
