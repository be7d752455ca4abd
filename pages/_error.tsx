import type { NextPageContext } from 'next';
import { ServerErrorView } from '@/components/views/ServerErrorView';
import { OUTAGE_RETRY_AFTER_SECONDS, isBackendOutage } from '@/lib/http/outage';

interface ErrorPageProps {
  statusCode: number;
}

/**
 * Next asks this page about every failed render before showing pages/500.tsx, and shows it
 * instead when it moves the status away from 500: a render that failed because WordPress is
 * unreachable answers 503 with Retry-After (a crawler or a cache comes back later rather than
 * dropping the page), with the same translated text as the 500 page.
 */
export default function ErrorPage({ statusCode }: ErrorPageProps) {
  return <ServerErrorView status={statusCode} />;
}

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): ErrorPageProps => {
  if (res && isBackendOutage(err)) {
    res.statusCode = 503;
    res.setHeader('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
    res.setHeader('Cache-Control', 'no-store');
  }
  return { statusCode: res?.statusCode ?? err?.statusCode ?? 500 };
};
