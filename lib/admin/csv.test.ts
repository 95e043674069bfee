import { describe, expect, it } from 'vitest'
import { CSV_BOM, CSV_HEADER, csvField, deckCell, csvFilename, csvLine, exportColumns, exportFields, exportLine, neutralise, submissionFields, type CsvExportRow } from './csv'

const AT = new Date('2026-11-22T09:08:07.006Z')
const notApplication: CsvExportRow = { createdAt: AT, formType: 'contact', data: {}, reference: 'M3-2026-0007', status: null, assigneeId: null, tags: [], lastNote: null, files: [] }

describe('CSV fields (RFC 4180)', () => {
  it("starts with exactly the fixed columns, then the pipeline's, CRLF-terminated", () => {
    expect(csvLine(CSV_HEADER)).toBe('Date,Type,Name,Email,Company,Message,Additional Data\r\n')
    expect(csvLine(exportColumns().header)).toBe('Date,Type,Name,Email,Company,Message,Additional Data,Reference,Status,Assignee,Tags,Last note,Pitch deck\r\n')
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

  it.each([
    ['an international number', '+44 20 7946 0000'],
    ['a number with its trunk prefix in parentheses', '+44 (0)20 7946 0000'],
    ['a number written with dots', '+33 1.23.45.67.89'],
    ['a number without spaces', '+4915112345678'],
  ])('quotes %s instead of showing the apostrophe: it can call no function and name no cell', (_, phone) => {
    expect(csvField(phone)).toBe(`"${phone}"`)
    expect(csvLine(['Ada', phone])).toBe(`Ada,"${phone}"\r\n`)
  })

  it.each([
    ['a hyphenated number, which a spreadsheet would subtract', '+1-555-0100'],
    ['a plus followed by a function', '+SUM(A1)'],
    ['a plus followed by a cell reference', '+A1'],
    ['a lone plus', '+'],
    ['a plus with nothing but spaces and parentheses', '+ ( )'],
  ])('keeps the apostrophe for %s', (_, value) => {
    expect(csvField(value).replace(/^"/, '')).toMatch(/^'\+/)
  })

  it('starts the file with the UTF-8 byte order mark Excel needs to read "—" and accents', () => {
    expect(new TextEncoder().encode(CSV_BOM)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]))
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
    expect(fields.slice(2)).toEqual(['Grace', 'g@h.io', 'Hopper Labs', 'Compilers', '{"website":"https://h.io","stage":"Seed"}'])
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
      `2026-11-22T09:08:07.006Z,Contact message,"'=HYPERLINK(""http://x"")",'@evil,,"Hi, ""team""\nthanks","{""note"":""a,b""}",M3-2026-0007,,,,"'=1+1, ""x""",\r\n`,
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
    files: [],
  }
  const names = new Map([['u-1', 'Ada Lovelace']])

  it('writes the reference, status label, assignee name, tags and last note after the fixed columns', () => {
    expect(exportFields(application, { fields: [], names }).slice(7)).toEqual(['M3-2026-0042', 'Term sheet', 'Ada Lovelace', 'fintech, b2b', 'Call **booked**', ''])
    expect(exportFields({ ...application, assigneeId: 'gone' }, { fields: [], names })[9]).toBe('gone')
  })

  it('adds one column per field of a single exported type, in the schema order, and none for a mixed export', () => {
    const { header, fields } = exportColumns('apply')
    expect(header.slice(0, 13)).toEqual(exportColumns().header)
    expect(fields.slice(0, 3)).toEqual(['companyName', 'founderName', 'email'])
    expect(fields).toContain('amountSought')
    expect(header).toHaveLength(13 + fields.length)
    const row = exportFields(application, { fields, names })
    expect(row).toHaveLength(header.length)
    expect(row[header.indexOf('Company name')]).toBe('Hopper Labs')
    expect(row[header.indexOf('Amount sought')]).toBe('$500k')
    expect(row[header.indexOf('Agreed to the privacy policy')]).toBe('Yes')
    expect(row[header.indexOf('Stage')]).toBe('Seed')
    expect(row[header.indexOf('Website')]).toBe('')
    expect(exportColumns('newsletter').fields).toEqual(['email', 'name', 'preferences'])
  })

  it('heads the per-field columns with the labels the forms show, not the stored field names', () => {
    expect(exportColumns('apply').header.slice(13, 16)).toEqual(['Company name', 'Founder name', 'E-mail address'])
    expect(exportColumns('newsletter').header.slice(13)).toEqual(['E-mail address', 'Name', 'Topics'])
    expect(exportColumns('contact_investor').header.slice(13)).toEqual(['Name', 'E-mail address', 'Firm', 'Investor type', 'Message'])
  })

  it("writes the Type column as the type's readable name, and an unknown type as stored", () => {
    expect(submissionFields({ createdAt: AT, formType: 'apply', data: {} })[1]).toBe('Application')
    expect(submissionFields({ createdAt: AT, formType: 'legacy_form', data: {} })[1]).toBe('legacy_form')
  })
})

describe('the deck column and readable choices', () => {
  // Two founders whose data mention each other: each row shows its own deck and stage, never the other's.
  const ada: CsvExportRow = {
    createdAt: AT,
    formType: 'apply',
    data: { companyName: 'Engines', founderName: 'Ada', pitch: 'Grace Hopper Labs builds our compiler', deckUrl: 'https://docs.example/ada-deck', stage: 'pre-seed', sector: 'fintech-ai' },
    reference: 'M3-2026-0001',
    status: 'new',
    assigneeId: null,
    tags: [],
    lastNote: null,
    files: [],
  }
  const grace: CsvExportRow = {
    ...ada,
    data: { companyName: 'Hopper Labs', founderName: 'Grace', pitch: 'We license Ada’s Engines', stage: 'series-a', sector: 'bio-ai' },
    reference: 'M3-2026-0002',
    files: [{ fileName: 'hopper-deck.pdf', sizeBytes: 2_400_000 }],
  }

  it('shows the uploaded deck by name and size, or the link, each on its own row', () => {
    const { header, fields } = exportColumns('apply')
    const cell = (row: CsvExportRow, column: string) => exportFields(row, { fields, names: new Map() })[header.indexOf(column)]
    expect(cell(grace, 'Pitch deck')).toBe('hopper-deck.pdf (2.3 MB)')
    expect(cell(ada, 'Pitch deck')).toBe('https://docs.example/ada-deck')
    expect(cell(grace, 'Stage')).toBe('Series A')
    expect(cell(ada, 'Stage')).toBe('Pre-seed')
  })

  it('shows both when a founder sent a file and a link, and nothing when neither', () => {
    expect(deckCell({ data: { deckUrl: 'https://x.example/d' }, files: [{ fileName: 'd.pdf', sizeBytes: 2048 }] })).toBe('d.pdf (2 kB), https://x.example/d')
    expect(deckCell({ data: {}, files: [] })).toBe('')
  })

  it('writes stage and sector by their labels in the JSON cell', () => {
    expect(JSON.parse(submissionFields(grace)[6]!)).toMatchObject({ stage: 'Series A', sector: 'Bio + AI' })
    expect(JSON.parse(submissionFields(ada)[6]!)).toMatchObject({ stage: 'Pre-seed', sector: 'Fintech + AI' })
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
