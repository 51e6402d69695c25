import { describe, expect, it } from 'vitest';
import { isWebAddress, webAddressSchema } from './web-address.ts';

describe('web addresses', () => {
  it('accepts absolute http and https addresses', () => {
    for (const value of ['https://acme.example', 'http://localhost:4000/marketplace/apps/?a=1#x', 'HTTPS://Acme.Example/path']) expect(isWebAddress(value)).toBe(true);
  });

  it('refuses every other scheme, a bare path and a malformed address', () => {
    for (const value of [
      'javascript:alert(1)',
      'JavaScript://%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'ftp://files.example',
      'vbscript:msgbox',
      'http:acme.example',
      'https://',
      '/marketplace/apps/',
      '//acme.example',
      'about:blank',
      `https://acme.example/${'a'.repeat(2048)}`,
    ]) {
      expect({ value, ok: isWebAddress(value) }).toEqual({ value, ok: false });
    }
  });

  it("answers the field's own message", () => {
    expect(webAddressSchema('Please enter a valid website address').safeParse('javascript:alert(1)').error?.issues[0]?.message).toBe('Please enter a valid website address');
  });
});
