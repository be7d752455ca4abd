import type { GetStaticProps } from 'next';
import { LoginScreen } from '@/components/auth/LoginScreen';
import { EditorNotice } from '@/components/preview/EditorNotice';
import { EditorMessages } from '@/lib/i18n/EditorMessages';
import { layoutOnlyStaticProps } from '@/lib/routing/layout-or-null';
import {
  PREVIEWS_NEED_FAUSTWP,
  editorPreviewsAvailable,
} from '@/lib/wordpress/api/editor-previews';
import type { LayoutData } from '@/lib/wordpress/types/layout';

interface LoginPageProps {
  layout: LayoutData | null;
  /** Null where WordPress has FaustWP; otherwise what the page says instead of the form. */
  unavailable: string | null;
}

/**
 * `/login/` (Faust's login page): the same for everyone, so it is generated like the 404 page;
 * where to return to (`redirect_uri`) is read in the browser and checked there.
 */
export const getStaticProps: GetStaticProps<LoginPageProps> = async () => {
  const page = await layoutOnlyStaticProps('login');
  const unavailable = (await editorPreviewsAvailable()) ? null : PREVIEWS_NEED_FAUSTWP;
  return { ...page, props: { ...page.props, unavailable } };
};

export default function LoginPage({ layout, unavailable }: LoginPageProps) {
  if (unavailable) return <EditorNotice message={unavailable} />;
  return (
    <EditorMessages>
      <LoginScreen siteName={layout?.siteName ?? ''} />
    </EditorMessages>
  );
}
