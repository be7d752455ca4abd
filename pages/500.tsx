import { ServerErrorView } from '@/components/views/ServerErrorView';

/**
 * What a visitor sees when a page cannot be rendered. Static: it must not depend on the backend
 * that failed. A WordPress outage is answered 503 by pages/_error.tsx with the same view.
 */
export default function ServerErrorPage() {
  return <ServerErrorView status={500} />;
}
