import { createHealthHandler } from '@/lib/health/health-handler';
import { sharedRedisStatus } from '@/lib/redis/shared-redis';
import { wordpressAnswers, wordpressCapabilities } from '@/lib/wordpress/api/health';

/** GET /api/health/: whether WordPress and Redis answer (docs/deploying.md, "Health check"). */
export default createHealthHandler({
  wordpress: () => wordpressAnswers(),
  capabilities: () => wordpressCapabilities(),
  redis: sharedRedisStatus,
});
