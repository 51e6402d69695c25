/**
 * The install and uninstall flows behind the buttons: which dialog is open, what is under way, and
 * where the user goes afterwards (the app's settings in place, unless the app is a service, a
 * private app or redirect is off: domain redirectsToSettingsAfterInstall).
 */
import { isWebAddress } from '@marketplace/domain/web-address';
import type { AppSummary } from '@marketplace/domain/entities/app';
import { redirectsToSettingsAfterInstall } from '@marketplace/domain/installability';
import { appDetailPath, type AppArea } from '@marketplace/domain/routes';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMarketplaceStore } from '../store/context.tsx';

type Dialog = 'none' | 'consent' | 'uninstall';

export function useInstallFlow(app: AppSummary, area: AppArea) {
  const [dialog, setDialog] = useState<Dialog>('none');
  const installing = useMarketplaceStore((s) => s.installing[app.id] === true);
  const uninstalling = useMarketplaceStore((s) => s.uninstalling[app.id] === true);
  const installApp = useMarketplaceStore((s) => s.installApp);
  const uninstallApp = useMarketplaceStore((s) => s.uninstallApp);
  const navigate = useNavigate();
  const isPrivate = area === 'private';

  const install = useCallback(async () => {
    const done = await installApp(app, {
      isPrivate,
      inReview: area === 'in-review',
      // The marketplace shows the settings itself (below); the host's settings are one link away.
      redirect: false,
      // The platform stores web addresses only (a test page's about:blank is none).
      metrics: { ...(isWebAddress(window.location.href) ? { source_url: window.location.href } : {}), source_id: app.id },
    });
    setDialog('none');
    if (done && redirectsToSettingsAfterInstall(app, { isPrivate, redirect: true })) {
      void navigate(appDetailPath(app, { area, settings: true }));
    }
  }, [app, area, isPrivate, installApp, navigate]);

  const uninstall = useCallback(
    async (reason: string | undefined) => {
      const done = await uninstallApp(app, reason === undefined ? {} : { reason });
      if (done) setDialog('none');
    },
    [app, uninstallApp],
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
