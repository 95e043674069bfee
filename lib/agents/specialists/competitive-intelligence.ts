import { defineAgent } from './define'

export const COMPETITIVE_KEYWORDS = [
  'competitor', 'competitors', 'competition', 'competitive', 'competing', 'compete', 'rival', 'rivals', 'swot',
  'positioning', 'position', 'differentiate', 'differentiation', 'differentiator', 'moat', 'moats', 'alternatives',
  'competitive landscape', 'incumbent', 'incumbents', 'bigger players', 'market share', 'benchmark', 'copy us',
  'same thing', 'strengths and weaknesses', 'weaknesses', 'threats', 'who else', 'anyone else', 'others building',
  'different from', 'differ from', 'stand out', 'unique value', 'usp', 'edge over', 'copying', 'copy', 'defend',
  'defensible', 'defensibility', 'big tech',
  // Who else is out there, and how to win against them.
  'already doing', 'already building', 'already exist', 'already exists', 'existing solutions', 'other startups',
  'similar startups', 'similar companies', 'similar products', 'beat them', 'beat our', 'outcompete', 'crowded',
  'crowded market', 'wrapper', 'benchmark us', 'versus', 'head to head', 'head-to-head', 'lookalike', 'clone',
  'main players', 'key players', 'major players', 'big players', 'market leaders', 'market leader',
  'leaders in', 'who dominates', 'dominant', 'what we do', "what we're doing",
  'undercut', 'free alternatives', 'open-source alternatives',
  // Competing and staying apart, as verbs.
  'compete with', 'competes with', 'compete against', 'competing with', 'differentiated', 'stay differentiated',
  'how do we beat', 'how can we beat', 'how to beat', 'win against', 'position against', 'positioned against', 'ships the same',
] as const

export const competitiveIntelligence = defineAgent({
  id: 'competitive-intelligence',
  name: 'Competitive Intelligence analyst',
  description: 'Maps competitors and alternatives and helps founders sharpen their positioning.',
  specialties: ['competitor analysis', 'swot', 'positioning', 'competitive landscape', 'differentiation'],
  tools: ['market-data'],
  priority: 80,
  mentions: ['competitive intelligence', 'competitive agent', 'competition agent'],
  boostKeywords: [
    'competitor', 'competitors', 'competition', 'competitive', 'swot', 'moat', 'differentiate', 'differentiation',
    'positioning', 'position', 'rivals', 'incumbents', 'market share', 'weaknesses', 'threats', 'who else', 'different from', 'stand out', 'usp', 'copying', 'defensible', 'big tech',
    'already doing', 'already building', 'other startups', 'similar startups', 'beat them', 'outcompete', 'crowded',
    'benchmark', 'rival', 'wrapper', 'main players', 'key players', 'major players', 'market leaders', 'undercut',
    'compete with', 'competes with', 'compete against', 'differentiated', 'how do we beat', 'how can we beat', 'how to beat', 'win against', 'position against',
  ],
  keywords: COMPETITIVE_KEYWORDS,
  role: 'You help founders understand their competitors and alternatives and find a defensible position.',
  guidance: [
    'Structure analyses as direct competitors, alternatives (including doing nothing) and the visitor\'s edge.',
    'For SWOT, give four short lists and one line on what to do about the biggest threat.',
    'Do not state facts about named companies you are not sure of; frame them as questions to check.',
    'Use market data for the size of the arena when the industry is one of those the tool knows.',
  ],
})
