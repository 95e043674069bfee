import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '@/lib/consent'
import { ANNOUNCEMENT_DISMISSED, ANNOUNCEMENT_STORAGE_KEY } from './storage-keys'

/**
 * Runs while the HTML is parsed, before the banner and the consent panel are painted: it marks <html> with what the
 * visitor already decided so CSS hides those elements from the first frame (no flash, no layout shift), or that the
 * consent panel will show (data-consent-open, which makes room for it; the panel keeps it up to date). The consent
 * check mirrors parseConsent() in lib/consent.ts.
 */
const source = `(function(){try{var d=document.documentElement,s=window.localStorage;
if(s.getItem(${JSON.stringify(ANNOUNCEMENT_STORAGE_KEY)})===${JSON.stringify(ANNOUNCEMENT_DISMISSED)})d.dataset.bannerDismissed='1';
var c=JSON.parse(s.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})||'null');
if(c&&c.version===${CONSENT_VERSION}&&typeof c.analytics==='boolean'&&typeof c.decidedAt==='string')d.dataset.consentDecided='1';else d.dataset.consentOpen='';
}catch(e){}})();`.replace(/\n/g, '')

export function BootScript() {
  return <script dangerouslySetInnerHTML={{ __html: source }} />
}
