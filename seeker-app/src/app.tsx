export default function App() {
  return <p data-testid="remote">seeker-app works</p>;
}
