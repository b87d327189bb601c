// Test builds only (TEST_ROUTES=1, see next.config.mjs): a root layout whose render fails, so the
// end-to-end tests can see global-error.tsx, which replaces the whole document.
import type { ReactNode } from 'react'

export const dynamic = 'force-dynamic'

export default function FailingRootLayout({ children }: { children: ReactNode }): never {
  void children
  throw new Error('test route: a root layout that fails to render')
}
