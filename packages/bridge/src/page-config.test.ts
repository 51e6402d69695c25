import { defaultRuntimeConfig, parseRuntimeConfig, RUNTIME_CONFIG_SCRIPT_ID } from '@marketplace/domain/runtime-config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageRuntimeConfig } from './page-config.ts';

function withScript(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = RUNTIME_CONFIG_SCRIPT_ID;
  script.textContent = text;
  document.head.append(script);
}
afterEach(() => document.getElementById(RUNTIME_CONFIG_SCRIPT_ID)?.remove());

describe('a page reads the run-time configuration it was served with', () => {
  it('takes the JSON script', () => {
    const config = parseRuntimeConfig({ PORT_PLATFORM: '5000', AGENT_APP_ORIGIN: 'https://agent.example.com' });
    withScript(JSON.stringify(config));
    expect(pageRuntimeConfig()).toEqual(config);
  });

  it.each(['', '{not json', JSON.stringify({ ports: {} })])('falls back to the default topology for %j', (text) => {
    withScript(text);
    expect(pageRuntimeConfig()).toEqual(defaultRuntimeConfig);
  });

  it('takes the default topology where there is no page (a module loaded by server rendering)', () => {
    withScript(JSON.stringify(parseRuntimeConfig({ PORT_PLATFORM: '5000' })));
    const page = document;
    vi.stubGlobal('document', undefined);
    try {
      expect(pageRuntimeConfig()).toEqual(defaultRuntimeConfig);
    } finally {
      vi.stubGlobal('document', page);
    }
  });
});
