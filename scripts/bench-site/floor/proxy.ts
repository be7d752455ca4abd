import { NextResponse } from 'next/server';

/**
 * Never runs: it matches no address the bench asks for. It is here because Turbopack looks for a
 * proxy file from the app's folder upwards to the workspace root, and would otherwise build the
 * site's own proxy.ts into the floor.
 */
export function proxy() {
  return NextResponse.next();
}

export const config = { matcher: '/the-floor-has-no-proxy' };
