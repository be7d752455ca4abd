import type { NextApiRequest, NextApiResponse } from 'next';

export type DependencyStatus = 'up' | 'down';

export interface HealthDependencies {
  wordpress: () => Promise<boolean>;
  /** 'off' when the site runs without REDIS_URL. */
  redis: () => Promise<DependencyStatus | 'off'>;
}

export interface HealthReport {
  status: 'ok' | 'degraded';
  wordpress: DependencyStatus;
  redis: DependencyStatus | 'off';
}

/**
 * GET /api/health/ (README, "Deploying"): 200 when WordPress and (when configured) Redis answer,
 * 503 when one does not, with which in the body. The site itself may still be answering from its
 * cache then; a load balancer that should keep such an instance uses a page as its check instead.
 */
export function createHealthHandler(deps: HealthDependencies) {
  return async (req: NextApiRequest, res: NextApiResponse): Promise<void> => {
    res.setHeader('Cache-Control', 'no-store');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      res.status(405).json({ error: 'use GET' });
      return;
    }
    const [wordpress, redis] = await Promise.all([deps.wordpress(), deps.redis()]);
    const report: HealthReport = {
      status: wordpress && redis !== 'down' ? 'ok' : 'degraded',
      wordpress: wordpress ? 'up' : 'down',
      redis,
    };
    res.status(report.status === 'ok' ? 200 : 503).json(report);
  };
}
