import { defaultRuntimeConfig, parseRuntimeConfig, RUNTIME_CONFIG_SCRIPT_ID } from '@marketplace/domain/runtime-config';
import { describe, expect, it } from 'vitest';
import { runtimeConfigScript, withRuntimeConfig } from './config.ts';

describe('the run-time configuration reaches the page as a JSON script', () => {
  it('adds a JSON script (not JavaScript) at the end of the head, which parses back to the configuration', () => {
    const html = withRuntimeConfig('<html><head><title>x</title></head><body></body></html>', defaultRuntimeConfig);
    const match = new RegExp(`<script type="application/json" id="${RUNTIME_CONFIG_SCRIPT_ID}">(.*?)</script></head>`).exec(html);
    expect(JSON.parse(match?.[1] ?? 'null')).toEqual(defaultRuntimeConfig);
  });

  it('cannot close its script element, whatever an origin holds', () => {
    const config = parseRuntimeConfig({});
    const hostile = { ...config, origins: { ...config.origins, helpdesk: 'http://x/</script><script>alert(1)</script>' } };
    const script = runtimeConfigScript(hostile);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(script.slice(script.indexOf('>') + 1, -'</script>'.length))).toEqual(hostile);
  });
});
