import type { NextApiRequest, NextApiResponse } from 'next';

export type DependencyStatus = 'up' | 'down';

/** What the site reads through each WordPress plugin, and whether this WordPress has it. */
export interface CapabilityHealth {
  /** Per plugin: 'present', or what the site does without it. */
  capabilities: Record<string, { present: true } | { present: false; without: string }>;
  /** Why WordPress refuses the site's queries even without what it lacks (empty: it does not). */
  refused: string[];
}

export interface HealthDependencies {
  wordpress: () => Promise<boolean>;
  capabilities: () => Promise<CapabilityHealth | null>;
  /** 'off' when the site runs without REDIS_URL. */
  redis: () => Promise<DependencyStatus | 'off'>;
}

export interface HealthReport {
  status: 'ok' | 'degraded';
  wordpress: DependencyStatus;
  redis: DependencyStatus | 'off';
  /** Absent while WordPress has not been asked yet (it is down). */
  capabilities?: CapabilityHealth['capabilities'];
  refused?: string[];
}

/**
 * GET /api/health/ (docs/deploying.md): 200 when WordPress and (when configured) Redis answer,
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
    const [wordpress, redis, capabilities] = await Promise.all([
      deps.wordpress(),
      deps.redis(),
      deps.capabilities(),
    ]);
    const refused = capabilities?.refused ?? [];
    const report: HealthReport = {
      status: wordpress && redis !== 'down' && refused.length === 0 ? 'ok' : 'degraded',
      wordpress: wordpress ? 'up' : 'down',
      redis,
      ...(capabilities ? { capabilities: capabilities.capabilities } : {}),
      ...(refused.length > 0 ? { refused } : {}),
    };
    res.status(report.status === 'ok' ? 200 : 503).json(report);
  };
}
