import type { PreparedAnswer } from './prepared-answer'

/** What makes a country question a business one ('sell in Germany', not 'hello from Germany'). */
const BUSINESS: readonly string[] = ['sell', 'selling', 'company', 'entity', 'register', 'registration', 'incorporate', 'set up', 'office', 'hire', 'hiring', 'employees', 'vat', 'tax', 'taxes', 'expand', 'expanding', 'launch', 'enter', 'customers', 'subsidiary', 'branch']

/**
 * Entering the markets founders ask about most: the local company form, tax registration, hiring, and when to get a
 * local adviser. The usual shape of each decision, never a current fee, capital amount in flux or deadline (they
 * change, and a wrong figure costs a founder more than none); the first sentences answer "do I need a company there?".
 */
export const MARKET_QUESTIONS: readonly PreparedAnswer[] = [
  {
    id: 'local-germany',
    title: 'Selling and setting up in Germany',
    keywords: ['germany', 'german', 'gmbh', 'ug', 'berlin', 'munich', 'hamburg', 'steuerberater'],
    needs: BUSINESS,
    strong: ['gmbh', 'germany', 'german market'],
    content:
      `You can sell into Germany from abroad, with German VAT registration if your sales are taxable there. A GmbH, UG or branch is needed once you hire there or have a permanent establishment.\n\n` +
      `A permanent establishment is an office, or staff who close deals there; digital services to consumers can use the EU one-stop shop for VAT. Until you have an entity, hire through an employer of record. Registering a GmbH takes about one to three weeks: a notary certifies the articles and files them with the commercial register (Handelsregister). Its share capital is paid into a business bank account in the company's name before the filing; a German account is the usual choice. Talk to a German Steuerberater (tax adviser) before you set up.`,
  },
  {
    id: 'local-uk',
    title: 'Selling and setting up in the UK',
    keywords: ['uk', 'united kingdom', 'britain', 'england', 'london', 'ltd', 'companies house', 'hmrc', 'paye'],
    needs: BUSINESS,
    strong: ['uk', 'united kingdom', 'companies house', 'london'],
    content:
      `You can sell into the UK from abroad. A private limited company (Ltd), registered online at Companies House in a day or two, is the usual form once you hire or have an office there.\n\n` +
      `Register for UK VAT once taxable UK sales pass HMRC's threshold, and for PAYE before your first employee's payday. A UK accountant can set up both; get a lawyer for employment contracts.`,
  },
  {
    id: 'local-france',
    title: 'Selling and setting up in France',
    keywords: ['france', 'french', 'paris', 'sas', 'sasu', 'urssaf', 'bpifrance'],
    needs: BUSINESS,
    strong: ['france', 'sas', 'sasu'],
    content:
      `You can sell into France from abroad. An SAS (or SASU with one shareholder) is the usual startup company once you hire or have an office there.\n\n` +
      `You need a French VAT (TVA) number for taxable sales there, and employees are registered with URSSAF. French employment law protects employees strongly, so have an expert-comptable (accountant) and an avocat (lawyer) check contracts before your first hire.`,
  },
  {
    id: 'local-netherlands',
    title: 'Selling and setting up in the Netherlands',
    keywords: ['netherlands', 'dutch', 'holland', 'amsterdam', 'rotterdam', 'bv', 'kvk'],
    needs: BUSINESS,
    strong: ['netherlands', 'dutch', 'bv', 'kvk'],
    content:
      `You can sell into the Netherlands from abroad. A BV (private limited company), formed through a notary and registered with the KVK (Chamber of Commerce), is the usual form once you hire or have an office there.\n\n` +
      `Register for Dutch VAT (btw) with the Belastingdienst for taxable sales, and for payroll tax before you hire. A Dutch accountant handles both; ask a lawyer about employment contracts.`,
  },
  {
    id: 'local-brazil',
    title: 'Selling and setting up in Brazil',
    keywords: ['brazil', 'brazilian', 'são paulo', 'sao paulo', 'ltda', 'cnpj', 'clt'],
    needs: BUSINESS,
    strong: ['brazil', 'ltda', 'cnpj'],
    content:
      `Selling into Brazil usually means a local company: a Ltda (limited company) with a CNPJ (tax ID) and a resident administrator. Invoicing, payroll and payments run through it.\n\n` +
      `Brazilian taxes are layered (federal, state and city), and employees hired under the CLT carry high costs; until the Ltda exists, an employer of record can hire for you. Engage a local contador (accountant) from day one and a lawyer for the company's set-up.`,
  },
  {
    id: 'local-india',
    title: 'Selling and setting up in India',
    keywords: ['india', 'indian', 'bangalore', 'bengaluru', 'mumbai', 'delhi', 'private limited', 'gst', 'fdi'],
    needs: BUSINESS,
    strong: ['india', 'gst'],
    content:
      `You can sell software into India from abroad, with Indian tax on some cross-border services. A private limited company, registered with the Ministry of Corporate Affairs, is the usual form once you hire or have an office there.\n\n` +
      `Register for GST for taxable sales, and follow foreign-investment (FDI) rules with RBI reporting when a foreign parent owns it. A chartered accountant and a company secretary keep it compliant.`,
  },
  {
    id: 'local-singapore',
    title: 'Selling and setting up in Singapore',
    keywords: ['singapore', 'pte', 'pte ltd', 'acra', 'employment pass', 'southeast asia'],
    needs: BUSINESS,
    strong: ['singapore', 'acra'],
    content:
      `You can sell into Singapore from abroad. A private limited company (Pte Ltd), registered with ACRA, is the usual base for Southeast Asia; it needs at least one director resident in Singapore.\n\n` +
      `Register for GST once taxable sales pass the threshold. Foreign hires need an Employment Pass. A corporate service provider can act as resident director and secretary; ask a local accountant about tax.`,
  },
  {
    id: 'local-uae',
    title: 'Selling and setting up in the UAE',
    keywords: ['uae', 'united arab emirates', 'dubai', 'abu dhabi', 'free zone', 'freezone', 'mainland', 'difc', 'adgm'],
    needs: BUSINESS,
    strong: ['uae', 'dubai', 'abu dhabi', 'united arab emirates'],
    content:
      `In the UAE you choose a free-zone company (full foreign ownership, trading mainly abroad) or a mainland one (licensed for the UAE market).\n\n` +
      `Either needs a trade licence, registration for corporate tax and for VAT once sales pass the threshold; residence visas for staff come through the company. Use a licensed business-setup adviser and a lawyer to pick the zone and licence.`,
  },
  {
    id: 'local-us-entry',
    title: 'Entering the US market',
    keywords: ['usa', 'united states', 'the us', 'us market', 'us entity', 'us company', 'enter the us', 'expand to the us', 'delaware', 'llc', 'ein', 'sales tax', 'nexus'],
    needs: BUSINESS,
    strong: ['us market', 'usa', 'united states', 'us entity', 'enter the us', 'expand to the us'],
    content:
      `You can sell into the US from abroad. A Delaware C corporation is the usual entity if you will raise US venture capital; an LLC if you will not. Either gets an EIN (tax ID) from the IRS.\n\n` +
      `Sales tax is set state by state once you have nexus there, and each state you hire in needs its own payroll registration (or use an employer of record). Get a US lawyer and accountant before you set up.`,
  },
]
