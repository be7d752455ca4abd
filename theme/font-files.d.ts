/**
 * A font file imported from code: the build (Turbopack) emits it under /_next/static/media/ with
 * a content hash, the same file and address a stylesheet's url() to it gets, and the import's
 * value is that address.
 */
declare module '*.woff2' {
  const url: string;
  export default url;
}
