import { AppShell } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { useIsFooterHidden } from '../../lib/route-handle.ts';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { CookieNotice } from './cookie-notice.tsx';
import { DocumentMeta } from './document-meta.tsx';
import classes from './layout.module.css';
import { ModalsHost } from './modals-host.tsx';

export function RootLayout() {
  const isFooterHidden = useIsFooterHidden();
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header className={classes.header}>
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main className={classes.main}>
        <div className={classes.content}>
          <Outlet />
        </div>
      </AppShell.Main>
      {/* Outside main, so the footer is the page's contentinfo landmark and not part of the main content. */}
      {!isFooterHidden && <AppFooter />}
      <CookieNotice />
      <DocumentMeta />
      {/* Inside the router so confirm dialogs (modals.open...) can use links and navigate; loads on first use. */}
      <ModalsHost />
      <ScrollRestoration />
    </AppShell>
  );
}
