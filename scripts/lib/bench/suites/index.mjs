// The registry of bench suites, in run order. To add one: create suites/<name>.mjs exporting `name`,
// `description` and `async run(ctx)` (optionally `async finish(ctx)`), each returning rows, and list it here.
// Rows: { group, metric, value, unit, note } — see scripts/bench.mjs for what ctx offers.
import * as admin from './admin.mjs'
import * as adminScale from './admin-scale.mjs'
import * as chat from './chat.mjs'
import * as cluster from './cluster.mjs'
import * as conversations from './conversations.mjs'
import * as lighthouse from './lighthouse.mjs'
import * as limits from './limits.mjs'
import * as llm from './llm.mjs'
import * as logging from './logging.mjs'
import * as metrics from './metrics.mjs'
import * as recovery from './recovery.mjs'
import * as routing from './routing.mjs'
import * as forms from './forms.mjs'
import * as server from './server.mjs'
import * as stall from './stall.mjs'

export const suites = [server, lighthouse, forms, admin, adminScale, llm, recovery, chat, routing, conversations, limits, logging, metrics, cluster, stall]
