export default function HomePage() {
  return <h1>Engineering the Future with Agentic AI</h1>
}
