import { describe, expect, it } from 'vitest'
import { CSV_HEADER, csvField, csvFilename, csvLine, exportColumns, exportFields, exportLine, neutralise, submissionFields, type CsvExportRow } from './csv'

const AT = new Date('2026-11-22T09:08:07.006Z')
const notApplication: CsvExportRow = { createdAt: AT, formType: 'contact', data: {}, reference: 'M3-2026-0007', status: null, assigneeId: null, tags: [], lastNote: null }

describe('CSV fields (RFC 4180)', () => {
  it("starts with exactly SPEC's columns, then the pipeline's, CRLF-terminated", () => {
    expect(csvLine(CSV_HEADER)).toBe('Date,Type,Name,Email,Company,Message,Additional Data\r\n')
    expect(csvLine(exportColumns().header)).toBe('Date,Type,Name,Email,Company,Message,Additional Data,Reference,Status,Assignee,Tags,Last note\r\n')
  })

  it('leaves plain values bare', () => {
    expect(csvField('Ada Lovelace')).toBe('Ada Lovelace')
    expect(csvField('')).toBe('')
  })

  it.each([
    ['a comma', 'a, b', '"a, b"'],
    ['a quote (doubled)', 'say "hi"', '"say ""hi"""'],
    ['a line feed', 'one\ntwo', '"one\ntwo"'],
    ['a carriage return', 'one\rtwo', '"one\rtwo"'],
    ['CRLF', 'one\r\ntwo', '"one\r\ntwo"'],
    ['all at once', 'Hi, "you"\nbye', '"Hi, ""you""\nbye"'],
  ])('quotes a value with %s', (_, value, expected) => {
    expect(csvField(value)).toBe(expected)
  })

  it.each([
    ['=', '=cmd|" /C calc"!A0', `"'=cmd|"" /C calc""!A0"`],
    ['+', '+1+2', "'+1+2"],
    ['-', '-2+3', "'-2+3"],
    ['@', '@SUM(A1)', "'@SUM(A1)"],
    ['a tab', '\t=1', "'\t=1"],
    ['a carriage return', '\r=1', `"'\r=1"`],
  ])('neutralises a value starting with %s against formula injection', (_, value, expected) => {
    expect(csvField(value)).toBe(expected)
  })

  it('neutralises only at the start of a value and right after a semicolon', () => {
    expect(neutralise('a=b')).toBe('a=b')
    expect(neutralise('x@example.com')).toBe('x@example.com')
    expect(neutralise(' =1')).toBe(' =1')
    expect(neutralise('a; b')).toBe('a; b')
    expect(neutralise('Hello;@SUM(1)')).toBe("Hello;'@SUM(1)")
  })

  it.each([
    ['@', 'Hello;@SUM(1)'],
    ['=', 'Hello;=HYPERLINK("https://evil.example")'],
    ['+ and -', 'a;+1;-1'],
    ['a tab and a CR', 'a;\t=1;\r=2'],
  ])('keeps a field with %s after a semicolon from becoming a formula in a semicolon-separated spreadsheet', (_, value) => {
    const line = csvLine(['Ada', value])
    // How Excel set to German or French reads the line: ';' separates cells, quotes still group (RFC 4180 otherwise).
    const cells = semicolonCells(line.replace(/\r\n$/, ''))
    // The field is quoted, so its ';' splits nothing: the line stays one cell, which no formula character starts.
    expect(line.startsWith('Ada,"')).toBe(true)
    expect(cells).toHaveLength(1)
    // Even a reader that ignores the quotes and splits at every ';' finds no cell starting with a formula character.
    for (const piece of line.split(';').slice(1)) expect(piece).not.toMatch(/^[=+\-@\t\r]/)
  })

  it('joins fields with commas and ends the line with CRLF', () => {
    expect(csvLine(['a', 'b,c', '=d'])).toBe(`a,"b,c",'=d\r\n`)
  })
})

describe('a submission as a CSV row', () => {
  it('maps a contact message to the columns, remaining fields as JSON', () => {
    expect(
      submissionFields({
        createdAt: AT,
        formType: 'contact',
        data: { name: 'Ada', email: 'ada@example.com', company: 'Engines', message: 'Hello', phone: '+44 1', role: 'CTO' },
      }),
    ).toEqual(['2026-11-22T09:08:07.006Z', 'Contact message', 'Ada', 'ada@example.com', 'Engines', 'Hello', '{"phone":"+44 1","role":"CTO"}'])
  })

  it('reads an application: founderName, companyName and pitch', () => {
    const fields = submissionFields({
      createdAt: AT,
      formType: 'apply',
      data: { companyName: 'Hopper Labs', founderName: 'Grace', email: 'g@h.io', website: 'https://h.io', pitch: 'Compilers', stage: 'seed' },
    })
    expect(fields.slice(2)).toEqual(['Grace', 'g@h.io', 'Hopper Labs', 'Compilers', '{"website":"https://h.io","stage":"seed"}'])
  })

  it('prefers name over founderName and keeps the unused one in Additional Data', () => {
    const fields = submissionFields({ createdAt: AT, formType: 'apply', data: { founderName: 'F', name: 'N', company: 'C', companyName: 'CN' } })
    expect(fields[2]).toBe('N')
    expect(fields[4]).toBe('C')
    expect(JSON.parse(fields[6]!)).toEqual({ founderName: 'F', companyName: 'CN' })
  })

  it('falls back when the preferred field is null, and leaves absent columns and empty extras blank', () => {
    const fields = submissionFields({ createdAt: AT, formType: 'newsletter', data: { email: 'n@x.io', name: null, founderName: 'Z' } })
    expect(fields).toEqual(['2026-11-22T09:08:07.006Z', 'Newsletter sign-up', 'Z', 'n@x.io', '', '', '{"name":null}'])
    expect(submissionFields({ createdAt: AT, formType: 'newsletter', data: { email: 'n@x.io' } })[6]).toBe('')
  })

  it('writes non-string values as text: numbers plainly, objects and arrays as JSON', () => {
    const fields = submissionFields({ createdAt: AT, formType: 'chat', data: { message: { text: 'hi' }, messages: [1, 2], duration: 42 } })
    expect(fields[5]).toBe('{"text":"hi"}')
    expect(fields[6]).toBe('{"messages":[1,2],"duration":42}')
  })

  it('quotes and neutralises inside a whole row, including the Additional Data JSON', () => {
    const line = exportLine(
      {
        ...notApplication,
        data: { name: '=HYPERLINK("http://x")', email: '@evil', message: 'Hi, "team"\nthanks', note: 'a,b' },
        lastNote: '=1+1, "x"',
      },
      { fields: [], names: new Map() },
    )
    expect(line).toBe(
      `2026-11-22T09:08:07.006Z,Contact message,"'=HYPERLINK(""http://x"")",'@evil,,"Hi, ""team""\nthanks","{""note"":""a,b""}",M3-2026-0007,,,,"'=1+1, ""x"""\r\n`,
    )
  })

  it('names the file with the date and the filtered type', () => {
    expect(csvFilename(AT)).toBe('submissions-2026-11-22.csv')
    expect(csvFilename(AT, 'apply')).toBe('submissions-apply-2026-11-22.csv')
  })
})

describe('the pipeline and per-field columns', () => {
  const application: CsvExportRow = {
    createdAt: AT,
    formType: 'apply',
    data: { companyName: 'Hopper Labs', founderName: 'Grace', email: 'g@h.io', stage: 'seed', consent: true, amountSought: '$500k' },
    reference: 'M3-2026-0042',
    status: 'term_sheet',
    assigneeId: 'u-1',
    tags: ['fintech', 'b2b'],
    lastNote: 'Call **booked**',
  }
  const names = new Map([['u-1', 'Ada Lovelace']])

  it('writes the reference, status label, assignee name, tags and last note after SPEC columns', () => {
    expect(exportFields(application, { fields: [], names }).slice(7)).toEqual(['M3-2026-0042', 'Term sheet', 'Ada Lovelace', 'fintech, b2b', 'Call **booked**'])
    expect(exportFields({ ...application, assigneeId: 'gone' }, { fields: [], names })[9]).toBe('gone')
  })

  it('adds one column per field of a single exported type, in the schema order, and none for a mixed export', () => {
    const { header, fields } = exportColumns('apply')
    expect(header.slice(0, 12)).toEqual(exportColumns().header)
    expect(fields.slice(0, 3)).toEqual(['companyName', 'founderName', 'email'])
    expect(fields).toContain('amountSought')
    expect(header).toHaveLength(12 + fields.length)
    const row = exportFields(application, { fields, names })
    expect(row).toHaveLength(header.length)
    expect(row[header.indexOf('Company name')]).toBe('Hopper Labs')
    expect(row[header.indexOf('Amount sought')]).toBe('$500k')
    expect(row[header.indexOf('Agreed to the privacy policy')]).toBe('true')
    expect(row[header.indexOf('Website')]).toBe('')
    expect(exportColumns('newsletter').fields).toEqual(['email', 'name', 'preferences'])
  })

  it('heads the per-field columns with the labels the forms show, not the stored field names', () => {
    expect(exportColumns('apply').header.slice(12, 15)).toEqual(['Company name', 'Founder name', 'E-mail address'])
    expect(exportColumns('newsletter').header.slice(12)).toEqual(['E-mail address', 'Name', 'Topics'])
    expect(exportColumns('contact_investor').header.slice(12)).toEqual(['Name', 'E-mail address', 'Firm', 'Investor type', 'Message'])
  })

  it("writes the Type column as the type's readable name, and an unknown type as stored", () => {
    expect(submissionFields({ createdAt: AT, formType: 'apply', data: {} })[1]).toBe('Application')
    expect(submissionFields({ createdAt: AT, formType: 'legacy_form', data: {} })[1]).toBe('legacy_form')
  })
})

/** The cells of one CSV line read with ';' as the separator, quotes grouping (a quoted ';' stays in its cell). */
function semicolonCells(line: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (const ch of line) {
    if (ch === '"') quoted = !quoted
    else if (ch === ';' && !quoted) {
      cells.push(cell)
      cell = ''
      continue
    }
    cell += ch
  }
  return [...cells, cell]
}
