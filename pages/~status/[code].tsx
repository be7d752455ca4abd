import type { GetServerSideProps } from 'next';
import { RemovedView } from '@/components/views/RemovedView';
import { pagePolicy } from '@/lib/http/csp/page-policy';
import { type PageStatus, isPageStatus } from '@/lib/redirects/redirect-rules';
import { loadLayoutOrNull } from '@/lib/routing/layout-or-null';
import type { LayoutData } from '@/lib/wordpress/types/layout';

interface RemovedProps {
  layout: LayoutData | null;
  status: PageStatus;
}

/**
 * The page proxy.ts rewrites a Yoast 410 or 451 rule to: that status, with the site's chrome
 * when WordPress answers (one request, as the 404 page), the minimal chrome when it does not.
 */
export const getServerSideProps: GetServerSideProps<RemovedProps, { code: string }> = async ({
  params,
  res,
  resolvedUrl,
}) => {
  const status = Number(params?.code);
  if (!isPageStatus(status)) return { notFound: true };
  res.statusCode = status;
  // Reached by the proxy's rewrite, whose headers do not survive it: the policy is set here,
  // with the scripts allowed by hash (Next writes no nonce without one in the request).
  if (process.env.NODE_ENV === 'production') {
    res.setHeader('Content-Security-Policy', pagePolicy(resolvedUrl, null));
  }
  const layout = await loadLayoutOrNull(String(status));
  return { props: { layout, status } };
};

export default function RemovedPage({ layout, status }: RemovedProps) {
  return <RemovedView status={status} siteName={layout?.siteName ?? ''} />;
}
