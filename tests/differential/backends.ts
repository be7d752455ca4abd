import { startReferenceSite } from '../conformance/reference-site';
import { freePort } from '../e2e/support/next-servers';
import { startWordPressLive } from '../e2e/support/wordpress-live';

export interface Backends {
  wordpressUrl: string;
  contentServiceUrl: string;
  stop(): Promise<void>;
}

/**
 * A fresh live WordPress in the reference state on a free port (front end at the kit's default,
 * as the reference was recorded) and the content service on the reference export. The service
 * reads the real clock, as WordPress does (the calendar block shows the current month).
 */
export async function startBackends(): Promise<Backends> {
  const contentService = await startReferenceSite({ now: () => new Date() });
  try {
    const wordpress = startWordPressLive(await freePort(), 'http://localhost:3000');
    return {
      wordpressUrl: wordpress.url,
      contentServiceUrl: contentService.url,
      stop: async () => {
        wordpress.stop();
        await contentService.close();
      },
    };
  } catch (error) {
    await contentService.close();
    throw error;
  }
}
