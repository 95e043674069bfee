// Writes lib/agents/routing/examples.json, the routing classifier's training data, from the labelled batches in
// tests/fixtures/routing (the tuning set and every hold-out batch already measured at first sight). The product
// must not import tests, and a batch not yet measured must not be learnt before its first sight: run
// `npm run routing:examples` after a new batch's first-sight figure is recorded. examples.test.ts fails while the
// JSON is stale.
import fs from 'node:fs'
import { labelledExamples } from '@/tests/fixtures/routing/examples'

const file = 'lib/agents/routing/examples.json'
fs.writeFileSync(file, `${JSON.stringify(labelledExamples(), null, 0).replace(/\],\[/g, '],\n[')}\n`)
console.log(`${file}: ${labelledExamples().length} examples`)
