// /cadastro is the same sign-up screen as /signup (spec section 2).
export { default, metadata } from '../signup/page.tsx'
