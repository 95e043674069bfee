import type { PreparedAnswer } from './prepared-answer'

/**
 * The early-stage legal questions founders ask most, each answered in its first sentences (a short question's answer
 * is cut at 200 characters, so what decides the case comes first) and each saying when to get a lawyer. General
 * mechanics only: the numbers founders negotiate (cap, discount) are theirs, never suggested here. The narrow
 * subjects (MFN, pro-rata, cap and discount) come before the SAFE they often appear in: on a tie, the narrower wins.
 */
export const LEGAL_QUESTIONS: readonly PreparedAnswer[] = [
  {
    id: 'legal-cap-discount',
    title: 'Valuation cap and discount',
    keywords: ['valuation cap', 'discount', 'discount rate', 'cap and discount', 'cap or discount', 'conversion price'],
    strong: ['valuation cap', 'discount rate', 'cap and discount', 'cap or discount'],
    content:
      `A SAFE or convertible note converts at the lower of two prices: the valuation cap's, or the next round's price less the discount (often 10–25 %).\n\n` +
      `A cap alone protects the investor if the round prices high; a discount alone rewards them for being early whatever the price. Model both against a low and a high next round, and ask a startup lawyer before you agree to both plus other terms.`,
  },
  {
    id: 'legal-mfn',
    title: 'Most-favoured-nation (MFN) clause',
    keywords: ['mfn', 'most favored nation', 'most favoured nation', 'mfn clause', 'mfn safe'],
    strong: ['mfn', 'most favored nation', 'most favoured nation'],
    content:
      `An MFN clause lets an early SAFE investor take the better terms of any SAFE you issue later, before the priced round. It is common on uncapped SAFEs.\n\n` +
      `Keep a list of every SAFE's terms: each later change can flow back to MFN holders. A lawyer should check side letters that widen it.`,
  },
  {
    id: 'legal-pro-rata',
    title: 'Pro-rata rights',
    keywords: ['pro-rata', 'pro rata', 'pro-rata right', 'pro-rata rights', 'pro rata rights', 'participation right', 'follow-on right'],
    strong: ['pro-rata', 'pro rata'],
    content:
      `A pro-rata right lets an investor buy into your next round to keep their percentage. It limits how much of that round is left for new investors.\n\n` +
      `Give it to investors who will actually follow on, usually above a minimum cheque, and get counsel to check it matches your later rounds' documents.`,
  },
  {
    id: 'legal-convertible-note',
    title: 'Convertible notes',
    // A question comparing the two ("a SAFE or a convertible note?") is answered here: this answer sets them side by side.
    keywords: [
      'convertible note', 'convertible notes', 'convertible loan', 'maturity', 'convertible or safe', 'note or safe', 'note or a safe',
      'safe or convertible note', 'safe or a convertible note', 'safe and a convertible note', 'safe and convertible note',
      'safe vs convertible note', 'safe vs a convertible note', 'safe versus a convertible note', 'difference between a safe',
    ],
    strong: ['convertible note', 'convertible notes', 'convertible loan'],
    content:
      `A convertible note is a loan that converts into shares at your next round, usually with a cap and a discount like a SAFE. Unlike a SAFE it carries interest and a maturity date, when it can be repaid or must be renegotiated.\n\n` +
      `At pre-seed in the US the SAFE is now the more common of the two; notes are still common outside the US, where SAFEs are less known. Have a lawyer check a note's maturity and repayment terms.`,
  },
  {
    id: 'legal-post-money-safe',
    title: 'Post-money or pre-money SAFE',
    keywords: [
      'safe', 'safes', 'post-money safe', 'pre-money safe', 'post-money safes', 'pre-money safes', 'yc safe',
      'post-money or pre-money', 'pre-money or post-money', 'post-money and pre-money', 'pre-money and post-money',
      'post-money vs pre-money', 'pre-money vs post-money', 'pre or post money', 'post or pre money', 'which safe',
    ],
    strong: ['post-money safe', 'pre-money safe', 'post-money safes', 'pre-money safes', 'yc safe'],
    content:
      `YC's post-money SAFE, the standard since 2018, fixes each investor's share (amount ÷ cap): you know your dilution. A pre-money SAFE at the same cap dilutes you less, but how much shows at the round.\n\n` +
      `Most investors expect the post-money SAFE. Under it each further SAFE dilutes you, not the earlier SAFE investors, so add up every SAFE's share before you sign the next. Many founders sign YC's standard text unchanged without a lawyer; get counsel before you sign a pre-money or edited SAFE, or side letters.`,
  },
  {
    id: 'legal-safe',
    title: 'SAFEs: cap, discount and when to get a lawyer',
    keywords: ['safe', 'safes', 'a safe', 'safe note', 'post-money safe', 'pre-money safe', 'valuation cap', 'no discount', 'without a lawyer', 'sign it', 'sign a safe', 'uncapped', 'capped'],
    strong: ['safe note', 'post-money safe', 'pre-money safe', 'sign a safe', 'a safe'],
    content:
      `A SAFE converts into shares at your next priced round. The valuation cap sets the highest price at which the SAFE converts in that round; without a discount, investors get only the cap's protection.\n\n` +
      `A cap with no discount is the most common SAFE today, on YC's standard post-money form. That form is short, and many founders sign it without their own lawyer when nothing is changed. Get counsel when the investor edits the text, adds side letters (pro-rata, MFN, information rights) or when the SAFEs add up to a large share of the company: model the dilution before you sign.`,
  },
  {
    id: 'legal-delaware',
    title: 'Incorporating in Delaware',
    keywords: ['delaware', 'c corp', 'c-corp', 'delaware flip', 'flip', 'us parent', 'incorporate in the us', 'where to incorporate', 'llc or c corp'],
    strong: ['delaware', 'c-corp', 'c corp', 'delaware flip'],
    content:
      `A Delaware C corporation is what US venture investors expect: its corporate law is predictable and their documents assume it. An LLC suits a business that will not raise venture capital.\n\n` +
      `Founders abroad often "flip": a Delaware parent owns the local company. How long a flip takes varies: forming the Delaware company takes a day or two, the flip itself usually several weeks to a few months, as the share exchange is agreed in both countries. ` +
        `A flip has tax consequences in both countries, so get a lawyer and a tax adviser on both sides before you do it.`,
  },
  {
    id: 'legal-ip-assignment',
    title: 'IP assignment',
    keywords: ['ip assignment', 'invention assignment', 'assign the ip', 'assign ip', 'own the ip', 'do we own', 'contractor', 'contractors', 'freelancer', 'work for hire'],
    strong: ['ip assignment', 'invention assignment', 'assign the ip', 'assign ip'],
    content:
      `The company owns the IP only when every founder, employee and contractor has assigned it in writing. Code a contractor wrote belongs to the contractor until then.\n\n` +
      `Sign assignments now, including for work done before the company existed: investors check them in due diligence. Get a lawyer to draft the assignment so it fits your country's law.`,
  },
  {
    id: 'legal-vesting',
    title: 'Founder vesting',
    keywords: ['vesting', 'vest', 'vested', 'cliff', 'vesting schedule', 'reverse vesting', 'founder vesting', '83(b)', '83b', 'leaver', 'good leaver', 'bad leaver'],
    strong: ['vesting', 'cliff', '83(b)', '83b', 'reverse vesting'],
    content:
      `Founder shares usually vest over four years with a one-year cliff, so a founder who leaves early does not keep a large stake. Investors expect it.\n\n` +
      `In the US, file an 83(b) election within 30 days of receiving shares that vest. Leaver terms and acceleration are negotiated: have a lawyer draft them.`,
  },
  {
    id: 'legal-option-pool',
    title: 'Employee option pool',
    keywords: ['option pool', 'esop', 'employee options', 'stock options', 'options pool', 'pool size', 'employee equity'],
    strong: ['option pool', 'esop', 'stock options', 'employee options'],
    content:
      `An option pool reserves shares for future hires, often 10–15 % of the company at seed. Investors usually ask for it to be created before their money comes in, so it dilutes the founders, not them.\n\n` +
      `Size it to a hiring plan for the next 18–24 months, not to a rule of thumb, and have a lawyer set up the plan and its tax treatment.`,
  },
]
