import { notFound } from 'next/navigation'

// SPEC §2 lists /404 as a route: it shows the not-found page, with status 404.
export default function NotFoundRoute(): never {
  notFound()
}
