import { createElement, type ReactElement, type SVGProps } from 'react'
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
import * as network from 'lucide-react/icons/network'
import * as phone from 'lucide-react/icons/phone'
import * as recycle from 'lucide-react/icons/recycle'
import * as rocket from 'lucide-react/icons/rocket'
import * as sparkles from 'lucide-react/icons/sparkles'
import * as target from 'lucide-react/icons/target'
import * as users from 'lucide-react/icons/users'

type IconNode = [tag: string, attrs: Record<string, string | number>][]
type IconData = { name: string; node: IconNode }

export type Icon = (props: SVGProps<SVGSVGElement>) => ReactElement

const dataOf = (module: unknown): IconData => (module as { __iconData: IconData }).__iconData

/**
 * lucide's icons for server components. lucide-react's own icon is a client component: each one on a page sent its
 * drawing a second time as props in the RSC payload and was hydrated as a component of its own (31 on the home
 * page). These render plain SVG, and the attributes lucide repeats on every icon (24 px, no fill, a 2 px round
 * stroke in the text colour) are the `.icon` rule of app/globals.css. Client components keep using lucide-react.
 */
function serverIcon(module: unknown): Icon {
  const { node } = dataOf(module)
  return function LucideIcon({ className, ...props }: SVGProps<SVGSVGElement>) {
    const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined
    return (
      <svg viewBox="0 0 24 24" aria-hidden={labelled ? undefined : true} {...props} className={className ? `icon ${className}` : 'icon'}>
        {node.map(([tag, attrs]) => createElement(tag, attrs))}
      </svg>
    )
  }
}

export const ArrowLeft = serverIcon(arrowLeft)
export const ArrowRight = serverIcon(arrowRight)
export const BookOpen = serverIcon(bookOpen)
export const Bot = serverIcon(bot)
export const Briefcase = serverIcon(briefcase)
export const Building2 = serverIcon(buildingComplex)
export const Calculator = serverIcon(calculator)
export const ChartColumn = serverIcon(chartColumn)
export const CheckCircle2 = serverIcon(circleCheck)
export const ChevronRight = serverIcon(chevronRight)
export const Cloud = serverIcon(cloud)
export const Compass = serverIcon(compass)
export const Cpu = serverIcon(cpu)
export const Dna = serverIcon(dna)
export const Download = serverIcon(download)
export const Eye = serverIcon(eye)
export const FlaskConical = serverIcon(flaskConical)
export const Gauge = serverIcon(gauge)
export const Handshake = serverIcon(handshake)
export const Heart = serverIcon(heart)
export const Landmark = serverIcon(landmark)
export const Lightbulb = serverIcon(lightbulb)
export const Mail = serverIcon(mail)
export const MailCheck = serverIcon(mailCheck)
export const MapPin = serverIcon(mapPin)
export const Network = serverIcon(network)
export const Phone = serverIcon(phone)
export const Recycle = serverIcon(recycle)
export const Rocket = serverIcon(rocket)
export const Sparkles = serverIcon(sparkles)
export const Target = serverIcon(target)
export const Users = serverIcon(users)
