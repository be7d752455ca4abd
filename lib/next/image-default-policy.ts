/*
 * Framework internals (one seam: lib/next/; off with PLAIN_NEXT=1 where marked). Relies on
 * `imageConfigDefault` in `next/dist/shared/lib/image-config`. How to tell it broke: the build fails
 * to resolve it, or lib/next/framework-canary.test.ts names "image policy".
 */
import { imageConfigDefault } from 'next/dist/shared/lib/image-config';

/**
 * The Content-Security-Policy Next's image optimiser sends by default
 * (`imageConfigDefault.contentSecurityPolicy`, next/dist/shared/lib/image-config.js: `script-src
 * 'none'; frame-src 'none'; sandbox;` in Next 16.4). The site keeps it and adds frame-ancestors
 * (lib/http/security-headers.ts). If a Next release moves or renames it, this import fails the
 * build, and security-headers.test.ts checks that the value is still a sandboxing policy.
 */
export const NEXT_IMAGE_DEFAULT_POLICY: string = imageConfigDefault.contentSecurityPolicy;
