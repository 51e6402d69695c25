/**
 * The install and uninstall flows behind the buttons: which dialog is open, what is under way (the
 * writes' own state: data/install-writes.ts), and where the user goes afterwards (the app's
 * settings in place, unless the app is a service, a private app or redirect is off: domain
 * redirectsToSettingsAfterInstall).
 */
import { isWebAddress } from '@marketplace/domain/web-address';
import type { AppSummary } from '@marketplace/domain/entities/app';
import { redirectsToSettingsAfterInstall } from '@marketplace/domain/installability';
import { appDetailPath, type AppArea } from '@marketplace/domain/routes';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { installKeys, useInstallWrites } from '../data/install-writes.ts';

type Dialog = 'none' | 'consent' | 'uninstall';

export function useInstallFlow(app: AppSummary, area: AppArea) {
  const [dialog, setDialog] = useState<Dialog>('none');
  const writes = useInstallWrites();
  const installCall = useMutation(writes.install(app));
  const uninstallCall = useMutation(writes.uninstall(app));
  // Every button of the app (its card and its page) shows the same write under way.
  const installing = useIsMutating({ mutationKey: installKeys.install(app.id) }) > 0;
  const uninstalling = useIsMutating({ mutationKey: installKeys.uninstall(app.id) }) > 0;
  const navigate = useNavigate();
  const isPrivate = area === 'private';
  const { mutateAsync: installApp } = installCall;
  const { mutateAsync: uninstallApp } = uninstallCall;

  const install = useCallback(async () => {
    // The platform stores web addresses only (a test page's about:blank is none).
    const done = await installApp({ metrics: { ...(isWebAddress(window.location.href) ? { source_url: window.location.href } : {}), source_id: app.id } }).then(
      () => true,
      () => false,
    );
    setDialog('none');
    // The marketplace shows the settings itself; the host's settings are one link away.
    if (done && redirectsToSettingsAfterInstall(app, { isPrivate, redirect: true })) {
      void navigate(appDetailPath(app, { area, settings: true }));
    }
  }, [app, area, isPrivate, installApp, navigate]);

  const uninstall = useCallback(
    async (reason: string | undefined) => {
      const done = await uninstallApp(reason).then(
        () => true,
        () => false,
      );
      if (done) setDialog('none');
    },
    [uninstallApp],
  );

  return {
    installing,
    uninstalling,
    consentOpen: dialog === 'consent',
    uninstallOpen: dialog === 'uninstall',
    askConsent: () => setDialog('consent'),
    askUninstall: () => setDialog('uninstall'),
    closeDialogs: () => setDialog('none'),
    install: () => void install(),
    uninstall: (reason: string | undefined) => void uninstall(reason),
  };
}
