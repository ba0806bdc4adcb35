import { describe, expect, it } from 'vitest';
import { isImageUrl, isWebLink } from './web-link.js';

describe('brand links and images', () => {
  it('accepts absolute http(s) links only', () => {
    for (const ok of ['https://help.acme.test', 'http://acme.test:8080/a?b=c#d', 'HTTPS://Acme.Test/x'])
      expect(isWebLink(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript://%0aalert(1)',
      'data:text/html,hi',
      'vbscript:x',
      '/relative',
      '//acme.test',
      'acme.test',
      'https://',
      'https://user@evil.test',
      'https://acme.test/a b',
      'https://acme.test/\nx',
      'https:\\\\evil.test',
    ])
      expect(isWebLink(bad), bad).toBe(false);
  });

  it('accepts an uploaded image path or an http(s) image, nothing else', () => {
    expect(isImageUrl('/api/uploads/abc.png')).toBe(true);
    expect(isImageUrl('https://cdn.acme.test/logo.svg')).toBe(true);
    expect(isImageUrl('javascript:alert(1)')).toBe(false);
    expect(isImageUrl('//evil.test/x.png')).toBe(false);
    expect(isImageUrl('data:image/png;base64,AAAA')).toBe(false);
  });
});
