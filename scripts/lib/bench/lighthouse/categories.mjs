// Lighthouse categories the bench reports, in print order. Apart from audit.mjs so pure helpers need not load Lighthouse.
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
