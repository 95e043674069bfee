import { classifyMessage } from './classify'
import { selectAgent } from './select'
import type { AgentId, HistoryItem, MessageType } from './types'

/**
 * Realistic visitor messages labelled with the agent and message type a human operator would choose — the measure of
 * routing quality (issue 7: the bar is 95 % for both). Labels say what the visitor needs, not what the code does.
 */
export type RoutingCase = {
  message: string
  history?: HistoryItem[]
  lastAgentId?: AgentId
  agent: AgentId
  type: MessageType
}

const after = (question: string, answer: string): HistoryItem[] => [
  { role: 'user', content: question },
  { role: 'assistant', content: answer },
]
const INVESTED = after('How much do you invest?', 'We invest $100K–$2M from pre-seed to Series A in agentic AI companies.')
const RESEARCHED = after('How big is the fintech market?', 'Fintech is about a $162B market growing around 16% a year.')
const MARKETED = after('How should we find our first users?', 'Start with one channel you can measure, such as LinkedIn outreach.')
const COMPARED = after('Who are my competitors in AI insurance?', 'The main groups are incumbents, AI-native startups and doing nothing.')
const SUPPORTED = after("I can't log in", 'Try resetting your password from the sign-in page, then clear your cookies.')
const LEGAL = after("What's a SAFE?", 'A SAFE is an agreement that converts into equity at your next priced round.')
const FINANCED = after('How do I calculate runway?', 'Runway is cash in the bank divided by net monthly burn.')
const LAUNCHED = after('How do I build an MVP?', 'Start from the one job your first customer needs done and cut everything else.')
const GREETED = after('hi', 'Hello! How can I help you today?')
const COMPANY = after('What does Meta3 do?', 'We are a venture studio investing in agentic AI startups.')

export const ROUTING_SET: readonly RoutingCase[] = [
  // meta3-primary: company information, contact, navigation, plain help
  { message: 'help', agent: 'meta3-primary', type: 'simple_question' },
  { message: 'What does Meta3 Ventures do?', agent: 'meta3-primary', type: 'about' },
  { message: 'Tell me about your company', agent: 'meta3-primary', type: 'about' },
  { message: 'Who are you guys?', agent: 'meta3-primary', type: 'about' },
  { message: "Where's the form?", agent: 'meta3-primary', type: 'simple_question' },
  { message: 'How can I contact your team?', agent: 'meta3-primary', type: 'simple_question' },
  { message: 'whats ur email', agent: 'meta3-primary', type: 'simple_question' },
  { message: 'Where are you located?', agent: 'meta3-primary', type: 'simple_question' },
  { message: 'Can I speak to a human?', agent: 'meta3-primary', type: 'simple_question' },
  { message: 'What services do you offer?', agent: 'meta3-primary', type: 'about' },
  { message: 'Do you have a blog?', agent: 'meta3-primary', type: 'simple_question' },
  { message: 'I need help', agent: 'meta3-primary', type: 'simple_question' },
  { message: 'what can you help me with?', agent: 'meta3-primary', type: 'simple_question' },
  { message: 'Phone number please', agent: 'meta3-primary', type: 'simple_question' },
  { message: 'Who founded Meta3?', agent: 'meta3-primary', type: 'about' },
  { message: 'What is Meta3?', agent: 'meta3-primary', type: 'about' },
  { message: 'Link to the partners page?', agent: 'meta3-primary', type: 'simple_question' },
  { message: "Do you have an office in San Francisco? I'd like to drop by and meet the team sometime next month.", agent: 'meta3-primary', type: 'complex_request' },
  { message: 'Do you partner with corporates?', agent: 'meta3-primary', type: 'simple_question' },
  { message: 'where can i find your resources for founders', agent: 'meta3-primary', type: 'simple_question' },
  { message: 'Are you hiring?', agent: 'meta3-primary', type: 'simple_question' },
  { message: 'and your phone number?', history: COMPANY, lastAgentId: 'meta3-primary', agent: 'meta3-primary', type: 'follow_up' },
  { message: 'Hi, who are you?', agent: 'meta3-primary', type: 'about' },

  // general-conversation: greetings, pleasantries, small talk, questions about the assistant
  { message: 'hi', agent: 'general-conversation', type: 'greeting' },
  { message: 'Hello!', agent: 'general-conversation', type: 'greeting' },
  { message: 'hola', agent: 'general-conversation', type: 'greeting' },
  { message: 'Bonjour 👋', agent: 'general-conversation', type: 'greeting' },
  { message: 'こんにちは', agent: 'general-conversation', type: 'greeting' },
  { message: '👋', agent: 'general-conversation', type: 'greeting' },
  { message: 'hey there', agent: 'general-conversation', type: 'greeting' },
  { message: 'Good morning!', agent: 'general-conversation', type: 'greeting' },
  { message: 'namaste 🙏', agent: 'general-conversation', type: 'greeting' },
  { message: "Hallo, wie geht's?", agent: 'general-conversation', type: 'greeting' },
  { message: 'ciao!', agent: 'general-conversation', type: 'greeting' },
  { message: 'olá, tudo bem?', agent: 'general-conversation', type: 'greeting' },
  { message: 'Salut', agent: 'general-conversation', type: 'greeting' },
  { message: 'hej hej', agent: 'general-conversation', type: 'greeting' },
  { message: 'Dzień dobry', agent: 'general-conversation', type: 'greeting' },
  { message: 'yo', agent: 'general-conversation', type: 'greeting' },
  { message: 'how are you today?', agent: 'general-conversation', type: 'greeting' },
  { message: "Hi! How's your day going?", agent: 'general-conversation', type: 'greeting' },
  { message: 'Hi this is Tom', agent: 'general-conversation', type: 'greeting' },
  { message: 'HELLO??', agent: 'general-conversation', type: 'greeting' },
  { message: 'Hi, I have a question', agent: 'general-conversation', type: 'greeting' },
  { message: 'Are you a real person?', agent: 'general-conversation', type: 'simple_question' },
  { message: 'tell me a joke', agent: 'general-conversation', type: 'simple_question' },
  { message: "What's the weather like in SF?", agent: 'general-conversation', type: 'simple_question' },
  { message: 'Is this a bot?', agent: 'general-conversation', type: 'simple_question' },
  { message: 'I have some questions', agent: 'general-conversation', type: 'simple_question' },
  { message: 'Thank you so much!', history: INVESTED, lastAgentId: 'investment-specialist', agent: 'general-conversation', type: 'greeting' },
  { message: 'ok thanks, bye', history: GREETED, lastAgentId: 'general-conversation', agent: 'general-conversation', type: 'greeting' },
  { message: "what's your name?", agent: 'general-conversation', type: 'simple_question' },

  // investment-specialist: our money, criteria, process, portfolio, valuation
  { message: 'Do you lead rounds?', agent: 'investment-specialist', type: 'simple_question' },
  { message: 'How much do you invest?', agent: 'investment-specialist', type: 'simple_question' },
  { message: "What's your check size?", agent: 'investment-specialist', type: 'simple_question' },
  { message: 'Series A?', agent: 'investment-specialist', type: 'simple_question' },
  { message: 'Do you invest in pre-seed companies?', agent: 'investment-specialist', type: 'simple_question' },
  { message: 'What are your investment criteria?', agent: 'investment-specialist', type: 'simple_question' },
  { message: 'How long does your funding process take from application to money in the bank?', agent: 'investment-specialist', type: 'simple_question' },
  { message: "We're a seed-stage bio+AI startup with $40k MRR growing 15% month over month — would you consider leading our $1.5M round?", agent: 'investment-specialist', type: 'complex_request' },
  { message: 'what equity do u usually take', agent: 'investment-specialist', type: 'simple_question' },
  { message: 'Which companies are in your portfolio?', agent: 'investment-specialist', type: 'simple_question' },
  { message: 'How does due diligence work with you?', agent: 'investment-specialist', type: 'simple_question' },
  { message: "hi, what's your typical ticket size?", agent: 'investment-specialist', type: 'simple_question' },
  { message: 'INVESTMENT CRITERIA PLS', agent: 'investment-specialist', type: 'simple_question' },
  { message: 'Do you invest outside the US?', agent: 'investment-specialist', type: 'simple_question' },
  { message: 'what is your investment thesis', agent: 'investment-specialist', type: 'simple_question' },
  { message: 'How do you value pre-revenue startups?', agent: 'investment-specialist', type: 'simple_question' },
  { message: 'How do I apply for funding?', agent: 'investment-specialist', type: 'simple_question' },
  { message: 'Would you co-invest alongside other VCs?', agent: 'investment-specialist', type: 'simple_question' },
  { message: 'Can you estimate the valuation of my AI startup with $2M ARR?', agent: 'investment-specialist', type: 'complex_request' },
  { message: "What's your relationship with portfolio founders after investing?", agent: 'investment-specialist', type: 'simple_question' },
  { message: 'do u invest in fintech', agent: 'investment-specialist', type: 'simple_question' },
  { message: 'Hello! I’m building an AI-powered insurance startup and we’re raising a seed round. Do you invest at this stage?', agent: 'investment-specialist', type: 'complex_request' },
  { message: 'and what stages?', history: INVESTED, lastAgentId: 'investment-specialist', agent: 'investment-specialist', type: 'follow_up' },
  { message: 'tell me more', history: INVESTED, lastAgentId: 'investment-specialist', agent: 'investment-specialist', type: 'follow_up' },
  { message: 'how long does that take?', history: INVESTED, lastAgentId: 'investment-specialist', agent: 'investment-specialist', type: 'follow_up' },
  { message: "What's your check size?", history: GREETED, lastAgentId: 'general-conversation', agent: 'investment-specialist', type: 'simple_question' },
  { message: 'How do I get funded by Meta3?', agent: 'investment-specialist', type: 'simple_question' },

  // venture-launch-builder: from idea to plan, MVP, validation, launch
  { message: 'I have an idea for an app, where do I start?', agent: 'venture-launch-builder', type: 'simple_question' },
  { message: 'How do I build an MVP?', agent: 'venture-launch-builder', type: 'simple_question' },
  { message: 'Help me write a business plan for a robotics startup', agent: 'venture-launch-builder', type: 'complex_request' },
  { message: 'How can I validate my market before building?', agent: 'venture-launch-builder', type: 'simple_question' },
  { message: 'what should be in my MVP', agent: 'venture-launch-builder', type: 'simple_question' },
  { message: "I'm a solo founder with a prototype. How do I get to product-market fit?", agent: 'venture-launch-builder', type: 'simple_question' },
  { message: 'Can you help me plan the launch of my startup step by step?', agent: 'venture-launch-builder', type: 'complex_request' },
  { message: 'lean canvas or business model canvas?', agent: 'venture-launch-builder', type: 'simple_question' },
  { message: 'Whats a good prototype scope for a hardware startup?', agent: 'venture-launch-builder', type: 'simple_question' },
  { message: 'Can you help me validate my startup idea?', agent: 'venture-launch-builder', type: 'simple_question' },
  { message: "I'm working on a startup idea that helps clinics automate patient intake with AI agents. How should I scope the first version?", agent: 'venture-launch-builder', type: 'complex_request' },
  { message: 'how do i buld an mvp', agent: 'venture-launch-builder', type: 'simple_question' },
  { message: 'How do I write a business plan?', agent: 'venture-launch-builder', type: 'simple_question' },
  { message: 'what features should go in it?', history: LAUNCHED, lastAgentId: 'venture-launch-builder', agent: 'venture-launch-builder', type: 'follow_up' },

  // meta3-research: market size, trends, industries, segments
  { message: 'How big is the fintech market?', agent: 'meta3-research', type: 'simple_question' },
  { message: "What's the market size for AI in healthcare?", agent: 'meta3-research', type: 'simple_question' },
  { message: 'market trends in blockchain 2025', agent: 'meta3-research', type: 'simple_question' },
  { message: 'TAM for agentic AI tools?', agent: 'meta3-research', type: 'simple_question' },
  { message: 'Can you research the gaming industry for me and summarise the key growth drivers?', agent: 'meta3-research', type: 'complex_request' },
  { message: "what's the growth rate of the healthcare market", agent: 'meta3-research', type: 'simple_question' },
  { message: 'Industry analysis of robotics please', agent: 'meta3-research', type: 'complex_request' },
  { message: 'Who are the customers for AI compliance software?', agent: 'meta3-research', type: 'simple_question' },
  { message: 'Is blockchain still growing?', agent: 'meta3-research', type: 'simple_question' },
  { message: 'give me data on the ai market', agent: 'meta3-research', type: 'simple_question' },
  { message: 'What are the biggest trends in bio + AI right now?', agent: 'meta3-research', type: 'simple_question' },
  { message: "What's the SOM for AI compliance tools?", agent: 'meta3-research', type: 'simple_question' },
  { message: 'what about gaming?', history: RESEARCHED, lastAgentId: 'meta3-research', agent: 'meta3-research', type: 'follow_up' },
  { message: 'and healthcare?', history: RESEARCHED, lastAgentId: 'meta3-research', agent: 'meta3-research', type: 'follow_up' },

  // competitive-intelligence: competitors, SWOT, positioning, moats
  { message: 'Who are my competitors in fintech?', agent: 'competitive-intelligence', type: 'simple_question' },
  { message: 'Do a SWOT analysis for my edtech startup', agent: 'competitive-intelligence', type: 'complex_request' },
  { message: 'how do I differentiate from bigger players', agent: 'competitive-intelligence', type: 'simple_question' },
  { message: 'competitive landscape for AI legal assistants', agent: 'competitive-intelligence', type: 'simple_question' },
  { message: "What's a SWOT?", agent: 'competitive-intelligence', type: 'simple_question' },
  { message: 'How should I position my product against Salesforce?', agent: 'competitive-intelligence', type: 'simple_question' },
  { message: 'Compare my startup with its top 3 competitors', agent: 'competitive-intelligence', type: 'complex_request' },
  { message: 'whos the competition for AI agents in insurance', agent: 'competitive-intelligence', type: 'simple_question' },
  { message: 'What is our moat if OpenAI builds the same thing?', agent: 'competitive-intelligence', type: 'simple_question' },
  { message: 'Analyze the competitive threats for a robotics startup selling to warehouses', agent: 'competitive-intelligence', type: 'complex_request' },
  { message: 'what about their weaknesses?', history: COMPARED, lastAgentId: 'competitive-intelligence', agent: 'competitive-intelligence', type: 'follow_up' },
  { message: 'What about competitors?', history: INVESTED, lastAgentId: 'investment-specialist', agent: 'competitive-intelligence', type: 'follow_up' },

  // support-specialist: something is broken, an account, an application's status
  { message: "I can't log in", agent: 'support-specialist', type: 'simple_question' },
  { message: 'The application form keeps giving me an error when I hit submit', agent: 'support-specialist', type: 'simple_question' },
  { message: 'urgent: my submission disappeared!!', agent: 'support-specialist', type: 'simple_question' },
  { message: 'Forgot my password', agent: 'support-specialist', type: 'simple_question' },
  { message: 'Is there an API I can use?', agent: 'support-specialist', type: 'simple_question' },
  { message: "The page won't load on my phone", agent: 'support-specialist', type: 'simple_question' },
  { message: "What's the status of my application?", agent: 'support-specialist', type: 'simple_question' },
  { message: 'I submitted the contact form but never got a confirmation email', agent: 'support-specialist', type: 'simple_question' },
  { message: 'help, the site is broken', agent: 'support-specialist', type: 'simple_question' },
  { message: 'Found a bug on the apply page', agent: 'support-specialist', type: 'simple_question' },
  { message: 'I need help with my account', agent: 'support-specialist', type: 'simple_question' },
  { message: 'ERROR 500 when uploading my deck', agent: 'support-specialist', type: 'simple_question' },
  { message: 'this is broken', agent: 'support-specialist', type: 'simple_question' },
  { message: 'How do I reset my password?', history: INVESTED, lastAgentId: 'investment-specialist', agent: 'support-specialist', type: 'simple_question' },
  { message: "Hi there, I'm the CTO of a small robotics company. Our login stopped working yesterday and we need access urgently", agent: 'support-specialist', type: 'complex_request' },
  { message: 'still not working', history: SUPPORTED, lastAgentId: 'support-specialist', agent: 'support-specialist', type: 'simple_question' },

  // marketing: growth, acquisition, brand, content, campaigns
  { message: 'How do I grow my user base?', agent: 'marketing', type: 'simple_question' },
  { message: "What's the best customer acquisition channel for B2B SaaS?", agent: 'marketing', type: 'simple_question' },
  { message: 'Help me plan a content calendar', agent: 'marketing', type: 'complex_request' },
  { message: 'branding tips for a deep tech startup', agent: 'marketing', type: 'simple_question' },
  { message: 'How should we run our launch campaign on LinkedIn?', agent: 'marketing', type: 'simple_question' },
  { message: 'SEO or paid ads first?', agent: 'marketing', type: 'simple_question' },
  { message: 'how can i improve my brand awareness', agent: 'marketing', type: 'simple_question' },
  { message: 'Can you create a go-to-market strategy for my fintech app targeting small businesses in Europe?', agent: 'marketing', type: 'complex_request' },
  { message: 'What content should we post on social media?', agent: 'marketing', type: 'simple_question' },
  { message: 'growth hacking ideas pls', agent: 'marketing', type: 'simple_question' },
  { message: 'We maintain a waitlist of 2,000 users — how do we convert them?', agent: 'marketing', type: 'simple_question' },
  { message: 'We ship weekly, how should we measure growth?', agent: 'marketing', type: 'simple_question' },
  { message: 'Can you give me some tips on branding?', agent: 'marketing', type: 'simple_question' },
  { message: 'and on twitter?', history: MARKETED, lastAgentId: 'marketing', agent: 'marketing', type: 'follow_up' },

  // financial: the founder's own numbers and fundraising planning
  { message: 'How do I build a financial model?', agent: 'financial', type: 'simple_question' },
  { message: "What's a healthy burn rate for a seed startup?", agent: 'financial', type: 'simple_question' },
  { message: 'calculate my runway: $800k in the bank, burning $60k a month', agent: 'financial', type: 'complex_request' },
  { message: 'How do I improve my unit economics?', agent: 'financial', type: 'simple_question' },
  { message: 'What is LTV to CAC ratio?', agent: 'financial', type: 'simple_question' },
  { message: 'cash flow tips', agent: 'financial', type: 'simple_question' },
  { message: 'How much should I raise in my seed round?', agent: 'financial', type: 'simple_question' },
  { message: 'Help me create 3-year revenue projections', agent: 'financial', type: 'complex_request' },
  { message: "What's the difference between gross margin and contribution margin?", agent: 'financial', type: 'simple_question' },
  { message: 'We have 5 months of runway and churn is 8% monthly — what should we fix first?', agent: 'financial', type: 'complex_request' },
  { message: 'fundraising strategy for a series A', agent: 'financial', type: 'complex_request' },
  { message: 'Our CAC is $6,000 — is that too high?', agent: 'financial', type: 'simple_question' },
  { message: 'what if burn doubles?', history: FINANCED, lastAgentId: 'financial', agent: 'financial', type: 'follow_up' },

  // meta3-legal: term sheets, SAFEs, incorporation, founder agreements, IP, our policies
  { message: "What's a SAFE note?", agent: 'meta3-legal', type: 'simple_question' },
  { message: 'Should I incorporate in Delaware?', agent: 'meta3-legal', type: 'simple_question' },
  { message: 'What should be in a founder agreement?', agent: 'meta3-legal', type: 'simple_question' },
  { message: 'How much does a patent cost?', agent: 'meta3-legal', type: 'simple_question' },
  { message: 'Can you explain the terms in a term sheet?', agent: 'meta3-legal', type: 'simple_question' },
  { message: 'trademark my startup name - how long does it take?', agent: 'meta3-legal', type: 'simple_question' },
  { message: 'Do you sign NDAs?', agent: 'meta3-legal', type: 'simple_question' },
  { message: 'What is vesting with a cliff?', agent: 'meta3-legal', type: 'simple_question' },
  { message: 'Where can I read your privacy policy?', agent: 'meta3-legal', type: 'simple_question' },
  { message: 'Is my code protected by copyright automatically?', agent: 'meta3-legal', type: 'simple_question' },
  { message: 'ip protection for my ML model', agent: 'meta3-legal', type: 'simple_question' },
  { message: "We're about to ship our first product; do we need to register a trademark before launch?", agent: 'meta3-legal', type: 'complex_request' },
  { message: 'and for the EU?', history: LEGAL, lastAgentId: 'meta3-legal', agent: 'meta3-legal', type: 'follow_up' },

  // Privacy and data handling (meta3-local's until it became the Local Market Specialist; relabelled to the legal agent,
  // which answers from the privacy policy) and running models in-house (the studio's services: meta3-primary)
  { message: 'Is this chat confidential?', agent: 'meta3-legal', type: 'simple_question' },
  { message: 'Do you use a local model?', agent: 'meta3-legal', type: 'simple_question' },
  { message: 'Where is my data stored when I chat here?', agent: 'meta3-legal', type: 'simple_question' },
  { message: 'I want to discuss my idea privately', agent: 'meta3-legal', type: 'simple_question' },
  { message: 'Can I run the model on-premise?', agent: 'meta3-primary', type: 'simple_question' },
  { message: 'do you send my messages to openai?', agent: 'meta3-legal', type: 'simple_question' },
  { message: 'How do you handle my data?', agent: 'meta3-legal', type: 'simple_question' },
  { message: 'privacy-first mode please', agent: 'meta3-legal', type: 'simple_question' },
  { message: 'Is what I type here used to train your AI?', agent: 'meta3-legal', type: 'simple_question' },
  { message: "I'm worried about sharing confidential financials in this chat", agent: 'meta3-legal', type: 'simple_question' },
  { message: 'is it encrypted?', history: after('Is this chat private?', 'Yes: this assistant answers on our own servers.'), lastAgentId: 'meta3-legal', agent: 'meta3-legal', type: 'follow_up' },

  // A second round, written after the first version of the rules and first run without changes (32 of 42 agents
  // right): the misses showed vocabulary gaps, fixed in the agents' lists, not by special cases.
  { message: 'Are you accepting applications right now?', agent: 'investment-specialist', type: 'simple_question' },
  { message: 'whats the minimum investment you make', agent: 'investment-specialist', type: 'simple_question' },
  { message: 'Do you take board seats?', agent: 'investment-specialist', type: 'simple_question' },
  { message: 'How many startups have you backed so far?', agent: 'investment-specialist', type: 'simple_question' },
  { message: 'Would you fund a company in Brazil?', agent: 'investment-specialist', type: 'simple_question' },
  { message: 'Good afternoon', agent: 'general-conversation', type: 'greeting' },
  { message: 'hiii 😊', agent: 'general-conversation', type: 'greeting' },
  { message: 'Buenos días!', agent: 'general-conversation', type: 'greeting' },
  { message: 'what are you?', agent: 'general-conversation', type: 'about' },
  { message: 'who built this chatbot', agent: 'general-conversation', type: 'simple_question' },
  { message: 'How do I get in touch with a partner?', agent: 'meta3-primary', type: 'simple_question' },
  { message: "What's your mission?", agent: 'meta3-primary', type: 'about' },
  { message: 'where is the apply page', agent: 'meta3-primary', type: 'simple_question' },
  { message: 'Can someone call me back?', agent: 'meta3-primary', type: 'simple_question' },
  { message: 'What sectors do you focus on?', agent: 'meta3-primary', type: 'simple_question' },
  { message: 'My upload keeps timing out', agent: 'support-specialist', type: 'simple_question' },
  { message: "I'm locked out of my account", agent: 'support-specialist', type: 'simple_question' },
  { message: 'The submit button does nothing', agent: 'support-specialist', type: 'simple_question' },
  { message: 'did you get my application? I sent it last week', agent: 'support-specialist', type: 'simple_question' },
  { message: 'How do I find product-market fit faster?', agent: 'venture-launch-builder', type: 'simple_question' },
  { message: 'I want to start a company but have no idea what to build', agent: 'venture-launch-builder', type: 'simple_question' },
  { message: 'Should my first version be a no-code prototype?', agent: 'venture-launch-builder', type: 'simple_question' },
  { message: "What's the addressable market for robot lawnmowers?", agent: 'meta3-research', type: 'simple_question' },
  { message: 'Which industries are adopting AI agents the fastest?', agent: 'meta3-research', type: 'simple_question' },
  { message: 'Give me the latest stats on the gaming market', agent: 'meta3-research', type: 'simple_question' },
  { message: 'Who else is building AI agents for dentists?', agent: 'competitive-intelligence', type: 'simple_question' },
  { message: 'What makes us different from Zapier?', agent: 'competitive-intelligence', type: 'simple_question' },
  { message: 'What are the strengths and weaknesses of my startup vs incumbents?', agent: 'competitive-intelligence', type: 'simple_question' },
  { message: 'How do I get my first 1000 users?', agent: 'marketing', type: 'simple_question' },
  { message: 'Should we do a Product Hunt launch?', agent: 'marketing', type: 'simple_question' },
  { message: 'tips for writing a press release', agent: 'marketing', type: 'simple_question' },
  { message: "How many months of runway should we have before raising?", agent: 'financial', type: 'simple_question' },
  { message: 'What metrics do investors look at for SaaS?', agent: 'financial', type: 'simple_question' },
  { message: 'Is 60% gross margin good for hardware?', agent: 'financial', type: 'simple_question' },
  { message: 'Do I need a lawyer to set up my company?', agent: 'meta3-legal', type: 'simple_question' },
  { message: 'How long does a trademark registration take in the US?', agent: 'meta3-legal', type: 'simple_question' },
  { message: 'What is an 83(b) election?', agent: 'meta3-legal', type: 'simple_question' },
  { message: 'Can I keep this conversation private?', agent: 'meta3-legal', type: 'simple_question' },
  { message: 'Do you store what I write here?', agent: 'meta3-legal', type: 'simple_question' },
  { message: "Is this chat sent to a third party like OpenAI?", agent: 'meta3-legal', type: 'simple_question' },
  { message: 'why?', history: after('Do you invest in crypto?', 'Only where blockchain serves autonomous agents.'), lastAgentId: 'investment-specialist', agent: 'investment-specialist', type: 'follow_up' },
  { message: 'can you elaborate on the second point', history: after('How do I build an MVP?', '1. ... 2. ...'), lastAgentId: 'venture-launch-builder', agent: 'venture-launch-builder', type: 'follow_up' },

  // A third round, also first run without changes (20 of 30 agents right), then fixed the same way.
  { message: 'Do you only invest in US companies or also Europe?', agent: 'investment-specialist', type: 'simple_question' },
  { message: 'what do you look for in founders', agent: 'investment-specialist', type: 'simple_question' },
  { message: 'Is there an application deadline?', agent: 'investment-specialist', type: 'simple_question' },
  { message: "We've raised $500k from angels already, can we still apply?", agent: 'investment-specialist', type: 'simple_question' },
  { message: 'Howdy!', agent: 'general-conversation', type: 'greeting' },
  { message: 'Guten Tag', agent: 'general-conversation', type: 'greeting' },
  { message: 'cool, thanks 👍', history: after('Where are you based?', 'San Francisco.'), lastAgentId: 'meta3-primary', agent: 'general-conversation', type: 'greeting' },
  { message: 'Can you speak Spanish?', agent: 'general-conversation', type: 'simple_question' },
  { message: 'Who is on your team?', agent: 'meta3-primary', type: 'about' },
  { message: 'What is your address?', agent: 'meta3-primary', type: 'simple_question' },
  { message: 'Do you have a newsletter I can subscribe to?', agent: 'meta3-primary', type: 'simple_question' },
  { message: 'Where can I see your portfolio companies page?', agent: 'meta3-primary', type: 'simple_question' },
  { message: 'The website is really slow today', agent: 'support-specialist', type: 'simple_question' },
  // meta3-local: the Local Market Specialist — expansion, market entry, local rules, programmes, hiring, location, culture
  { message: 'We want to expand into Germany next year, where do we start?', agent: 'meta3-local', type: 'simple_question' },
  { message: 'Do I need a business license to run a food truck in Austin?', agent: 'meta3-local', type: 'simple_question' },
  { message: 'Should we set up a subsidiary in the UK or sell from the US?', agent: 'meta3-local', type: 'simple_question' },
  { message: 'Are there government grants for opening a lab in Portugal?', agent: 'meta3-local', type: 'simple_question' },
  { message: 'How do I hire two engineers in Poland without a local entity?', agent: 'meta3-local', type: 'simple_question' },
  { message: 'Which city in Europe is best for a fintech office?', agent: 'meta3-local', type: 'simple_question' },
  { message: 'What should I know about business culture in Japan before our first meetings?', agent: 'meta3-local', type: 'simple_question' },
  { message: 'zoning rules for a small warehouse?', agent: 'meta3-local', type: 'simple_question' },
  { message: 'Help me plan our market entry into Brazil: permits, local partners and the first hires', agent: 'meta3-local', type: 'complex_request' },
  { message: 'Is an employer of record a good idea for our first hire in Canada?', agent: 'meta3-local', type: 'simple_question' },
  { message: 'what about permits there?', history: after('We plan to open a shop in Lisbon', 'Start with the municipality and a local accountant.'), lastAgentId: 'meta3-local', agent: 'meta3-local', type: 'follow_up' },
  { message: 'Ask the local market specialist: is Singapore a good base for Southeast Asia?', agent: 'meta3-local', type: 'simple_question' },
  { message: "I get a blank screen after clicking apply", agent: 'support-specialist', type: 'simple_question' },
  { message: 'my email confirmation link expired', agent: 'support-specialist', type: 'simple_question' },
  { message: 'How do I test demand before writing any code?', agent: 'venture-launch-builder', type: 'simple_question' },
  { message: 'Is my idea for an AI tutor any good?', agent: 'venture-launch-builder', type: 'simple_question' },
  { message: 'How fast is the AI agents market growing?', agent: 'meta3-research', type: 'simple_question' },
  { message: 'What is the market size for blockchain?', agent: 'meta3-research', type: 'simple_question' },
  { message: 'How do we defend against big tech copying us?', agent: 'competitive-intelligence', type: 'simple_question' },
  { message: 'What pricing do competitors use for AI note-takers?', agent: 'competitive-intelligence', type: 'simple_question' },
  { message: 'How do I get press coverage for our launch?', agent: 'marketing', type: 'simple_question' },
  { message: 'Should we hire a marketing agency?', agent: 'marketing', type: 'simple_question' },
  { message: 'How do I reduce churn in my subscription app?', agent: 'financial', type: 'simple_question' },
  { message: 'What should our monthly burn be with 6 engineers?', agent: 'financial', type: 'simple_question' },
  { message: 'SAFE or priced round for our first raise?', agent: 'meta3-legal', type: 'simple_question' },
  { message: 'Do I need to file a patent before demoing to investors?', agent: 'meta3-legal', type: 'simple_question' },
  { message: 'Is my personal data shared with anyone?', agent: 'meta3-legal', type: 'simple_question' },
  { message: 'Can I use an offline assistant so nothing leaves my laptop?', agent: 'meta3-primary', type: 'simple_question' },
  { message: 'ok, and how much would that cost?', history: after('Do I need a trademark?', 'Usually yes, before launch.'), lastAgentId: 'meta3-legal', agent: 'meta3-legal', type: 'follow_up' },
]

export type RoutingMiss = { message: string; expected: { agent: AgentId; type: MessageType }; got: { agent: AgentId; type: MessageType } }

/** Runs classify + select over the set; a case counts as correct for agent and type separately. */
export function routingAccuracy(cases: readonly RoutingCase[] = ROUTING_SET) {
  let agentCorrect = 0
  let typeCorrect = 0
  const misses: RoutingMiss[] = []
  for (const c of cases) {
    const input = { message: c.message, history: c.history ?? [], lastAgentId: c.lastAgentId ?? null }
    const context = classifyMessage(input)
    const { agentId } = selectAgent(input, context)
    if (agentId === c.agent) agentCorrect++
    if (context.messageType === c.type) typeCorrect++
    if (agentId !== c.agent || context.messageType !== c.type)
      misses.push({ message: c.message, expected: { agent: c.agent, type: c.type }, got: { agent: agentId, type: context.messageType } })
  }
  const total = cases.length
  return {
    total,
    correct: { agent: agentCorrect, type: typeCorrect },
    accuracy: { agent: total ? agentCorrect / total : 0, type: total ? typeCorrect / total : 0 },
    misses,
  }
}
