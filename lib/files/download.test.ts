import { describe, expect, it } from 'vitest'
import { attachmentDisposition, downloadHeaders, safeDownloadName } from './download'

describe('the deck download headers', () => {
  it('give an ASCII name that cannot break out of the header, always ending in .pdf', () => {
    expect(safeDownloadName('Série A — deck.pdf')).toBe('Serie A _ deck.pdf')
    expect(safeDownloadName('evil"; filename="x.html\r\nSet-Cookie: a=b')).toBe('evil_ filename_x.html_Set-Cookie_ a_b.pdf')
    expect(safeDownloadName('../../etc/passwd')).toBe('etc_passwd.pdf')
    expect(safeDownloadName('')).toBe('deck.pdf')
  })

  it('keep the original name for clients that read filename*, percent-encoded', () => {
    expect(attachmentDisposition('Série A.pdf')).toBe(`attachment; filename="Serie A.pdf"; filename*=UTF-8''S%C3%A9rie%20A.pdf`)
  })

  it('never let a browser show or sniff the file, nor a cache keep it', () => {
    expect(downloadHeaders('deck.pdf', 10)).toMatchObject({
      'Content-Type': 'application/pdf',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Length': '10',
    })
    expect(downloadHeaders('deck.pdf', 10)['Content-Disposition']).toMatch(/^attachment; /)
  })
})
