/** Copy for the home page sections (components/home). The facts themselves come from config/facts.ts. */

/** The home page's metadata and hero. */
export const HOME_PAGE = {
  title: 'Meta3 Ventures | Venture studio for agentic AI',
  summary: 'Meta3 Ventures co-builds and invests $100K–$2M, pre-seed to Series A, in founders applying agentic AI across bio, fintech and web3.',
  badge: 'Venture studio · Early-stage investor',
  heading: 'Engineering the Future with',
  headingAccent: 'Agentic AI',
  lead: 'We co-build and invest in founders applying agentic AI and multi-agent systems across bio, finance and web3.',
  stagesLabel: 'Stages we back',
  rangeLabel: 'Investment range',
  sectors: 'Bio · Fintech · Web3',
  sectorsLabel: 'Convergence sectors',
}

export const FOCUS_INTRO = {
  eyebrow: 'Where we focus',
  title: 'Three frontiers, one studio',
  lead: 'We pair capital with an in-house team of engineers, researchers and operators who build alongside founders from the first line of code.',
}

export type FlywheelBenefit = { id: string; name: string; description: string }

export const FLYWHEEL = {
  eyebrow: 'Value creation flywheel',
  title: 'Every company we build makes the next one stronger',
  lead: 'Our model is a cycle, not a pipeline. What we learn and earn with one founder is reinvested in the next, so support compounds across the portfolio.',
  /** In cycle order: each benefit feeds the next, and the last feeds the first. */
  benefits: [
    {
      id: 'founder-centric',
      name: 'Founder-centric support',
      description: 'We start from what the founder needs this quarter, not from a fixed programme.',
    },
    {
      id: 'ai-acceleration',
      name: 'AI-powered acceleration',
      description: 'Our own agents and tooling speed up research, diligence, hiring and product work.',
    },
    {
      id: 'partnerships',
      name: 'Strategic partnerships',
      description: 'Corporate partners, labs and co-investors open doors to customers and capital.',
    },
    {
      id: 'insights',
      name: 'Data-driven insights',
      description: 'Benchmarks from across the portfolio show each team where to focus next.',
    },
    {
      id: 'reinvestment',
      name: 'Ecosystem reinvestment',
      description: 'Returns, playbooks and alumni founders flow back into the next generation of companies.',
    },
    {
      id: 'innovation',
      name: 'Continuous innovation',
      description: 'New tools, models and methods are tested in the studio and shared with every founder.',
    },
  ] satisfies FlywheelBenefit[],
}

export const SERVICES_INTRO = {
  eyebrow: 'What we do',
  title: 'Capital plus a team that builds with you',
  lead: 'Four kinds of support, used as much or as little as your company needs.',
  linkLabel: 'Explore our services',
}

export const PRINCIPLES_INTRO = {
  eyebrow: 'Why we exist',
  title: 'Vision, mission, purpose and approach',
  linkLabel: 'More about the studio',
}

export const CLOSING_CTA = {
  title: 'Building with agents? Let’s talk.',
  text: 'Founders, investors and partners: tell us what you are building and where agentic AI could take it. We reply to every application within two weeks.',
}
