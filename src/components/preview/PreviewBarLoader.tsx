'use client'
// The preview bar's code (and Payload's live-preview listener) is fetched only when the bar is
// rendered, in draft mode: the layout's bundle, which every visitor loads, holds just this loader.
// (next/dynamic from the server layout still put the bar into the layout's chunk.)
import { lazy, Suspense, type ComponentProps } from 'react'

const PreviewBar = lazy(() => import('./PreviewBar.tsx').then((m) => ({ default: m.PreviewBar })))

export function PreviewBarLoader(props: ComponentProps<typeof PreviewBar>) {
  return (
    <Suspense fallback={null}>
      <PreviewBar {...props} />
    </Suspense>
  )
}
