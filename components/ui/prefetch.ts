/**
 * A link's `prefetch` prop for next/link in a server component: absent where the framework's default holds, since an
 * undefined prop would still travel in the RSC payload (as "$undefined") once per link.
 */
export const prefetchProp = (prefetch: false | undefined) => (prefetch === false ? { prefetch } : {})
