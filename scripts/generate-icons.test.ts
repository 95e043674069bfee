import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { iconSvg } from './generate-icons'

it('app/icon.svg is the current brand mark (run scripts/generate-icons.tsx after changing it)', () => {
  const committed = fs.readFileSync(path.join(import.meta.dirname, '../app/icon.svg'), 'utf8')
  expect(committed).toBe(iconSvg())
})
