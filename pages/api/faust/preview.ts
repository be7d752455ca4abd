import { createPreviewHandler } from '@/lib/auth/handlers/preview-handler';
import { getPreview } from '@/lib/wordpress/api/preview';

/** `/api/faust/preview/?p=…&preview=true` with the editor's Bearer token: the preview's content. */
export default createPreviewHandler({
  getPreview: (request, token) => getPreview(request, token),
});
