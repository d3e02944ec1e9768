export default function App() {
  return <p data-testid="remote">public-site works</p>;
}
