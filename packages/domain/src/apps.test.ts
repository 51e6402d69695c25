import { describe, expect, it } from 'vitest';
import { defaultProductOf, finishInstallStep, isOwnApp, isService, isTutorialOnly, productOfApp, showsTutorial } from './apps.ts';
import { searchIndexOf, suggestibleApps } from './catalogue-pages.ts';
import type { App } from './entities/app.ts';
import { makeApp, makePayment } from './test/fixtures.ts';

describe('productOfApp', () => {
  it.each([
    ['', 'livechat'],
    [null, 'livechat'],
    [undefined, 'livechat'],
    ['livechat', 'livechat'],
    ['helpdesk', 'helpdesk'],
    ['text', 'text'],
    ['chatbot', 'chatbot'],
  ] as const)('product %j → %s', (product, expected) => {
    expect(productOfApp({ product })).toBe(expected);
  });
});

describe('defaultProductOf', () => {
  it.each([
    ['public', 'livechat'],
    ['agent-app', 'livechat'],
    ['helpdesk', 'helpdesk'],
    ['helpdesk-framed', 'helpdesk'],
    ['text', 'livechat'],
    ['text-framed', 'livechat'],
  ] as const)('variant %s → %s', (variant, expected) => {
    expect(defaultProductOf(variant)).toBe(expected);
  });
});

describe('isService', () => {
  it.each([
    [{ isService: 'true' }, true],
    [{ isService: 'false' }, false],
    [{}, false],
  ] as const)('customProps %j → %s', (customProps, expected) => {
    expect(isService({ customProps })).toBe(expected);
  });
});

describe('isTutorialOnly', () => {
  const tutorial = makeApp({ id: '5', tutorialUrl: 'https://docs.example/tutorial' });
  it.each<[string, Partial<App>, readonly string[], boolean]>([
    ['tutorial URL, nothing else', {}, [], true],
    ['no tutorial URL', { tutorialUrl: null }, [], false],
    ['has a payment', { payment: makePayment() }, [], false],
    ['has a widget', { widgets: [{ id: 'w', placement: 'plugin' }] }, [], false],
    ['has a theme', { theme: 'dark' }, [], false],
    ['is a legacy integration', {}, ['5'], false],
  ])('%s → %s', (_case, overrides, legacy, expected) => {
    expect(isTutorialOnly({ ...tutorial, ...overrides }, legacy)).toBe(expected);
  });

  it('uses the fixed legacy list by default', () => {
    expect(isTutorialOnly(tutorial)).toBe(true);
  });

  it("says 'Tutorial' for the same apps from their facts or from a search index's flag", () => {
    const apps = [tutorial, { ...tutorial, id: '6', payment: makePayment() }, { ...tutorial, id: '7', tutorialUrl: null }];
    expect(apps.map(showsTutorial)).toEqual([true, false, false]);
    // The index keeps no tutorial URL, widgets or theme: its flag carries the rule's answer.
    expect(suggestibleApps(searchIndexOf(apps)).map(showsTutorial)).toEqual([true, false, false]);
  });
});

describe('isOwnApp', () => {
  it.each([
    ['org-1', 'org-1', true],
    ['org-1', 'org-2', false],
    [null, 'org-1', false],
    [null, null, false],
    ['org-1', null, false],
  ] as const)('app of %j, user of %j → %s', (appOrg, userOrg, expected) => {
    expect(isOwnApp({ organizationId: appOrg }, userOrg)).toBe(expected);
  });
});

describe('finishInstallStep', () => {
  it('offers the app its finish-install link with its copy, a plain copy without one, and no link that is not a web address', () => {
    expect(finishInstallStep({ customProps: { finishInstallUrl: 'https://x.example/setup', finishInstallCopy: 'Connect your store' } })).toEqual({
      href: 'https://x.example/setup',
      copy: 'Connect your store',
    });
    expect(finishInstallStep({ customProps: { finishInstallUrl: 'https://x.example/setup' } })?.copy).toBe('Finish the installation');
    expect(finishInstallStep({ customProps: { finishInstallUrl: 'javascript:alert(1)', finishInstallCopy: 'Go' } })).toBeNull();
    expect(finishInstallStep({ customProps: { finishInstallCopy: 'Go' } })).toBeNull();
  });
});
