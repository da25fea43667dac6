/** A surname as the user typed it, checked against the catalogue's surname list (issue 4: 1–2 characters). */
export function findSurname<S extends { name: string }>(input: string, surnames: readonly S[]): S | null {
  const name = input.replace(/\s+/g, '');
  const length = Array.from(name).length;
  if (length < 1 || length > 2) return null;
  return surnames.find((s) => s.name === name) ?? null;
}

/** The caption under a surname logo: its pinyin in capitals (欧阳 → OUYANG). */
export function surnameCaption(py: string): string {
  return py.replace(/[^a-z]/gi, '').toUpperCase();
}
