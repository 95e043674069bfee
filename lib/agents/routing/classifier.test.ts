import { describe, expect, it } from 'vitest'
import { trainClassifier } from './classifier'
import { featuresOf } from './features'
import { logisticScorer, trainLogistic } from './logistic'
import { naiveBayesScorer, trainNaiveBayes } from './naive-bayes'
import { counts } from './tfidf'

/** A made-up training set: two topics that share no words, and one that shares a word with each. */
const TINY = [
  { label: 'fruit', message: 'I like apples and ripe bananas' },
  { label: 'fruit', message: 'bananas are sweet, apples are crisp' },
  { label: 'cars', message: 'my car needs new tyres and brakes' },
  { label: 'cars', message: 'the brakes on the car squeak' },
  { label: 'shop', message: 'where can I buy apples or tyres' },
]

describe('the routing classifier', () => {
  it('learns the made-up topics: unseen sentences go to the topic whose words they share', () => {
    const clf = trainClassifier(TINY)
    expect(clf.labels).toEqual(['cars', 'fruit', 'shop'])
    expect(clf.predict({ message: 'are the bananas ripe?' })[0]!.label).toBe('fruit')
    expect(clf.predict({ message: 'squeaky brakes' })[0]!.label).toBe('cars')
  })

  it('stems words, so other forms of a learnt word count ("buying" ~ "buy")', () => {
    expect(featuresOf({ message: 'Buying apples' })).toEqual(['w:bui', 'w:appl'])
    expect(trainClassifier(TINY).predict({ message: 'buying' })[0]!.label).toBe('shop')
  })

  it('spells out texting and turns figures into tokens of their own; word pairs on request', () => {
    expect(featuresOf({ message: 'pls u r' })).toEqual(['w:pleas', 'w:you', 'w:ar'])
    expect(featuresOf({ message: '$400k left, 12%' })).toEqual(['w:#money', 'w:#num', 'w:left', 'w:#num', 'w:#pct'])
    expect(featuresOf({ message: 'Buying apples' }, { pairs: true })).toEqual(['w:bui', 'w:appl', 'b:bui appl'])
  })

  it('learns the made-up topics with each of its two models alone, naive Bayes and logistic regression', () => {
    const labels = ['cars', 'fruit', 'shop']
    const nb = naiveBayesScorer(trainNaiveBayes(TINY, labels), labels)
    const lr = logisticScorer(trainLogistic(TINY, labels), labels.length)
    const best = (scores: number[]) => labels[scores.indexOf(Math.max(...scores))]
    for (const [message, label] of [['are the bananas ripe?', 'fruit'], ['squeaky brakes on my car', 'cars']] as const) {
      const tf = counts(featuresOf({ message }, { pairs: true }))
      expect(best(nb(tf)), message).toBe(label)
      expect(best(lr(tf)), message).toBe(label)
    }
  })

  it('uses the previous turn\'s agent as a feature, so a topic-free follow-up leans to it', () => {
    const examples = [
      { label: 'cars', message: 'brakes squeak', lastAgentId: null },
      { label: 'cars', message: 'and then?', lastAgentId: 'cars' },
      { label: 'fruit', message: 'ripe bananas', lastAgentId: null },
      { label: 'fruit', message: 'and then?', lastAgentId: 'fruit' },
    ]
    const clf = trainClassifier(examples)
    expect(clf.predict({ message: 'what else?', lastAgentId: 'fruit' })[0]!.label).toBe('fruit')
    expect(clf.predict({ message: 'what else?', lastAgentId: 'cars' })[0]!.label).toBe('cars')
  })

  it('gives probabilities that sum to 1, and a lower temperature makes the top one surer', () => {
    const clf = trainClassifier(TINY)
    const p = clf.predict({ message: 'apples' })
    expect(p.reduce((s, x) => s + x.probability, 0)).toBeCloseTo(1, 10)
    expect(clf.predict({ message: 'apples' }, 0.1)[0]!.probability).toBeGreaterThan(p[0]!.probability)
  })

  it('is deterministic: the same examples give the same model', () => {
    const a = trainClassifier(TINY).predict({ message: 'crisp car apples' })
    const b = trainClassifier([...TINY]).predict({ message: 'crisp car apples' })
    expect(b).toEqual(a)
  })

  it('has no opinion on a message with no known word, whatever the labels\' sizes: every label equally likely', () => {
    const p = trainClassifier(TINY).predict({ message: 'zzz qqq' })
    for (const x of p) expect(x.probability).toBeCloseTo(1 / 3, 10)
  })
})
