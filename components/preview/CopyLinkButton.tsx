import { toaster } from '@/components/layout/toast/toaster';
import { useT } from '@/lib/i18n/useT';

/**
 * Copies the previewed content's public address (this site's origin and its path) and says so in
 * a toast; or that it could not (no clipboard outside a secure context, or permission refused).
 */
export function CopyLinkButton({ uri }: { uri: string }) {
  const t = useT();
  async function copy() {
    const address = new URL(uri, window.location.origin).href;
    try {
      // Absent on plain-http addresses other than localhost: caught like a refusal.
      await navigator.clipboard.writeText(address);
      toaster.open({ title: t('preview.linkCopied'), status: 'success' });
    } catch {
      toaster.open({ title: t('preview.copyFailed'), status: 'error' });
    }
  }
  return (
    <button type="button" onClick={() => void copy()}>
      {t('preview.copyLink')}
    </button>
  );
}
