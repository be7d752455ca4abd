/** The parts of `npm run bench:site`, in the order they run. */
export const BENCH_PARTS = [
  'views',
  'uncached',
  'js',
  'response',
  'throughput',
  'lighthouse',
] as const;
export type BenchPart = (typeof BENCH_PARTS)[number];

export interface BenchOptions {
  /** A running WordPress to build and measure the site against; null: the demo content service. */
  wordpressUrl: string | null;
  /** Runs of each Lighthouse and autocannon measurement; medians are reported. */
  runs: number;
  parts: BenchPart[];
  /** Seconds of each autocannon run. */
  throughputSeconds: number;
  /** Sequential requests per route of the cached response-time part. */
  requests: number;
  /** Skip `next build` when a build is there (it must be of the same backend). */
  reuseBuild: boolean;
}

export const BENCH_USAGE = `npm run bench:site -- [options]
  --wordpress URL     measure against a running WordPress (default: the demo content service)
  --runs N            runs of each Lighthouse and autocannon measurement, medians reported (default 3)
  --only PARTS        comma-separated parts: ${BENCH_PARTS.join(',')} (default: all)
  --duration S        seconds of each autocannon run (default 10)
  --requests N        sequential requests per route for the response-time part (default 200)
  --reuse-build       skip next build when .next is there (also BENCH_REUSE_BUILD=1)`;

function positiveInteger(flag: string, value: string | undefined): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    throw new Error(`${flag} needs a whole number of at least 1, not "${value ?? ''}"`);
  }
  return number;
}

function parts(value: string | undefined): BenchPart[] {
  const names = (value ?? '').split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(BENCH_PARTS as readonly string[]).includes(name));
  if (unknown.length > 0 || names.length === 0) {
    throw new Error(`--only takes some of ${BENCH_PARTS.join(',')}; unknown: ${unknown.join(',')}`);
  }
  // The bench's own order, whatever order they were named in.
  return BENCH_PARTS.filter((part) => names.includes(part));
}

function wordpressUrl(value: string | undefined): string {
  const url = URL.canParse(value ?? '') ? new URL(value!) : null;
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new Error(`--wordpress needs an http(s) address, not "${value ?? ''}"`);
  }
  return url.origin;
}

/** The command line (after `--`) and environment to options; a wrong flag throws with the reason. */
export function parseBenchOptions(
  argv: readonly string[],
  env: Record<string, string | undefined> = {},
): BenchOptions {
  const options: BenchOptions = {
    wordpressUrl: null,
    runs: 3,
    parts: [...BENCH_PARTS],
    throughputSeconds: 10,
    requests: 200,
    reuseBuild: env.BENCH_REUSE_BUILD === '1',
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => argv[++i];
    if (flag === '--wordpress') options.wordpressUrl = wordpressUrl(value());
    else if (flag === '--runs') options.runs = positiveInteger(flag, value());
    else if (flag === '--only') options.parts = parts(value());
    else if (flag === '--duration') options.throughputSeconds = positiveInteger(flag, value());
    else if (flag === '--requests') options.requests = positiveInteger(flag, value());
    else if (flag === '--reuse-build') options.reuseBuild = true;
    else throw new Error(`unknown option "${flag}"\n${BENCH_USAGE}`);
  }
  return options;
}
