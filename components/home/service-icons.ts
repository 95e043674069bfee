import { Gauge, Network, Rocket, Sparkles } from '@/components/ui/icons'
import type { ServiceId } from '@/config/content/services'

export const SERVICE_ICONS: Record<ServiceId, typeof Rocket> = {
  'venture-studio': Rocket,
  'agentic-ai': Sparkles,
  network: Network,
  execution: Gauge,
}
