// A database of its own on a PostgreSQL server, for a test or a bench run, dropped afterwards (`drop`). The role of
// `baseUrl` must be allowed to create databases.
import { randomBytes } from 'node:crypto'
import pg from 'pg'

async function run(url, statement) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

export async function createScratchDatabase(baseUrl, prefix = 'vs_test') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  await run(baseUrl, `create database ${name}`)
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => run(baseUrl, `drop database if exists ${name} with (force)`) }
}
