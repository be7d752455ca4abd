/**
 * FaustWP's secret key, sent to WordPress's authorize route only. Read from the server's
 * environment at call time and never from a `NEXT_PUBLIC_` name, so no build can inline it into
 * a browser bundle.
 */
export function faustSecretKey(env: Record<string, string | undefined> = process.env): string {
  const secret = env.FAUST_SECRET_KEY?.trim();
  if (!secret) {
    throw new Error(
      'FAUST_SECRET_KEY is not set: editor login and previews need FaustWP’s secret key',
    );
  }
  return secret;
}
