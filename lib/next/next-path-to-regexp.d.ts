/**
 * The path-to-regexp (6.x) Next bundles and matches its routes' sources with, typed for the parts
 * lib/next/unnamed-route-source.ts uses (the package ships without types).
 */
declare module 'next/dist/compiled/path-to-regexp' {
  export interface Key {
    name: string | number;
    prefix: string;
    suffix: string;
    pattern: string;
    modifier: string;
  }
  export type Token = string | Key;
  export interface PathOptions {
    delimiter?: string;
    sensitive?: boolean;
    strict?: boolean;
  }
  export function parse(source: string, options?: PathOptions): Token[];
  export function pathToRegexp(source: string, keys?: Key[], options?: PathOptions): RegExp;
}
