/** A sentence of page copy with links in it: text as it reads (spaces included) and links between. */
export type LinkedText = readonly (string | { label: string; href: `/${string}` })[]
