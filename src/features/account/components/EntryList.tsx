import type { ReactNode } from 'react';

export interface Entry {
  key: string;
  label: string;
  onPress: () => void;
  trailing?: ReactNode;
}

/** A tappable settings-style list; each row's test id is `<prefix>-<key>`. */
export function EntryList({ entries, testPrefix }: { entries: readonly Entry[]; testPrefix: string }) {
  return (
    <nav className="acc-list">
      {entries.map((entry) => (
        <button key={entry.key} type="button" onClick={entry.onPress} data-testid={`${testPrefix}-${entry.key}`}>
          <span>{entry.label}</span>
          <span className="acc-muted">{entry.trailing ?? '›'}</span>
        </button>
      ))}
    </nav>
  );
}
