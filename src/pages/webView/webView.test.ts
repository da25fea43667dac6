import { describe, expect, it } from 'vitest';
import { safeWebUrl } from './webView.tsx';

describe('web view url', () => {
  it('opens http and https pages only', () => {
    expect(safeWebUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeWebUrl('http://example.com')).toBe('http://example.com/');
    for (const bad of ['javascript:alert(1)', 'data:text/html,<script>1</script>', 'file:///etc/passwd', '/relative', '', undefined]) {
      expect(safeWebUrl(bad)).toBeNull();
    }
  });
});
