import type { ReactElement } from 'react';
import { Card } from '../../../ui/Card';

export function SubmitRoundCard(): ReactElement {
  return (
    <Card title="Submit Round">
      <p>Being built.</p>
    </Card>
  );
}
