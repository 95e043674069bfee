// Empty in production builds, where components/site/site-styles.tsx loads the stylesheet. `next dev` aliases this
// module to ./globals.css (next.config.ts), since only `npm run build` makes the stylesheet SiteStyles links.
export {}
