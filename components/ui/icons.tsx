import type { ReactElement, SVGProps } from 'react'
import { spriteHref, type SpriteIcon } from './icon-sprite'

export type Icon = (props: SVGProps<SVGSVGElement>) => ReactElement

/**
 * lucide's icons for server components. lucide-react's own icon is a client component: each one on a page sent its
 * drawing a second time as props in the RSC payload and was hydrated as a component of its own (31 on the home
 * page). These reference their drawing in one cached sprite (./icon-sprite.ts) instead of repeating it in every
 * page's markup and payload; the attributes lucide repeats on every icon (24 px, no fill, a 2 px round stroke in the
 * text colour) are the `.icon` rule of app/globals.css. Client components keep using lucide-react.
 */
function serverIcon(icon: SpriteIcon): Icon {
  const href = spriteHref(icon)
  return function LucideIcon({ className, ...props }: SVGProps<SVGSVGElement>) {
    const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined
    return (
      <svg aria-hidden={labelled ? undefined : true} {...props} className={className ? `icon ${className}` : 'icon'}>
        <use href={href} />
      </svg>
    )
  }
}

export const ArrowLeft = serverIcon('arrowLeft')
export const ArrowRight = serverIcon('arrowRight')
export const BookOpen = serverIcon('bookOpen')
export const Bot = serverIcon('bot')
export const Briefcase = serverIcon('briefcase')
export const Building2 = serverIcon('buildingComplex')
export const Calculator = serverIcon('calculator')
export const ChartColumn = serverIcon('chartColumn')
export const Check = serverIcon('check')
export const CheckCircle2 = serverIcon('circleCheck')
export const ChevronRight = serverIcon('chevronRight')
export const Cloud = serverIcon('cloud')
export const Compass = serverIcon('compass')
export const Cpu = serverIcon('cpu')
export const Dna = serverIcon('dna')
export const Download = serverIcon('download')
export const Eye = serverIcon('eye')
export const FlaskConical = serverIcon('flaskConical')
export const Gauge = serverIcon('gauge')
export const Handshake = serverIcon('handshake')
export const Heart = serverIcon('heart')
export const Landmark = serverIcon('landmark')
export const Lightbulb = serverIcon('lightbulb')
export const Mail = serverIcon('mail')
export const MailCheck = serverIcon('mailCheck')
export const MapPin = serverIcon('mapPin')
export const Menu = serverIcon('menu')
export const MessageCircle = serverIcon('messageCircle')
export const Moon = serverIcon('moon')
export const Network = serverIcon('network')
export const Phone = serverIcon('phone')
export const Recycle = serverIcon('recycle')
export const Rocket = serverIcon('rocket')
export const Sparkles = serverIcon('sparkles')
export const Sun = serverIcon('sun')
export const Target = serverIcon('target')
export const Users = serverIcon('users')
export const X = serverIcon('x')
