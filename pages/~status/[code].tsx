import type { GetServerSideProps } from 'next';
import { RemovedView } from '@/components/pages/RemovedView';
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
}) => {
  const status = Number(params?.code);
  if (!isPageStatus(status)) return { notFound: true };
  res.statusCode = status;
  const layout = await loadLayoutOrNull(String(status));
  return { props: { layout, status } };
};

export default function RemovedPage({ layout, status }: RemovedProps) {
  return <RemovedView status={status} siteName={layout?.siteName ?? ''} />;
}
