import { notFound } from 'next/navigation'

/** Any path no other route claims renders the 404 page with a real 404 status. */
export default function UnknownPage(): never {
  notFound()
}
