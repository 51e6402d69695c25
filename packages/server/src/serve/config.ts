/**
 * The run-time configuration of the served product: read once from the environment (domain
 * runtime-config: PORT_* and *_ORIGIN, validated with zod) and handed to every page as a JSON
 * script — data, not inline JavaScript, so a strict content security policy can forbid inline
 * scripts — from which the hosts take their origins and allow lists.
 */
import { parseRuntimeConfig, RUNTIME_CONFIG_SCRIPT_ID, type RuntimeConfig } from '@marketplace/domain/runtime-config';

let fromEnvironment: RuntimeConfig | null = null;

/** The configuration of this process's environment, parsed on first use and kept. */
export function readRuntimeConfig(): RuntimeConfig {
  fromEnvironment ??= parseRuntimeConfig(process.env);
  return fromEnvironment;
}

/** JSON that cannot end its script element or start markup, whatever the values hold. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function runtimeConfigScript(config: RuntimeConfig): string {
  return `<script type="application/json" id="${RUNTIME_CONFIG_SCRIPT_ID}">${scriptSafeJson(config)}</script>`;
}

/** The page with the configuration script at the end of its head. */
export function withRuntimeConfig(html: string, config: RuntimeConfig): string {
  const script = runtimeConfigScript(config);
  return html.includes('</head>') ? html.replace('</head>', `${script}</head>`) : `${script}${html}`;
}
