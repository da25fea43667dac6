import { describe, expect, it } from 'vitest';
import { createDocument, parseDocument } from '../../model/index.ts';
import { documentTemplates, templateIdOfUrl } from './templateRef.ts';

describe('a work remembers its template (docs/membership.md "VIP templates")', () => {
  it('takes the catalogue id from a template file url', () => {
    expect(templateIdOfUrl('catalogue/templates/L0104.json')).toBe('L0104');
    expect(templateIdOfUrl('/catalogue/templates/A003.json?v=2')).toBe('A003');
    expect(templateIdOfUrl('catalogue/templates/../x y.json')).toBe('');
    expect(templateIdOfUrl('catalogue/icons/a.svg')).toBe('');
  });

  it('keeps templateId through a save and reopen, refuses a malformed one, and opens documents without it', () => {
    const doc = { ...createDocument(), templateId: 'L0104' };
    const reopened = parseDocument(JSON.parse(JSON.stringify(doc)));
    expect(reopened.ok && reopened.doc.templateId).toBe('L0104');
    expect(reopened.ok && documentTemplates(reopened.doc)).toEqual(['L0104']);
    const plain = parseDocument(JSON.parse(JSON.stringify(createDocument())));
    expect(plain.ok && 'templateId' in plain.doc).toBe(false);
    expect(plain.ok && documentTemplates(plain.doc)).toEqual([]);
    expect(parseDocument({ ...createDocument(), templateId: 'a"b' }).ok).toBe(false);
  });
});
