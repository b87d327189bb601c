import { LandingPage } from '@/components/landing/LandingPage.tsx'

export default function Home() {
  return <LandingPage />
}
