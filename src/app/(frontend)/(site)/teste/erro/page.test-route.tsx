// Test builds only (TEST_ROUTES=1, see next.config.mjs): a page whose render fails, so the end-to-end
// tests can see the Portuguese error page (error.tsx, inside the root layout).
export const dynamic = 'force-dynamic'

export default function FailingPage(): never {
  throw new Error('test route: a page that fails to render')
}
