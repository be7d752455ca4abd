import type { GetStaticProps } from 'next';
import { LoginScreen } from '@/components/auth/LoginScreen';
import { EditorMessages } from '@/lib/i18n/EditorMessages';
import { layoutOnlyStaticProps } from '@/lib/routing/layout-or-null';
import type { LayoutData } from '@/lib/wordpress/types/layout';

interface LoginPageProps {
  layout: LayoutData | null;
}

/**
 * `/login/` (Faust's login page): the same for everyone, so it is generated like the 404 page;
 * where to return to (`redirect_uri`) is read in the browser and checked there.
 */
export const getStaticProps: GetStaticProps<LoginPageProps> = () => layoutOnlyStaticProps('login');

export default function LoginPage({ layout }: LoginPageProps) {
  return (
    <EditorMessages>
      <LoginScreen siteName={layout?.siteName ?? ''} />
    </EditorMessages>
  );
}
