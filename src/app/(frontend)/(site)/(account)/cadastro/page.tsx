// /cadastro is the same sign-up screen as /signup (spec section 2).
export { default, metadata } from '@/app/(frontend)/(site)/(account)/signup/page.tsx'
