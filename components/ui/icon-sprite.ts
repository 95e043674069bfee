import { createHash } from 'node:crypto'
// Each lucide icon module exports its drawing as `__iconData` next to the component; the package's types name only
// the component, hence the namespace imports and dataOf() below.
import * as arrowLeft from 'lucide-react/icons/arrow-left'
import * as arrowRight from 'lucide-react/icons/arrow-right'
import * as bookOpen from 'lucide-react/icons/book-open'
import * as bot from 'lucide-react/icons/bot'
import * as briefcase from 'lucide-react/icons/briefcase'
import * as buildingComplex from 'lucide-react/icons/building-complex'
import * as calculator from 'lucide-react/icons/calculator'
import * as chartColumn from 'lucide-react/icons/chart-column'
import * as check from 'lucide-react/icons/check'
import * as chevronRight from 'lucide-react/icons/chevron-right'
import * as circleCheck from 'lucide-react/icons/circle-check'
import * as cloud from 'lucide-react/icons/cloud'
import * as compass from 'lucide-react/icons/compass'
import * as cpu from 'lucide-react/icons/cpu'
import * as dna from 'lucide-react/icons/dna'
import * as download from 'lucide-react/icons/download'
import * as eye from 'lucide-react/icons/eye'
import * as flaskConical from 'lucide-react/icons/flask-conical'
import * as gauge from 'lucide-react/icons/gauge'
import * as handshake from 'lucide-react/icons/handshake'
import * as heart from 'lucide-react/icons/heart'
import * as landmark from 'lucide-react/icons/landmark'
import * as lightbulb from 'lucide-react/icons/lightbulb'
import * as mail from 'lucide-react/icons/mail'
import * as mailCheck from 'lucide-react/icons/mail-check'
import * as mapPin from 'lucide-react/icons/map-pin'
import * as menu from 'lucide-react/icons/menu'
import * as messageCircle from 'lucide-react/icons/message-circle'
import * as moon from 'lucide-react/icons/moon'
import * as network from 'lucide-react/icons/network'
import * as phone from 'lucide-react/icons/phone'
import * as recycle from 'lucide-react/icons/recycle'
import * as rocket from 'lucide-react/icons/rocket'
import * as sparkles from 'lucide-react/icons/sparkles'
import * as sun from 'lucide-react/icons/sun'
import * as target from 'lucide-react/icons/target'
import * as users from 'lucide-react/icons/users'
import * as x from 'lucide-react/icons/x'

type IconNode = [tag: string, attrs: Record<string, string | number>][]
type IconData = { name: string; node: IconNode }

const dataOf = (module: unknown): IconData => (module as { __iconData: IconData }).__iconData

/** Every icon the server components draw (components/ui/icons.tsx), and those they hand to the site's client
 * components (the header's buttons, the chat launcher) as rendered elements. */
const MODULES = { arrowLeft, arrowRight, bookOpen, bot, briefcase, buildingComplex, calculator, chartColumn, check, chevronRight, circleCheck, cloud, compass, cpu, dna, download, eye, flaskConical, gauge, handshake, heart, landmark, lightbulb, mail, mailCheck, mapPin, menu, messageCircle, moon, network, phone, recycle, rocket, sparkles, sun, target, users, x }

export type SpriteIcon = keyof typeof MODULES

const escapeAttr = (value: string | number) => String(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

// lucide's `key` is React's list key, not a drawing attribute.
const element = ([tag, attrs]: IconNode[number]) =>
  `<${tag}${Object.entries(attrs)
    .filter(([name]) => name !== 'key')
    .map(([name, value]) => ` ${name}="${escapeAttr(value)}"`)
    .join('')}/>`

/**
 * One SVG file with every server icon as a <symbol> named as lucide names it: a page references a drawing
 * (`<use href>`) instead of carrying it in its markup and again in its RSC payload. Stroke and fill come from the
 * referencing <svg>'s `.icon` rule and inherit into <use>, so currentColor follows the text colour (dark mode too).
 */
export const ICON_SPRITE = `<svg xmlns="http://www.w3.org/2000/svg">${Object.values(MODULES)
  .map(dataOf)
  .map(({ name, node }) => `<symbol id="${name}" viewBox="0 0 24 24">${node.map(element).join('')}</symbol>`)
  .join('')}</svg>`

/** The sprite's file name is a hash of its content: it is cached for good, and a changed drawing gets a new URL. */
export const ICON_SPRITE_FILE = `${createHash('sha256').update(ICON_SPRITE).digest('hex').slice(0, 10)}.svg`

/** The URL of one icon in the sprite (app/sprite/[file]/route.ts serves it). */
export const spriteHref = (icon: SpriteIcon) => `/sprite/${ICON_SPRITE_FILE}#${dataOf(MODULES[icon]).name}`
