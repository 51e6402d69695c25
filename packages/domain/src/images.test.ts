import { describe, expect, it } from 'vitest';
import { imageAddress, type ImageConfig } from './images.ts';

const config: ImageConfig = {
  defaultImage: '/marketplace/default-app.png',
  fileCdn: 'https://cdn.files.example',
  proxy: 'https://img.example/proxy?url=',
  labsProxy: 'https://labs-img.example/proxy?url=',
  development: false,
};

describe('imageAddress', () => {
  it.each([
    ['empty', '', config, '/marketplace/default-app.png'],
    ['null', null, config, '/marketplace/default-app.png'],
    ['blank', '   ', config, '/marketplace/default-app.png'],
    ['file CDN passes through', 'https://cdn.files.example/a/icon.png', config, 'https://cdn.files.example/a/icon.png'],
    ['file CDN, protocol-relative, passes through', '//cdn.files.example/a.png', config, '//cdn.files.example/a.png'],
    ['other https becomes protocol-relative', 'https://images.other.io/x.png', config, '//images.other.io/x.png'],
    ['protocol-relative stays', '//images.other.io/x.png', config, '//images.other.io/x.png'],
    ['http is proxied', 'http://insecure.io/x.png', config, 'https://img.example/proxy?url=http%3A%2F%2Finsecure.io%2Fx.png'],
    [
      'http is proxied by the labs CDN in development',
      'http://insecure.io/x.png',
      { ...config, development: true },
      'https://labs-img.example/proxy?url=http%3A%2F%2Finsecure.io%2Fx.png',
    ],
    ['a look-alike host is not the CDN', 'https://cdn.files.example.evil.io/x.png', config, '//cdn.files.example.evil.io/x.png'],
  ])('%s', (_case, address, cfg, expected) => {
    expect(imageAddress(address, cfg)).toBe(expected);
  });
});
