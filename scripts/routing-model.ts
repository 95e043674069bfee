// Writes lib/agents/routing/model.json, the routing classifier trained on the labelled batches in
// tests/fixtures/routing (the tuning sets and every hold-out batch already measured at first sight). The product must
// not import tests, and a batch not yet measured must not be learnt before its first sight: run
// `npm run routing:model` after a new batch's first-sight figure is recorded. model.test.ts fails while the JSON is
// stale.
import fs from 'node:fs'

const file = 'lib/agents/routing/model.json'
// The fixtures import the router, which imports the model: on a first run there must be a file to import.
if (!fs.existsSync(file)) fs.writeFileSync(file, '{"labels":[],"naiveBayes":{"idf":{},"unknownIdf":1,"logs":{},"unseen":{}},"logistic":{"idf":{},"weights":{}}}\n')
const { trainModel } = await import('@/lib/agents/routing/classifier')
const { labelledExamples } = await import('@/tests/fixtures/routing/examples')
const examples = labelledExamples()
fs.writeFileSync(file, `${JSON.stringify(trainModel(examples))}\n`)
console.log(`${file}: trained on ${examples.length} examples`)
