// Filler text for the reference app's /sized page. It must compress like our pages' prose — gzip ratio about 3–4,
// not 100 like a repeated character — so that a page of the same gzip size also costs the same to compress and
// send. Words drawn from a fixed list with Zipf-like frequencies (common words often, rare ones seldom, as in
// English), in sentences and paragraphs of varying length, from a seeded generator: the same seed and word count
// always give the same text, so a rebuild of the reference is reproducible.

const WORDS = `the of and to a in that is for it as with was on be by at this are from or have an they which you one
were all we there can their has more been if would will about when what some into them only other its time than
then now could these two may first any new like our over such most even also after made many before well back
through much where your way down should because each those people just very how work still being same since
between under never world while last might great old year off come though another around small found part
against again place high early state during without public however number later group given both company market
founders product venture studio capital team growth customer revenue seed round investor launch design build
strategy brand partner research pricing retention funnel pipeline runway valuation equity dilution cohort
churn traction hiring culture roadmap milestone prototype feedback interview signal metric channel audience
story pitch deck term sheet board advisor operator portfolio thesis sector climate health finance software
platform service network community content search social paid organic referral onboarding activation
experiment hypothesis evidence decision risk budget forecast margin cost payback lifetime contract renewal
enterprise segment persona problem solution insight quarter month week plan goal outcome impact scale focus
simple clear honest careful patient practical steady rigorous useful durable modest ambitious early late`
  .split(/\s+/)
  .filter(Boolean)

/** mulberry32: a tiny, well-mixed 32-bit PRNG; Math.random cannot be seeded. */
export function seededRandom(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

// Cumulative Zipf weights (1/rank^0.9) over the list, so a draw is a binary search.
const CUMULATIVE = (() => {
  let sum = 0
  return WORDS.map((_, i) => (sum += 1 / (i + 1) ** 0.9))
})()

function pick(random) {
  const x = random() * CUMULATIVE[CUMULATIVE.length - 1]
  let lo = 0
  let hi = CUMULATIVE.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (CUMULATIVE[mid] < x) lo = mid + 1
    else hi = mid
  }
  return WORDS[lo]
}

/** `words` words of prose as paragraphs (arrays of strings), deterministic for a given seed. */
export function prose(words, seed = 15) {
  const random = seededRandom(seed)
  const paragraphs = []
  let left = words
  while (left > 0) {
    const sentences = []
    const count = 3 + Math.floor(random() * 5)
    for (let s = 0; s < count && left > 0; s++) {
      const n = Math.min(left, 6 + Math.floor(random() * 16))
      left -= n
      const sentence = Array.from({ length: n }, () => pick(random))
      // A comma now and then, as prose has; it changes the byte pattern gzip sees.
      if (n > 10) sentence[Math.floor(n / 2)] += ','
      sentence[0] = sentence[0][0].toUpperCase() + sentence[0].slice(1)
      sentences.push(`${sentence.join(' ')}.`)
    }
    paragraphs.push(sentences.join(' '))
  }
  return paragraphs
}
