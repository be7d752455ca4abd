import type { GetServerSideProps } from 'next';
import { EditorNotice } from '@/components/preview/EditorNotice';
import { PreviewScreen } from '@/components/preview/PreviewScreen';
import { withRequestAnswers } from '@/components/views/withRequestAnswers';
import { EditorMessages } from '@/lib/i18n/EditorMessages';
import { parsePreviewParams } from '@/lib/preview/preview-params';
import { loadLayoutOrNull } from '@/lib/routing/layout-or-null';
import { type PerRequestPageProps, perRequestProps } from '@/lib/routing/per-request-props';
import {
  PREVIEWS_NEED_FAUSTWP,
  editorPreviewsAvailable,
} from '@/lib/wordpress/api/editor-previews';
import type { PreviewRequest } from '@/lib/wordpress/api/preview';
import type { LayoutData } from '@/lib/wordpress/types/layout';

type PreviewPageProps =
  | { layout: LayoutData | null; request: PreviewRequest; error?: undefined }
  | { layout: LayoutData | null; error: string; request?: undefined };

/**
 * `/preview/?p=ID&preview=true` (and WordPress's preview links, rewritten here): rendered per
 * request and never stored. The page carries only the checked request; the content is fetched in
 * the browser with the editor's access token, because the refresh cookie is SameSite=Strict and
 * so is not sent with the navigation that arrives from WordPress's editor on another site.
 */
export const getServerSideProps: GetServerSideProps<PerRequestPageProps<PreviewPageProps>> = (
  context,
) => {
  const { query, res } = context;
  res.setHeader('Cache-Control', 'private, no-store');
  return perRequestProps<PreviewPageProps>(
    context,
    { path: '/preview/', routeParams: [] },
    async () => {
      const params = parsePreviewParams(query);
      const layout = await loadLayoutOrNull('preview');
      if (!(await editorPreviewsAvailable())) {
        // Not a server fault: this WordPress cannot give previews (a 404 says there is none).
        res.statusCode = 404;
        return { props: { layout, error: PREVIEWS_NEED_FAUSTWP } };
      }
      if (!params.ok) {
        res.statusCode = 400;
        return { props: { layout, error: params.error } };
      }
      return { props: { layout, request: params.request } };
    },
  );
};

function PreviewPage(props: PreviewPageProps) {
  if (props.error !== undefined) return <EditorNotice message={props.error} />;
  return (
    <EditorMessages>
      <PreviewScreen request={props.request} />
    </EditorMessages>
  );
}

export default withRequestAnswers(PreviewPage);
