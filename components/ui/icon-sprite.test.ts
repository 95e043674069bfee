import { describe, expect, it } from 'vitest'
import { ICON_SPRITE, ICON_SPRITE_FILE, spriteHref } from './icon-sprite'

describe('icon sprite', () => {
  it('holds each drawing as a symbol under lucide’s name, without React keys', () => {
    expect(ICON_SPRITE).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"><symbol id="/)
    expect(ICON_SPRITE).toContain('<symbol id="arrow-right" viewBox="0 0 24 24"><path d="M5 12h14"/><path d="m12 5 7 7-7 7"/></symbol>')
    expect(ICON_SPRITE).not.toContain(' key=')
  })

  it('points an icon at its symbol in the file named by the content hash', () => {
    expect(ICON_SPRITE_FILE).toMatch(/^[0-9a-f]{10}\.svg$/)
    expect(spriteHref('circleCheck')).toBe(`/sprite/${ICON_SPRITE_FILE}#circle-check`)
    expect(ICON_SPRITE).toContain('<symbol id="circle-check"')
  })
})
