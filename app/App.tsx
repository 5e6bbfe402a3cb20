import { Placeholder } from './Placeholder';

export function App() {
  return <Placeholder />;
}
